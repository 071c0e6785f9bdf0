/**
 * The battles' own socket (contract/live/battle.ts, docs/LIVE.md): socket.io to LIVE_PATH signed in
 * with the session's token, as the user channel's (src/lib/live/live-client.ts). Its own connection
 * rather than the user channel's: that one lives in the start-up watcher and knows nothing of rooms,
 * and a battle must keep hearing its room while it is open. Loaded only with the battle areas.
 *
 * Requests carry an acknowledgement and give up after REQUEST_TIMEOUT_MS (the answer says TIMEOUT:
 * the screen shows it, never waits for ever). Events are parsed with the contract; one that does
 * not parse is dropped with a warning. After a dropped connection it sends `join` for the room it
 * was in and hands the returned room over whole: what was said while away was missed, and the
 * server keeps the seat for RECONNECT_SECONDS. It says 'connected' again only once that join is
 * answered: before, the socket hears nothing of the room and the room on screen is out of date.
 */
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { RECONNECT_SECONDS } from '../../../contract/battles/rules';
import { BATTLE_EVENT, BATTLE_REQUEST, BattleAckSchema, BattleEventSchema, type BattleAck, type BattleEvent, type BattleRequest } from '../../../contract/live/battle';
import { LIVE_PATH } from '../../../contract/live/user-channel';

export const REQUEST_TIMEOUT_MS = 8_000;

/** `connecting`: the first connection; `reconnecting`: dropped, the seat still held; `offline`: gone longer than the seat is held. */
export type BattleConnection = 'connecting' | 'connected' | 'reconnecting' | 'offline';

type Handler = (...args: never[]) => void;

/** The part of a socket.io client socket this uses (a fake in tests). */
export interface BattleSocketLike {
  on(event: string, handler: Handler): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  close(): unknown;
}

export type BattleConnect = (options: Partial<ManagerOptions & SocketOptions>) => BattleSocketLike;

/** Swapped by the screen tests for a fake socket. */
export const battleTransport: { connect: BattleConnect } = {
  connect: (options) => io(options),
};

export interface BattleSocketEvents {
  event(event: BattleEvent): void;
  connection(state: BattleConnection): void;
  /** Connected (again) with a room followed, and rejoined: the room as it is now (null: the seat is gone), or the refusal. */
  resumed(ack: BattleAck): void;
}

export interface BattleSocket {
  request(payload: BattleRequest): Promise<BattleAck>;
  /** The room to rejoin on (re)connecting (null: none): after a dropped connection, or a reload. */
  follow(roomId: number | null): void;
  close(): void;
}

const timeoutAck = (): BattleAck => ({ ok: false, code: 'TIMEOUT', message: 'The server did not answer in time.' });

export function openBattleSocket(token: string, events: BattleSocketEvents, connect: BattleConnect = battleTransport.connect): BattleSocket {
  const socket = connect({ path: LIVE_PATH, auth: { token }, transports: ['websocket', 'polling'], tryAllTransports: true, reconnectionDelay: 500, reconnectionDelayMax: 3_000 });
  let closed = false;
  let roomId: number | null = null;
  let seatLost: ReturnType<typeof setTimeout> | undefined;

  const request = (payload: BattleRequest): Promise<BattleAck> =>
    new Promise((resolve) => {
      if (closed) {
        resolve(timeoutAck());
        return;
      }
      const timer = setTimeout(() => resolve(timeoutAck()), REQUEST_TIMEOUT_MS);
      socket.emit(BATTLE_REQUEST, payload, (raw: unknown) => {
        clearTimeout(timer);
        const parsed = BattleAckSchema.safeParse(raw);
        if (parsed.success) resolve(parsed.data);
        else {
          console.warn('a battle answer this version does not know was dropped', parsed.error.issues);
          resolve({ ok: false, code: 'BAD_RESPONSE', message: 'The server answered in a way this version does not understand.' });
        }
      });
    });

  socket.on('connect', () => {
    if (closed) return;
    if (seatLost !== undefined) clearTimeout(seatLost);
    seatLost = undefined;
    // A room is followed before the first connection only when a reloaded page resumes its seat.
    const rejoin = roomId;
    if (rejoin === null) {
      events.connection('connected');
      return;
    }
    // Until the join is answered the new socket is in no room on the server and the room on screen
    // is as old as the drop: it stays locked ('reconnecting') until the answer's room replaces it.
    void request({ type: 'join', room_id: rejoin }).then((ack) => {
      if (closed) return;
      events.connection('connected');
      events.resumed(ack);
    });
  });
  socket.on('disconnect', () => {
    if (closed) return;
    events.connection('reconnecting');
    // socket.io keeps trying; past the seat's hold the battle is lost, and the screen says so.
    seatLost ??= setTimeout(() => {
      seatLost = undefined;
      if (!closed) events.connection('offline');
    }, RECONNECT_SECONDS * 1000);
  });
  socket.on(BATTLE_EVENT, ((raw: unknown) => {
    if (closed) return;
    const parsed = BattleEventSchema.safeParse(raw);
    if (parsed.success) events.event(parsed.data);
    else console.warn('a battle message this version does not know was dropped', parsed.error.issues);
  }) as Handler);
  events.connection('connecting');

  return {
    request,
    follow: (id) => {
      roomId = id;
    },
    close: () => {
      if (closed) return;
      closed = true;
      if (seatLost !== undefined) clearTimeout(seatLost);
      socket.close();
    },
  };
}

/** Milliseconds the server's clock is ahead of this device's, from a `server_now` read at `receivedAt`. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Milliseconds until a server time, on this device's clock. */
export function msUntil(at: string | null, offsetMs: number, now: number = Date.now()): number {
  if (at === null) return 0;
  const when = Date.parse(at);
  return Number.isFinite(when) ? Math.max(0, when - offsetMs - now) : 0;
}

