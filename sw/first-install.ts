/**
 * The first install takes the open pages at once (clients.claim), so the very first visit works
 * offline without a reload. An update never does: a new worker waits until the page offers it at a
 * safe point (src/app/pwa/update-gate.ts) and asks for SKIP_WAITING, so no worker is ever swapped
 * under a running game or exam.
 */

/** What the worker needs from its global scope; the real one in sw.ts, a fake in the tests. */
export interface FirstInstallScope {
  readonly registration: { readonly active: unknown };
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}

export function claimClientsOnFirstInstall(scope: FirstInstallScope): void {
  let firstInstall = false;
  scope.addEventListener('install', () => {
    // During install, `registration.active` is the worker that controls pages today, if any: none
    // means no page can be running under another worker, so there is nothing to swap.
    firstInstall = scope.registration.active === null;
  });
  scope.addEventListener('activate', (event) => {
    // If the browser stopped the worker between install and activate, the flag is lost and the
    // first visit simply becomes controlled on its next load, as without this module.
    if (firstInstall) event.waitUntil(scope.clients.claim());
  });
}
