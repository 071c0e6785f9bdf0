/**
 * The hint and the error under an admin form field, and the ids its control names in
 * aria-describedby (error first, as ui/TextField does), so every field reads them the same way.
 */

/** The aria-describedby of a control whose notes FieldNotes renders under the same id. */
export function describedBy(id: string, hint: string | undefined, error: string | null | undefined): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldNotes({ id, hint, error }: { readonly id: string; readonly hint?: string | undefined; readonly error?: string | null | undefined }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
