/** A small busy indicator with a text for screen readers. */
export function Spinner({ label }: { readonly label: string }) {
  return (
    <div className="spinner-block" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
