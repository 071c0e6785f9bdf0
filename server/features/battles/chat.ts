/**
 * A room's chat: a line (CHAT_MAX_LENGTH) or a quick reaction, to the room's sockets; at most
 * CHAT_RATE.messages per player in CHAT_RATE.perSeconds, counted in battle_chat (so the limit holds
 * across instances; the player's row lock orders two sends of one player). Messages go with the
 * room's end (engine.ts); a report keeps a copy for the moderators.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { CHAT_RATE } from '../../../contract/battles/rules';
import { chatContent, type ParsedBattleRequest } from '../../../contract/live/battle';
import { battleChat, battleChatReports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { LiveConnection } from '../../plugins/live';
import * as repo from './battles.repo';
import { lockedRoom, seatOf, type Kit } from './kit';
import { chatView } from './room-snapshot';

type ChatRequest = Extract<ParsedBattleRequest, { type: 'chat' }>;
type ReportRequest = Extract<ParsedBattleRequest, { type: 'report' }>;

export function createChat(kit: Kit) {
  async function send(conn: LiveConnection, request: ChatRequest): Promise<void> {
    const content = chatContent(request);
    if (!content) throw new AppError('VALIDATION', { text: 'A chat message has either text or a reaction' }, 'text');
    await kit.transact(async (tx, fx) => {
      const room = await lockedRoom(tx, request.room_id);
      const seat = await seatOf(tx, room.id, conn.userId);
      if (room.status !== 'waiting' && room.status !== 'playing') throw new AppError('BATTLE_OVER');
      const now = kit.now();
      await kit.economy.lockPlayer(tx, conn.userId);
      const since = new Date(now.getTime() - CHAT_RATE.perSeconds * 1000);
      const [sent] = await tx
        .select({ n: count() })
        .from(battleChat)
        .where(and(eq(battleChat.userId, conn.userId), gt(battleChat.sentAt, since)));
      if ((sent?.n ?? 0) >= CHAT_RATE.messages) throw new AppError('RATE_LIMITED');
      const [row] = await tx.insert(battleChat).values({ roomId: room.id, seat: seat.seat, userId: conn.userId, body: content.text, reaction: content.reaction, sentAt: now }).returning();
      if (!row) throw new Error('chat insert returned no row');
      fx.emit(room.id, { type: 'chat', room_id: room.id, message: chatView(row, await repo.playersOf(tx, room.id)) });
    });
  }

  async function report(conn: LiveConnection, request: ReportRequest): Promise<void> {
    await kit.db.transaction(async (tx) => {
      const room = await lockedRoom(tx, request.room_id);
      if (!(await repo.playersOf(tx, room.id)).some((p) => p.userId === conn.userId)) throw new AppError('BATTLE_NOT_IN_ROOM');
      const [message] = await tx
        .select()
        .from(battleChat)
        .where(and(eq(battleChat.id, request.message_id), eq(battleChat.roomId, room.id)));
      if (!message) throw new AppError('NOT_FOUND', { text: 'No such chat message in this room' }, 'message_id');
      if (message.userId === conn.userId) throw new AppError('VALIDATION', { text: 'You cannot report your own message' }, 'message_id');
      const inserted = await tx
        .insert(battleChatReports)
        .values({
          roomId: room.id,
          messageId: message.id,
          reporterId: conn.userId,
          reportedUserId: message.userId,
          body: message.body ?? `(${message.reaction ?? ''})`,
          reason: request.reason,
          createdAt: kit.now(),
        })
        .onConflictDoNothing()
        .returning({ id: battleChatReports.id });
      if (inserted.length === 0) throw new AppError('CHAT_REPORTED_ALREADY');
    });
  }

  return { send, report };
}
