/** Covers the screen until the app has started; announced politely to screen readers. */
export function FullScreenLoader({ label }: { readonly label: string }) {
  return (
    <div className="fullscreen-loader" role="status" aria-live="polite" aria-busy="true">
      <span className="fullscreen-loader__mark" aria-hidden="true" />
      <span className="fullscreen-loader__label">{label}</span>
    </div>
  );
}
