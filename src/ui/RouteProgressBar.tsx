/** A thin bar at the top of the page while the next screen loads. */
export function RouteProgressBar({ label }: { readonly label: string }) {
  return (
    <div className="route-progress" role="progressbar" aria-label={label} aria-busy="true">
      <span className="route-progress__bar" />
    </div>
  );
}
