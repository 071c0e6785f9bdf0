/**
 * The service worker: precaches the app shell built by Vite and answers navigations with the
 * precached index.html (offline start). Runtime caching of API reads comes in a later issue.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** API calls and uploaded files are never answered with the app shell. */
const navigationDenylist = [/^\/api\//, /^\/uploads\//];

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigationDenylist }));

interface SkipWaitingMessage {
  readonly type: 'SKIP_WAITING';
}

function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

// The page asks for this after the player accepted the "new version" prompt (registerType: 'prompt').
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
