/**
 * One battle screen's live state: its socket (opened on mount with the session's token, closed on
 * unmount), the room reducer fed by events and by every request's acknowledgement, the connection's
 * state, the room to rejoin after a drop (a room still waiting or in play), and the room read again
 * when its events were missed or it went silent (battle-state.ts `stale`, stallCheckAt).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { BattleAck, BattleRequest } from '../../../contract/live/battle';
import { getToken } from '../../lib/session/session-store';
import { openBattleSocket, type BattleConnection, type BattleSocket } from './battle-socket';
import { battleReducer, initialBattleState, STALL_GRACE_MS, stallCheckAt, type BattleAction, type BattleState } from './battle-state';

export interface BattleSession {
  readonly state: BattleState;
  readonly connection: BattleConnection;
  readonly request: (payload: BattleRequest) => Promise<BattleAck>;
  readonly dispatch: (action: BattleAction) => void;
}

/** How soon a room still missing events after a read is read again. */
const RESYNC_AGAIN_MS = 1_000;

const NO_SOCKET: BattleAck = { ok: false, code: 'NETWORK', message: 'Network Error' };

/** The room this tab is in, so a reload takes its seat back within RECONNECT_SECONDS (sessionStorage: this tab only). */
export const BATTLE_ROOM_KEY = 'quizhive.battleRoom';

/** Whether this tab is in a battle that is waiting or in play (its screen stays mounted offline to reconnect). */
export function battleInProgress(): boolean {
  return storedRoom() !== null;
}

function storedRoom(): number | null {
  try {
    const id = Number(sessionStorage.getItem(BATTLE_ROOM_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function storeRoom(id: number | null): void {
  try {
    if (id === null) sessionStorage.removeItem(BATTLE_ROOM_KEY);
    else sessionStorage.setItem(BATTLE_ROOM_KEY, String(id));
  } catch {
    // Storage off: a reload then starts afresh, and the server gives the seat up after its hold.
  }
}

export function useBattle(): BattleSession {
  const [state, dispatch] = useReducer(battleReducer, initialBattleState);
  const [connection, setConnection] = useState<BattleConnection>('connecting');
  const socket = useRef<BattleSocket | null>(null);
  /** Whether a room is on screen (the socket's callbacks outlive renders). */
  const inRoom = useRef(false);

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const opened = openBattleSocket(token, {
      event: (event) => dispatch({ type: 'event', event, receivedAt: Date.now() }),
      connection: setConnection,
      resumed: (ack) => {
        // The seat is gone (held longer than RECONNECT_SECONDS) or the room ended meanwhile: the
        // answer's room (or none) is the truth either way.
        if (ack.ok) dispatch({ type: 'room', room: ack.room, receivedAt: Date.now() });
        else if (inRoom.current) setConnection('offline');
        // A reload's resume that found no seat: start afresh.
        else storeRoom(null);
      },
    });
    opened.follow(storedRoom());
    socket.current = opened;
    return () => {
      socket.current = null;
      opened.close();
    };
  }, []);

  const room = state.room;
  const live = room !== null && (room.status === 'waiting' || room.status === 'playing');

  // A room that missed events (state.stale) or went silent past its next event's moment
  // (stallCheckAt) is read again with `join`: it answers with the room as it is and puts this
  // socket back in the room on the server. One read at a time; a silent battle is asked again
  // STALL_GRACE_MS after each read, so a battle whose server is slow is not flooded.
  const syncing = useRef(false);
  const changedAt = useRef(0);
  const [lastSync, setLastSync] = useState(0);
  const stale = state.stale;
  const offsetMs = state.offsetMs;
  useEffect(() => {
    changedAt.current = Date.now();
  }, [room]);
  const resync = useCallback((roomId: number) => {
    const current = socket.current;
    if (!current || syncing.current) return;
    syncing.current = true;
    void current.request({ type: 'join', room_id: roomId }).then((ack) => {
      syncing.current = false;
      setLastSync(Date.now());
      if (ack.ok && ack.room) dispatch({ type: 'room', room: ack.room, receivedAt: Date.now() });
    });
  }, []);
  useEffect(() => {
    if (!room || !live || connection !== 'connected') return;
    // Missed events: at once (or a second after the last read, when that read was itself behind).
    const due = stale ? lastSync + RESYNC_AGAIN_MS : stallCheckAt(room, offsetMs, changedAt.current);
    if (due === null) return;
    const timer = setTimeout(() => resync(room.room_id), Math.max(due, lastSync + (stale ? RESYNC_AGAIN_MS : STALL_GRACE_MS)) - Date.now());
    return () => clearTimeout(timer);
  }, [room, live, connection, stale, offsetMs, lastSync, resync]);
  useEffect(() => {
    const wasInRoom = inRoom.current;
    inRoom.current = room !== null;
    // Nothing on screen yet: the reload's room (if any) stays followed until its join answers.
    if (room === null && !wasInRoom) return;
    const id = room !== null && live ? room.room_id : null;
    socket.current?.follow(id);
    storeRoom(id);
  }, [live, room]);

  const request = useCallback(async (payload: BattleRequest): Promise<BattleAck> => {
    const current = socket.current;
    if (!current) return NO_SOCKET;
    const ack = await current.request(payload);
    // Chat and reports answer with the room too, but it says nothing new: the events do. An answer's
    // acknowledgement carries no room (its events do), so it must not clear the one on screen.
    if (ack.ok && payload.type !== 'chat' && payload.type !== 'report' && payload.type !== 'answer') dispatch({ type: 'room', room: ack.room, receivedAt: Date.now() });
    return ack;
  }, []);

  return { state, connection, request, dispatch };
}
