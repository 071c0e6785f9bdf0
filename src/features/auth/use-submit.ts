/** Runs a form's async action with busy state and turns failures into an inline message. */
import { useState } from 'react';
import { isApiError, type ApiError } from '../../lib/request/api-error';

export interface SubmitState {
  readonly busy: boolean;
  readonly error: ApiError | null;
  run(action: () => Promise<void>): Promise<void>;
  setError(error: ApiError | null): void;
}

export function useSubmit(): SubmitState {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  return {
    busy,
    error,
    setError,
    async run(action) {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (caught) {
        if (isApiError(caught)) setError(caught);
        else throw caught;
      } finally {
        setBusy(false);
      }
    },
  };
}

/** The server's message for one field, when it blamed that field. */
export function fieldError(error: ApiError | null, field: string): string | null {
  if (!error || error.field !== field) return null;
  return error.message.replace(new RegExp(`^${field}: `), '');
}
