/** A labelled multi-line text field with an optional hint and an error tied to it, as ui/TextField is for one line. */
import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldNotes } from './FieldNotes';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | null | undefined;
  /** Code or JSON: read left to right in a monospace font whatever the interface's direction. */
  readonly code?: boolean;
}

export function TextAreaField({ label, hint, error, code = false, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        dir={code ? 'ltr' : 'auto'}
        spellCheck={code ? false : undefined}
        {...textarea}
        id={id}
        rows={rows}
        className={['field__input', 'admin-textarea', code ? 'admin-textarea--code' : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
