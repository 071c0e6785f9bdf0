/** A content form's errors: its own checks and the server's refusal, put beside the field the server named when the form has it. */
import { useState } from 'react';
import { refusalOf } from '../components/server-refusal';

export interface FormErrors<F extends string> {
  readonly errors: Partial<Record<F, string>>;
  /** The refusal that names no field of this form. */
  readonly failure: string | null;
  readonly setErrors: (errors: Partial<Record<F, string>>) => void;
  /** Shows a failed write; answers the field it was put beside, if any. */
  readonly fail: (error: unknown) => void;
  readonly clear: () => void;
}

export function useFormErrors<F extends string>(fields: readonly F[]): FormErrors<F> {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  return {
    errors,
    failure,
    setErrors: (next) => {
      setErrors(next);
      setFailure(null);
    },
    fail: (error) => {
      const { field, message } = refusalOf(error);
      // options.2 -> options.2; a field named with a path keeps its first part when the form has only that.
      const known = fields.find((name) => name === field) ?? fields.find((name) => field !== undefined && field.startsWith(`${name}.`));
      if (known) {
        setErrors({ [known]: message } as Partial<Record<F, string>>);
        setFailure(null);
      } else {
        setErrors({});
        setFailure(message);
      }
    },
    clear: () => {
      setErrors({});
      setFailure(null);
    },
  };
}
