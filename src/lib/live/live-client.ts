/**
 * The live channel's socket on the device (docs/LIVE.md, contract/live/user-channel.ts): socket.io
 * to the page's own origin at LIVE_PATH, websocket first (long polling where a proxy refuses it),
 * signed in with the session's token. socket.io tries again by itself when the network drops; this
 * tries again (with a growing wait) when the server closed the connection or could not check the
 * token, and stops for good on a refusal, which it reports. Messages are parsed with the contract;
 * one that does not parse is dropped with a warning (a newer server's message this version does not know).
 *
 * Loaded with import() after sign-in (src/app/live-sync.ts): socket.io-client is no start-up cost.
 */
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { LIVE_PATH, LIVE_REFUSALS, USER_EVENT, UserMessageSchema, type UserMessage } from '../../../contract/live/user-channel';
import type { LiveStatus } from './live-status';

export type LiveRefusal = (typeof LIVE_REFUSALS)[number];

export interface LiveEvents {
  message(message: UserMessage): void;
  /** The server turned the token away: the connection is closed for good. */
  refused(refusal: LiveRefusal): void;
  status(status: LiveStatus): void;
  /** Connected (again): whatever was said while away was missed, so the caller reads the state afresh. */
  connected(): void;
}

export type Connect = (options: Partial<ManagerOptions & SocketOptions>) => Pick<Socket, 'on' | 'connect' | 'close' | 'active'>;

export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

export function isRefusal(message: string): message is LiveRefusal {
  return (LIVE_REFUSALS as readonly string[]).includes(message);
}

/** Opens the channel; the returned function closes it (and every retry). */
export function openLive(token: string, events: LiveEvents, connect: Connect = (options) => io(options)): () => void {
  const socket = connect({
    path: LIVE_PATH,
    auth: { token },
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
  });
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wait = RETRY_FIRST_MS;

  /** socket.io does not reconnect after the server's own disconnect or its middleware's error: this does. */
  const retryLater = () => {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!closed) socket.connect();
    }, wait);
    wait = Math.min(wait * 2, RETRY_MAX_MS);
  };

  events.status('connecting');
  socket.on('connect', () => {
    wait = RETRY_FIRST_MS;
    events.status('connected');
    events.connected();
  });
  socket.on('disconnect', (reason) => {
    if (closed) return;
    events.status('connecting');
    // The server closed it (a session it no longer accepts, an instance shutting down): asking
    // again brings the refusal that says why, or a fresh connection.
    if (reason === 'io server disconnect') retryLater();
  });
  socket.on('connect_error', (error) => {
    if (closed) return;
    if (isRefusal(error.message)) {
      closed = true;
      socket.close();
      events.status('off');
      events.refused(error.message);
      return;
    }
    // Not active: the server answered but could not check the token now. Active: socket.io retries.
    if (!socket.active) retryLater();
  });
  socket.on(USER_EVENT, (raw: unknown) => {
    if (closed) return;
    const parsed = UserMessageSchema.safeParse(raw);
    if (parsed.success) events.message(parsed.data);
    else console.warn('a live message this version does not know was dropped', parsed.error.issues);
  });

  return () => {
    if (closed) return;
    closed = true;
    if (retry !== undefined) clearTimeout(retry);
    socket.close();
    events.status('off');
  };
}
