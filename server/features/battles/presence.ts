/**
 * Who is in a room: a socket that closes starts its player's reconnect window (RECONNECT_SECONDS,
 * the 'battle.abandon' job) unless another socket of theirs is still in the room; `join` within it
 * resumes the seat; after it, or on `leave`, the seat has left (engine.leave decides what follows).
 * A 1 v 1 still waiting for an opponent is simply cancelled when its player goes.
 */
import { RECONNECT_SECONDS } from '../../../contract/battles/rules';
import { battleRoom } from '../../../contract/live/battle';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LiveConnection, LiveHub } from '../../plugins/live';
import * as repo from './battles.repo';
import type { Effects } from './effects';
import { JOB, subjectOf } from './engine';
import { lockedRoom, seatOf, type Kit } from './kit';

export function createPresence(kit: Kit, hub: Pick<LiveHub, 'userInRoom'>) {
  const { engine } = kit;

  /** (Re)joins a room the caller has a seat in; a finished room can still be looked at. */
  async function join(conn: LiveConnection, roomId: number): Promise<void> {
    await kit.transact(
      async (tx, fx) => {
        const room = await lockedRoom(tx, roomId);
        const seat = (await repo.playersOf(tx, roomId)).find((p) => p.userId === conn.userId);
        if (!seat) throw new AppError('BATTLE_NOT_IN_ROOM');
        const living = room.status === 'waiting' || room.status === 'playing';
        if (living && seat.leftAt) throw new AppError('BATTLE_NOT_IN_ROOM');
        if (living) await engine.resume(tx, roomId, seat, fx);
      },
      () => conn.join(battleRoom(roomId)),
    );
  }

  async function leave(conn: LiveConnection, roomId: number): Promise<void> {
    await kit.transact(async (tx, fx) => {
      const room = await lockedRoom(tx, roomId);
      const seat = await seatOf(tx, roomId, conn.userId);
      if (room.status !== 'waiting' && room.status !== 'playing') throw new AppError('BATTLE_OVER');
      await engine.leave(tx, room, seat.seat, kit.now(), fx);
    });
    conn.leave(battleRoom(roomId));
  }

  /** get_random_questions with destroy_match '1': leaving the match over HTTP (same as `leave`). */
  async function leaveByUser(userId: number, roomId: number): Promise<void> {
    await kit.transact(async (tx, fx) => {
      const room = await lockedRoom(tx, roomId);
      if (room.status !== 'waiting' && room.status !== 'playing') return;
      const seat = (await repo.playersOf(tx, roomId)).find((p) => p.userId === userId && p.leftAt === null);
      if (seat) await engine.leave(tx, room, seat.seat, kit.now(), fx);
    });
  }

  /**
   * The player has no socket in the room (on any instance): a seat still counted as here starts its
   * reconnect window, and the others see 'reconnecting'. A waiting 1 v 1 is cancelled instead.
   */
  async function dropIfAway(userId: number, roomId: number): Promise<void> {
    if (await hub.userInRoom(userId, battleRoom(roomId))) return;
    await kit.transact(async (tx, fx) => {
      const play = await repo.lockPlay(tx, roomId);
      if (!play || (play.room.status !== 'waiting' && play.room.status !== 'playing')) return;
      const locked = play.room;
      const seat = play.players.find((p) => p.userId === userId && p.leftAt === null);
      if (!seat || seat.disconnectedAt) return;
      const now = kit.now();
      if (locked.status === 'waiting' && locked.roomType === 'random') return engine.remove(tx, locked, 'cancelled', now, fx);
      await repo.updatePlayer(tx, roomId, seat.seat, { disconnectedAt: now });
      await kit.jobs.schedule(tx, { kind: JOB.abandon, subject: subjectOf(roomId, seat.seat), runAt: new Date(now.getTime() + RECONNECT_SECONDS * 1000) }, { reopen: true });
      // The open question waits for them to its deadline (engine.allAnswered): back in time, they answer it.
      fx.emit(roomId, { type: 'presence', room_id: roomId, seat: seat.seat, presence: 'reconnecting' });
    });
  }

  /** A socket closed: for each living room of its player that no other socket of theirs is in. */
  async function disconnected(conn: LiveConnection): Promise<void> {
    for (const { room } of await repo.livingRoomsOf(kit.db, conn.userId)) await dropIfAway(conn.userId, room.id);
  }

  /**
   * After a question ran out on players counted as here: those with no socket in the room have gone
   * without a disconnect (their instance died, SIGKILL or a lost machine), and are treated as dropped.
   */
  async function lookForAway(roomId: number, userIds: readonly number[]): Promise<void> {
    for (const userId of userIds) await dropIfAway(userId, roomId);
  }

  /** The 'battle.abandon' job: the seat did not come back within RECONNECT_SECONDS, so it has left. */
  async function abandon(tx: Tx, roomId: number, seat: number, fx: Effects): Promise<Record<string, number>> {
    const room = await repo.lockRoom(tx, roomId);
    if (!room || (room.status !== 'waiting' && room.status !== 'playing')) return { skipped: 1 };
    const player = (await repo.playersOf(tx, roomId)).find((p) => p.seat === seat);
    const now = kit.now();
    if (!player?.disconnectedAt || player.leftAt || player.disconnectedAt.getTime() + RECONNECT_SECONDS * 1000 > now.getTime()) return { skipped: 1 };
    await engine.leave(tx, room, seat, now, fx);
    return { left: 1 };
  }

  return { join, leave, leaveByUser, disconnected, lookForAway, abandon };
}
