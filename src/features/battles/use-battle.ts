/**
 * One battle screen's live state: its socket (opened on mount with the session's token, closed on
 * unmount), the room reducer fed by events and by every request's acknowledgement, the connection's
 * state, and the room to rejoin after a drop (a room still waiting or in play).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { BattleAck, BattleRequest } from '../../../contract/live/battle';
import { getToken } from '../../lib/session/session-store';
import { openBattleSocket, type BattleConnection, type BattleSocket } from './battle-socket';
import { battleReducer, initialBattleState, type BattleAction, type BattleState } from './battle-state';

export interface BattleSession {
  readonly state: BattleState;
  readonly connection: BattleConnection;
  readonly request: (payload: BattleRequest) => Promise<BattleAck>;
  readonly dispatch: (action: BattleAction) => void;
}

const NO_SOCKET: BattleAck = { ok: false, code: 'NETWORK', message: 'Network Error' };

export function useBattle(): BattleSession {
  const [state, dispatch] = useReducer(battleReducer, initialBattleState);
  const [connection, setConnection] = useState<BattleConnection>('connecting');
  const socket = useRef<BattleSocket | null>(null);

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
        else setConnection('offline');
      },
    });
    socket.current = opened;
    return () => {
      socket.current = null;
      opened.close();
    };
  }, []);

  const room = state.room;
  const live = room !== null && (room.status === 'waiting' || room.status === 'playing');
  useEffect(() => {
    socket.current?.follow(live && room ? room.room_id : null);
  }, [live, room]);

  const request = useCallback(async (payload: BattleRequest): Promise<BattleAck> => {
    const current = socket.current;
    if (!current) return NO_SOCKET;
    const ack = await current.request(payload);
    // Chat and reports answer with the room too, but it says nothing new: the events do.
    if (ack.ok && payload.type !== 'chat' && payload.type !== 'report') dispatch({ type: 'room', room: ack.room, receivedAt: Date.now() });
    return ack;
  }, []);

  return { state, connection, request, dispatch };
}
