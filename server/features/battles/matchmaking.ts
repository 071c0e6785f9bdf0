/**
 * The 1 v 1 (/random-battle): `find` joins the oldest waiting room of the same language (and
 * category, when battle.battle_categories is '1') or opens one that waits battle.wait_seconds (the
 * 'battle.wait' job ends it with 'No opponent detected'); `bot` starts one against the bot at once;
 * `cancel` stops waiting. `find` and `bot` first cancel the caller's own waiting room.
 */
import { sql } from 'drizzle-orm';
import { RANDOM_BATTLE_PLAYERS } from '../../../contract/battles/rules';
import type { BattleConfig } from '../../../contract/api/settings';
import { battleRoom as battleRoomName } from '../../../contract/live/battle';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LiveConnection } from '../../plugins/live';
import * as repo from './battles.repo';
import { newMatchId } from './battle-ids';
import { BOT_NAME } from './bot';
import type { Effects } from './effects';
import { JOB, subjectOf } from './engine';
import { assertFree, lockedRoom, seatOf, type Kit } from './kit';

/** The advisory lock's first key: matchmaking's own space (the second is the language and category). */
const MATCHMAKING_LOCK = 7_201_016;

export interface MatchRequest {
  readonly language_id?: number | undefined;
  readonly category: number | null;
}

export function createMatchmaking(kit: Kit) {
  const { engine } = kit;

  async function where(request: MatchRequest): Promise<{ config: BattleConfig; languageId: number; categoryId: number | null }> {
    const config = (await kit.settings.systemConfig()).battle;
    const languageId = await kit.settings.contentLanguage(request.language_id);
    if (languageId === undefined) throw new AppError('VALIDATION', 'LANGUAGE_ID_UNKNOWN', 'language_id');
    return { config, languageId, categoryId: config.battle_categories === '1' ? request.category : null };
  }

  async function cancelOwnWaiting(tx: Tx, userId: number, now: Date, fx: Effects): Promise<void> {
    for (const { room } of await repo.livingRoomsOf(tx, userId)) {
      if (room.status !== 'waiting' || room.roomType !== 'random') continue;
      const locked = await repo.lockRoom(tx, room.id);
      if (locked?.status === 'waiting') await engine.remove(tx, locked, 'cancelled', now, fx);
    }
  }

  /** A new 1 v 1 with its questions drawn, the caller in seat 1. */
  async function openRoom(tx: Tx, userId: number, spot: Awaited<ReturnType<typeof where>>, now: Date, options: { waitUntil: Date | null; withBot: boolean }): Promise<repo.BattleRoomRow> {
    if (spot.categoryId !== null && !(await repo.battleCategory(tx, spot.categoryId, spot.languageId))) {
      throw new AppError('VALIDATION', { text: 'This category has no battles' }, 'category');
    }
    let room: repo.BattleRoomRow | undefined;
    // A match id drawn twice (20 characters of 62: never in practice) is drawn again.
    for (let attempt = 0; !room && attempt < 5; attempt++) {
      room = await repo.insertRoom(tx, {
        matchId: newMatchId(),
        roomType: 'random',
        languageId: spot.languageId,
        categoryId: spot.categoryId,
        noOfQue: spot.config.random_questions,
        questionSeconds: spot.config.question_seconds,
        maxPlayers: RANDOM_BATTLE_PLAYERS,
        waitUntil: options.waitUntil,
        withBot: options.withBot,
        createdAt: now,
      });
    }
    if (!room) throw new Error('no free match id');
    if (!(await repo.drawQuestions(tx, room.id, spot.languageId, spot.categoryId, spot.config.random_questions))) throw new AppError('BATTLE_NOT_ENOUGH_QUESTIONS');
    const card = await repo.userCard(tx, userId);
    await repo.insertPlayer(tx, { roomId: room.id, seat: 1, userId, name: card.name, image: card.image, joinedAt: now });
    return room;
  }

  async function find(conn: LiveConnection, request: MatchRequest): Promise<number> {
    const spot = await where(request);
    await kit.joins.count(kit.db, conn.userId, conn.address, kit.now());
    return kit.transact(
      async (tx, fx) => {
        const now = kit.now();
        await cancelOwnWaiting(tx, conn.userId, now, fx);
        await assertFree(tx, conn.userId);
        // Finders of one language and category take turns (on PostgreSQL, across instances): two
        // arriving together meet instead of each opening a room and waiting alone.
        await tx.execute(sql`select pg_advisory_xact_lock(${MATCHMAKING_LOCK}, hashtext(${`${spot.languageId}:${spot.categoryId ?? ''}`}))`);
        const match = await repo.lockWaitingMatch(tx, spot.languageId, spot.categoryId, now);
        if (match) {
          const card = await repo.userCard(tx, conn.userId);
          await repo.insertPlayer(tx, { roomId: match.id, seat: 2, userId: conn.userId, name: card.name, image: card.image, joinedAt: now });
          await engine.start(tx, match, now, fx);
          return match.id;
        }
        const waitUntil = new Date(now.getTime() + spot.config.wait_seconds * 1000);
        const room = await openRoom(tx, conn.userId, spot, now, { waitUntil, withBot: false });
        await kit.jobs.schedule(tx, { kind: JOB.wait, subject: subjectOf(room.id), runAt: waitUntil });
        return room.id;
      },
      (roomId) => conn.join(battleRoomName(roomId)),
    );
  }

  async function bot(conn: LiveConnection, request: MatchRequest): Promise<number> {
    const spot = await where(request);
    return kit.transact(
      async (tx, fx) => {
        const now = kit.now();
        await cancelOwnWaiting(tx, conn.userId, now, fx);
        await assertFree(tx, conn.userId);
        const room = await openRoom(tx, conn.userId, spot, now, { waitUntil: null, withBot: true });
        await repo.insertPlayer(tx, { roomId: room.id, seat: 2, userId: null, isBot: true, name: BOT_NAME, image: null, joinedAt: now });
        await engine.start(tx, room, now, fx);
        return room.id;
      },
      (roomId) => conn.join(battleRoomName(roomId)),
    );
  }

  async function cancel(conn: LiveConnection, roomId: number): Promise<void> {
    await kit.transact(async (tx, fx) => {
      const room = await lockedRoom(tx, roomId);
      await seatOf(tx, roomId, conn.userId);
      if (room.roomType !== 'random' || room.status !== 'waiting') throw new AppError('ROOM_STARTED');
      await engine.remove(tx, room, 'cancelled', kit.now(), fx);
    });
  }

  /** The 'battle.wait' job: nobody came in time ('No opponent detected. Retry or play against the bot.'). */
  async function waitOver(tx: Tx, roomId: number, fx: Effects): Promise<Record<string, number>> {
    const room = await repo.lockRoom(tx, roomId);
    const now = kit.now();
    if (room?.status !== 'waiting' || room.roomType !== 'random' || !room.waitUntil || room.waitUntil > now) return { skipped: 1 };
    await engine.remove(tx, room, 'no_opponent', now, fx);
    return { no_opponent: 1 };
  }

  return { find, bot, cancel, waitOver };
}
