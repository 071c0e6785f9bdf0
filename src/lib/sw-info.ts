/**
 * What the page can learn about its service worker, for the about/QA screens: the build version
 * the active worker was made from, and the state of the newest registration.
 */
import { isVersionReply, type GetVersionMessage } from '../../contract/offline/sw-messages';

export const VERSION_REPLY_TIMEOUT_MS = 1_000;

/**
 * Asks the controlling worker for its version over a MessageChannel. Null when no worker controls
 * the page (first visit, hard reload, development) or when it does not answer within a second
 * (an older worker that knows no GET_VERSION).
 */
export function getServiceWorkerVersion(timeoutMs: number = VERSION_REPLY_TIMEOUT_MS): Promise<string | null> {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!controller) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (version: string | null): void => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(version);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => finish(isVersionReply(event.data) ? event.data.version : null);
    const message: GetVersionMessage = { type: 'GET_VERSION' };
    controller.postMessage(message, [channel.port2]);
  });
}

export type ServiceWorkerState = 'unsupported' | 'none' | 'installing' | 'waiting' | 'active';

/**
 * The furthest-along state of this origin's registration as the page last saw it: a waiting
 * worker means an update is ready; 'none' means nothing is registered (yet).
 */
export async function serviceWorkerState(): Promise<ServiceWorkerState> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'none';
  if (registration.waiting) return 'waiting';
  if (registration.installing) return 'installing';
  return registration.active ? 'active' : 'none';
}
