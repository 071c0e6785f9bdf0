/** A labelled input with an optional hint and an error tied to it with aria-invalid and aria-describedby. */
import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | null;
  readonly ref?: Ref<HTMLInputElement>;
  /**
   * Announce the error as soon as it appears (role="alert", the default). A form that moves focus to
   * its first invalid field turns this off: focus already reads the error, and several alerts at
   * once would talk over each other.
   */
  readonly announceError?: boolean;
}

export function TextField({ label, hint, error, className, announceError = true, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input {...input} id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
