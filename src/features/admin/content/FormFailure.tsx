/** A form's refusal that names none of its fields, read out when it appears. */
export function FormFailure({ message }: { readonly message: string | null }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
