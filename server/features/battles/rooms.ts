/**
 * Group rooms (/group-battle): create_room (a fresh 6-character code; the owner's entry fee spent
 * through the economy), joining by code (up to four, each paying the fee), the owner's start and
 * delete, and the 'battle.idle' job that deletes a room nobody started (every fee refunded).
 */
import { GROUP_BATTLE_MAX_PLAYERS, ROOM_IDLE_MINUTES } from '../../../contract/battles/rules';
import { BATTLE_FEE_TYPE } from '../../../contract/economy/ledger';
import { battleRoom, parseRoomCode } from '../../../contract/live/battle';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { LiveConnection } from '../../plugins/live';
import * as repo from './battles.repo';
import { newMatchId, newRoomCode } from './battle-ids';
import type { Effects } from './effects';
import { JOB, subjectOf } from './engine';
import { assertFree, lockedRoom, type Kit } from './kit';

export interface CreateRoomBody {
  readonly room_id?: number | undefined;
  readonly room_type: 'private' | 'public';
  readonly category?: number | null | undefined;
  readonly no_of_que: number;
  readonly entry_fee: number;
  readonly language_id?: number | undefined;
}

const idleMs = ROOM_IDLE_MINUTES * 60_000;

export function createRooms(kit: Kit) {
  const { engine } = kit;

  /** The entry fee of a seat: a spend keyed by room, player and moment (a player who left and came back pays again). */
  async function payFee(tx: Tx, room: repo.BattleRoomRow, userId: number, now: Date): Promise<number | null> {
    if (room.entryFee === 0) return null;
    const spent = await kit.economy.spendIn(tx, userId, {
      coins: room.entryFee,
      type: BATTLE_FEE_TYPE,
      title: `Group battle entry (${room.code ?? room.matchId})`,
      ref: `battle:${room.matchId}`,
      key: `battle_fee:${room.id}:${userId}:${now.getTime()}`,
    });
    return spent.entryId;
  }

  async function checkCategory(tx: Tx, categoryId: number | null, languageId: number): Promise<void> {
    if (categoryId !== null && !(await repo.battleCategory(tx, categoryId, languageId))) throw new AppError('VALIDATION', { text: 'This category has no battles' }, 'category');
  }

  async function create(user: AuthUser, body: CreateRoomBody): Promise<number> {
    const config = (await kit.settings.systemConfig()).battle;
    if (!config.group_entry_fees.includes(body.entry_fee)) throw new AppError('VALIDATION', { text: `The entry fee must be one of ${config.group_entry_fees.join(', ')}` }, 'entry_fee');
    const languageId = await kit.settings.contentLanguage(body.language_id);
    if (languageId === undefined) throw new AppError('VALIDATION', 'LANGUAGE_ID_UNKNOWN', 'language_id');
    const categoryId = body.category ?? null;
    return kit.transact(async (tx, fx) => {
      const now = kit.now();
      await checkCategory(tx, categoryId, languageId);
      if (body.room_id !== undefined) return change(tx, user.id, body.room_id, { ...body, languageId, categoryId }, now, fx);
      await assertFree(tx, user.id);
      let room: repo.BattleRoomRow | undefined;
      // A code a living room holds (the unique partial index) is drawn again.
      for (let attempt = 0; !room && attempt < 20; attempt++) {
        room = await repo.insertRoom(tx, {
          matchId: newMatchId(),
          roomType: body.room_type,
          code: newRoomCode(),
          ownerId: user.id,
          languageId,
          categoryId,
          noOfQue: body.no_of_que,
          questionSeconds: config.question_seconds,
          entryFee: body.entry_fee,
          maxPlayers: GROUP_BATTLE_MAX_PLAYERS,
          createdAt: now,
        });
      }
      if (!room) throw new Error('no free room code after 20 draws');
      if (!(await repo.drawQuestions(tx, room.id, languageId, categoryId, body.no_of_que))) throw new AppError('BATTLE_NOT_ENOUGH_QUESTIONS');
      const card = await repo.userCard(tx, user.id);
      const feeEntryId = await payFee(tx, room, user.id, now);
      await repo.insertPlayer(tx, { roomId: room.id, seat: 1, userId: user.id, name: card.name, image: card.image, joinedAt: now, feeEntryId });
      await kit.jobs.schedule(tx, { kind: JOB.idle, subject: subjectOf(room.id), runAt: new Date(now.getTime() + idleMs) });
      if (feeEntryId !== null) fx.coinsChanged(user.id);
      return room.id;
    });
  }

  /** create_room with room_id: the owner changes a room nobody else has paid into. */
  async function change(tx: Tx, userId: number, roomId: number, body: CreateRoomBody & { languageId: number; categoryId: number | null }, now: Date, fx: Effects): Promise<number> {
    const room = await lockedRoom(tx, roomId);
    if (room.ownerId !== userId) throw new AppError('ROOM_NOT_OWNER');
    if (room.status !== 'waiting') throw new AppError('ROOM_STARTED');
    const players = await repo.playersOf(tx, roomId);
    const feeChanges = body.entry_fee !== room.entryFee;
    if (feeChanges && players.length > 1) throw new AppError('ROOM_IN_USE');
    if (!(await repo.drawQuestions(tx, roomId, body.languageId, body.categoryId, body.no_of_que))) throw new AppError('BATTLE_NOT_ENOUGH_QUESTIONS');
    await repo.updateRoom(tx, roomId, { roomType: body.room_type, languageId: body.languageId, categoryId: body.categoryId, noOfQue: body.no_of_que, entryFee: body.entry_fee });
    if (feeChanges) {
      const owner = players.find((p) => p.userId === userId);
      if (owner?.feeEntryId != null) await kit.economy.refund(tx, userId, owner.feeEntryId, `Battle room fee refunded (${room.code ?? room.matchId})`);
      const feeEntryId = await payFee(tx, { ...room, entryFee: body.entry_fee }, userId, now);
      if (owner) await repo.updatePlayer(tx, roomId, owner.seat, { feeEntryId });
      fx.coinsChanged(userId);
    }
    await kit.jobs.schedule(tx, { kind: JOB.idle, subject: subjectOf(roomId), runAt: new Date(now.getTime() + idleMs) });
    await engine.emitRoom(tx, roomId, now, fx);
    return roomId;
  }

  async function joinCode(conn: LiveConnection, typed: string): Promise<number> {
    if (typed.trim() === '') throw new AppError('ROOM_CODE_REQUIRED', undefined, 'room_code');
    const code = parseRoomCode(typed);
    if (code === null) throw new AppError('ROOM_CODE_INVALID', undefined, 'room_code');
    await kit.joins.count(kit.db, conn.userId, conn.address, kit.now());
    return kit.transact(
      async (tx, fx) => {
        const now = kit.now();
        const room = await repo.lockRoomByCode(tx, code);
        if (!room) throw new AppError('ROOM_CODE_INVALID', undefined, 'room_code');
        const players = await repo.playersOf(tx, room.id);
        // Already seated (a second device, a reload): the same seat, nothing paid again; a seat whose
        // connection dropped is back, so its reconnect window must not drop it (and refund it) later.
        const seated = players.find((p) => p.userId === conn.userId && p.leftAt === null);
        if (seated) {
          await engine.resume(tx, room.id, seated, fx);
          return room.id;
        }
        if (room.status !== 'waiting') throw new AppError('ROOM_STARTED');
        await assertFree(tx, conn.userId);
        if (players.length >= room.maxPlayers) throw new AppError('ROOM_FULL');
        const taken = new Set(players.map((p) => p.seat));
        const seat = Array.from({ length: room.maxPlayers }, (_, i) => i + 1).find((s) => !taken.has(s));
        if (seat === undefined) throw new AppError('ROOM_FULL');
        const card = await repo.userCard(tx, conn.userId);
        const feeEntryId = await payFee(tx, room, conn.userId, now);
        await repo.insertPlayer(tx, { roomId: room.id, seat, userId: conn.userId, name: card.name, image: card.image, joinedAt: now, feeEntryId });
        if (feeEntryId !== null) fx.coinsChanged(conn.userId);
        await kit.jobs.schedule(tx, { kind: JOB.idle, subject: subjectOf(room.id), runAt: new Date(now.getTime() + idleMs) });
        await engine.emitRoom(tx, room.id, now, fx);
        return room.id;
      },
      (roomId) => conn.join(battleRoom(roomId)),
    );
  }

  async function ownedWaiting(tx: Tx, userId: number, roomId: number): Promise<repo.BattleRoomRow> {
    const room = await lockedRoom(tx, roomId);
    if (room.roomType === 'random' || room.ownerId !== userId) throw new AppError('ROOM_NOT_OWNER');
    if (room.status !== 'waiting') throw new AppError(room.status === 'deleted' ? 'ROOM_DELETED' : 'ROOM_STARTED');
    return room;
  }

  /** The owner starts the battle (the spec's readytoplay): at least two players. */
  async function start(conn: LiveConnection, roomId: number): Promise<void> {
    await kit.transact(async (tx, fx) => {
      const room = await ownedWaiting(tx, conn.userId, roomId);
      const here = (await repo.playersOf(tx, roomId)).filter((p) => p.leftAt === null);
      if (here.length < 2) throw new AppError('ROOM_NOT_ENOUGH_PLAYERS');
      await engine.start(tx, room, kit.now(), fx);
    });
  }

  /** The owner deletes the room before it starts: 'Room is deleted by owner' to the others, every fee back. */
  async function remove(conn: LiveConnection, roomId: number): Promise<void> {
    await kit.transact(async (tx, fx) => {
      const room = await ownedWaiting(tx, conn.userId, roomId);
      await engine.remove(tx, room, 'owner', kit.now(), fx);
    });
  }

  /** The 'battle.idle' job: a room nobody started in ROOM_IDLE_MINUTES is deleted ('Room is deleted'). */
  async function idleOver(tx: Tx, roomId: number, fx: Effects): Promise<Record<string, number>> {
    const room = await repo.lockRoom(tx, roomId);
    if (room?.status !== 'waiting' || room.roomType === 'random') return { skipped: 1 };
    await engine.remove(tx, room, 'expired', kit.now(), fx);
    return { expired: 1 };
  }

  return { create, joinCode, start, remove, idleOver };
}
