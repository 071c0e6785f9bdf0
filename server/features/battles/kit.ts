/**
 * What every part of the battles feature is given (battles.service.ts builds it): the database,
 * the clock, the engine, and `transact`, which runs a change in one transaction and sends what it
 * collected only after the commit.
 */
import type { BattleRoom } from '../../../contract/api/battles';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { EconomyService } from '../economy/economy.service';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './battles.repo';
import { EffectList, type Effects, type Outlet } from './effects';
import type { Engine } from './engine';
import type { JoinLimits } from './join-limits';
import { roomSnapshot } from './room-snapshot';

export interface Kit {
  readonly db: Db;
  readonly now: () => Date;
  readonly engine: Engine;
  readonly jobs: JobQueue;
  readonly economy: EconomyService;
  readonly settings: SettingsService;
  readonly outlet: Outlet;
  /** Joins by code and matchmaking requests, limited per account and per address. */
  readonly joins: JoinLimits;
  /**
   * Runs `change` in one transaction; after it commits, `beforeEmit` (a socket joining the room, so
   * it hears what follows) and then the collected events. A throw rolls everything back, unsent.
   */
  transact<T>(change: (tx: Tx, fx: Effects) => Promise<T>, beforeEmit?: (result: T) => void): Promise<T>;
  /** The room as it is now (read after a commit, for an acknowledgement). */
  snapshot(roomId: number): Promise<BattleRoom>;
}

export function createKit(parts: Omit<Kit, 'transact' | 'snapshot'>): Kit {
  return {
    ...parts,
    async transact(change, beforeEmit) {
      const fx = new EffectList();
      const result = await parts.db.transaction((tx) => change(tx, fx));
      beforeEmit?.(result);
      fx.flush(parts.outlet);
      return result;
    },
    async snapshot(roomId) {
      const room = await repo.roomById(parts.db, roomId);
      if (!room) throw new AppError('NOT_FOUND');
      return roomSnapshot(parts.db, room, parts.now());
    },
  };
}

/** The caller's seat in a room, still there (not left), or BATTLE_NOT_IN_ROOM. */
export async function seatOf(tx: Tx, roomId: number, userId: number): Promise<repo.BattlePlayerRow> {
  return seatIn(await repo.playersOf(tx, roomId), userId);
}

/** The user's seat among a room's `players` (not left), or BATTLE_NOT_IN_ROOM. */
export function seatIn(players: readonly repo.BattlePlayerRow[], userId: number): repo.BattlePlayerRow {
  const seat = players.find((p) => p.userId === userId && p.leftAt === null);
  if (!seat) throw new AppError('BATTLE_NOT_IN_ROOM');
  return seat;
}

/** A player is in at most one waiting or playing room (BATTLE_BUSY). */
export async function assertFree(tx: Tx, userId: number): Promise<void> {
  if ((await repo.livingRoomsOf(tx, userId)).length > 0) throw new AppError('BATTLE_BUSY');
}

/** The room's play (repo.lockPlay: the row locked, its seats, its question and answers), or NOT_FOUND. */
export async function lockedPlay(tx: Tx, roomId: number): Promise<repo.LockedPlay> {
  const play = await repo.lockPlay(tx, roomId);
  if (!play) throw new AppError('NOT_FOUND', { text: 'No such battle room' });
  return play;
}

/** The room's row, locked, or NOT_FOUND. */
export async function lockedRoom(tx: Tx, roomId: number): Promise<repo.BattleRoomRow> {
  const room = await repo.lockRoom(tx, roomId);
  if (!room) throw new AppError('NOT_FOUND', { text: 'No such battle room' });
  return room;
}
