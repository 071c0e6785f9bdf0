/** A labelled checkbox with an optional hint and error, its whole row a 44px target. */
import { useId, type InputHTMLAttributes } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | null | undefined;
}

export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', 'admin-check', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="admin-check__label" htmlFor={id}>
        <input {...input} type="checkbox" id={id} className="admin-check__box" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
