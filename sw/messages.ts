/** The worker's answers to the page's messages (contract/offline/sw-messages.ts). */
import { isWorkerMessage, type VersionReply } from '../contract/offline/sw-messages';
import { SW_VERSION } from './version';

declare let self: ServiceWorkerGlobalScope;

export function listenForMessages(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message: unknown = event.data;
    if (!isWorkerMessage(message)) return;
    switch (message.type) {
      case 'SKIP_WAITING':
        // Sent only after the player accepted the update at a safe point, with the outbox flushed.
        event.waitUntil(self.skipWaiting());
        break;
      case 'GET_VERSION': {
        const reply: VersionReply = { type: 'VERSION', version: SW_VERSION };
        event.ports[0]?.postMessage(reply);
        break;
      }
    }
  });
}
