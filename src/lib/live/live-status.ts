/**
 * The live channel's state, for the route guard (the server's word is current while connected)
 * and anything that shows connectivity. Tiny and socket-free: socket.io-client loads after sign-in
 * (src/app/live-sync.ts), never at start-up.
 */
import { createStore, useStore } from '../store';

/** `off`: not signed in, offline or refused; `connecting`: trying (or trying again); `connected`: hearing. */
export type LiveStatus = 'off' | 'connecting' | 'connected';

export const liveStatusStore = createStore<LiveStatus>('off');

export function useLiveStatus(): LiveStatus {
  return useStore(liveStatusStore);
}
