/**
 * The service worker: precaches the app shell built by Vite (offline start), answers cacheable
 * API reads and pack media (routes.ts), flushes the outbox on Background Sync, reports its version
 * or activates on the page's request (messages.ts), and controls the first visit (first-install.ts).
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { listenForBackgroundSync } from './background-sync';
import { claimClientsOnFirstInstall } from './first-install';
import { listenForMessages } from './messages';
import { registerRoutes } from './routes';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The precache route is registered first, so shell files are always answered from the precache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoutes();
listenForMessages();
listenForBackgroundSync();
claimClientsOnFirstInstall(self);
