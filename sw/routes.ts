/**
 * Which requests the worker answers, and how. Live endpoints are never intercepted, and anything
 * not matched here (every write, sync_ops, auth calls, uploads, offline packs) goes to the network
 * untouched.
 */
import { CacheFirst } from 'workbox-strategies';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  API_PATH_PREFIX,
  apiActionOf,
  cachedReadOf,
  isNetworkOnlyPath,
  isPackMediaPath,
  NETWORK_ONLY_PATH_PREFIXES,
  PACK_MEDIA_CACHE,
  PACK_MEDIA_PATH_PREFIXES,
} from '../contract/offline/cache-policy';
import { answerApiRead } from './api-read';

declare let self: ServiceWorkerGlobalScope;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A prefix without a trailing slash ('/live') names that path and what is under it, not '/lively'. */
const prefixPattern = (prefix: string) => new RegExp(`^${escape(prefix)}${prefix.endsWith('/') ? '' : '(?:[/?]|$)'}`);

/** Navigations to the API, media and live endpoints are never answered with the app shell. */
const navigationDenylist = [API_PATH_PREFIX, ...PACK_MEDIA_PATH_PREFIXES, ...NETWORK_ONLY_PATH_PREFIXES].map(prefixPattern);

export function registerRoutes(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigationDenylist }));

  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && !isNetworkOnlyPath(url.pathname) && cachedReadOf(apiActionOf(url.pathname) ?? '') !== null,
    ({ request, url, event }) => {
      const action = apiActionOf(url.pathname) ?? '';
      const read = cachedReadOf(action);
      if (!read) return fetch(request);
      return answerApiRead(request, action, read, {
        caches: self.caches,
        fetch: (req) => fetch(req),
        waitUntil: (promise) => event.waitUntil(promise),
        now: Date.now,
      });
    },
    'POST',
  );

  // Pack media is read from the downloads' cache when present; the worker never adds to it (the
  // packs feature owns what is in it and deletes it with the pack).
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isPackMediaPath(url.pathname),
    new CacheFirst({ cacheName: PACK_MEDIA_CACHE, plugins: [{ cacheWillUpdate: () => Promise.resolve(null) }] }),
    'GET',
  );
}
