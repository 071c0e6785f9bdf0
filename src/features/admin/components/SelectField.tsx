/** A labelled select with an optional hint and an error tied to it, for admin forms and list filters. */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldNotes } from './FieldNotes';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
  readonly children: ReactNode;
}

export function SelectField({ label, hint, error, children, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select {...select} id={id} className="select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}>
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
