/**
 * The battles' requests on the live channel (contract/live/battle.ts BATTLE_REQUEST): each is
 * parsed with the contract, checked like a 'subscriber' action (a paying subscription or an
 * admin), and answered with the room as it is after it, or a refusal from the error catalogue.
 */
import { BATTLE_REQUEST, BattleAckSchema, BattleRequestSchema, type BattleAck, type ParsedBattleRequest } from '../../../contract/live/battle';
import { AppError, isAppError } from '../../lib/app-error';
import type { LiveConnection, LiveHub } from '../../plugins/live';
import type { BattlesService } from './battles.service';

export interface BattleSocketOptions {
  readonly log: { warn(fields: object, message: string): void };
  /** Outside production every acknowledgement is parsed with the contract before it leaves (a mismatch answers INTERNAL and is logged). */
  readonly checkAcks: boolean;
}

export function registerBattleSocket(hub: Pick<LiveHub, 'handle' | 'onDisconnect'>, service: BattlesService, { log, checkAcks }: BattleSocketOptions): void {
  hub.handle(BATTLE_REQUEST, async (conn, payload) => {
    const ack = await answer(service, conn, payload);
    return checkAcks ? BattleAckSchema.parse(ack) : ack;
  });
  hub.onDisconnect((conn) => {
    service.disconnected(conn).catch((error: unknown) => log.warn({ err: error, userId: conn.userId }, 'a battle player’s disconnect could not be recorded'));
  });
}

/** The acknowledgement of one request: parsed, checked like a 'subscriber' action, then done. */
async function answer(service: BattlesService, conn: LiveConnection, payload: unknown): Promise<BattleAck> {
  const parsed = BattleRequestSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, code: 'VALIDATION', message: issue?.message ?? 'This request is not valid', ...(issue?.path[0] !== undefined ? { field: String(issue.path[0]) } : {}) };
  }
  try {
    await service.authorizePlayer(conn.userId);
    return { ok: true, room: await dispatch(service, conn, parsed.data) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ok: false, code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
  }
}

async function dispatch(service: BattlesService, conn: LiveConnection, request: ParsedBattleRequest) {
  switch (request.type) {
    case 'find':
      return service.snapshot(await service.matchmaking.find(conn, request));
    case 'bot':
      return service.snapshot(await service.matchmaking.bot(conn, request));
    case 'cancel':
      await service.matchmaking.cancel(conn, request.room_id);
      return null;
    case 'join':
      await service.presence.join(conn, request.room_id);
      return service.snapshot(request.room_id);
    case 'join_code':
      return service.snapshot(await service.rooms.joinCode(conn, request.room_code));
    case 'start':
      await service.rooms.start(conn, request.room_id);
      return service.snapshot(request.room_id);
    case 'answer':
      // No room in the acknowledgement: the `answered` and `closed` events say what an answer
      // changed, and the room read per answer would double the work of the busiest request.
      await service.answer(conn, request.room_id, request.index, request.choice);
      return null;
    case 'leave':
      await service.presence.leave(conn, request.room_id);
      return null;
    case 'delete':
      await service.rooms.remove(conn, request.room_id);
      return null;
    case 'chat':
      await service.chat.send(conn, request);
      return service.snapshot(request.room_id);
    case 'report':
      await service.chat.report(conn, request);
      return service.snapshot(request.room_id);
    default:
      throw new AppError('VALIDATION', { text: 'Unknown battle request' }, 'type');
  }
}
