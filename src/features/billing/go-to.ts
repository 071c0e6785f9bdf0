/**
 * Where a billing answer sends the player: an address of this app (the sandbox's checkout and
 * portal) through the router, anything else (Stripe's hosted pages) as a full page load.
 */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The full page load, replaceable by tests (jsdom cannot leave the page). */
export const pageLoad = { assign: (url: string): void => window.location.assign(url) };

export function goTo(url: string, navigate: (to: string) => void): void {
  if (isAppPath(url)) navigate(url);
  else pageLoad.assign(url);
}
