/** A labelled checkbox with an optional hint and error, its whole row a 44px target. */
import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, FieldNotes } from './FieldNotes';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | null | undefined;
}

export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={['field', 'admin-check', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="admin-check__label" htmlFor={id}>
        <input {...input} type="checkbox" id={id} className="admin-check__box" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} />
        <span>{label}</span>
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
