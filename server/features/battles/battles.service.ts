/**
 * Live battles (issue 16; contract/api/battles.ts, contract/live/battle.ts): builds the feature's
 * parts on one kit, registers its job kinds, and is what the socket handler and the HTTP routes
 * call. Every event leaves through the outlet here: built through the contract's type, parsed
 * again outside production, and sent to its battle room only (never to every socket).
 */
import type { BattleRoom } from '../../../contract/api/battles';
import { BATTLE_EVENT, BattleEventSchema, battleRoom } from '../../../contract/live/battle';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { LiveConnection, LiveHub } from '../../plugins/live';
import type { EconomyService } from '../economy/economy.service';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './battles.repo';
import { registerBattleJobs } from './battle-jobs';
import { createChat } from './chat';
import type { Outlet } from './effects';
import { createEngine } from './engine';
import { createJoinLimits } from './join-limits';
import { createKit, lockedPlay, seatIn } from './kit';
import { createMatchmaking } from './matchmaking';
import { createPresence } from './presence';
import { createQuickAnswers } from './quick-answer';
import { createRooms } from './rooms';

export interface BattlesDeps {
  readonly economy: EconomyService;
  readonly settings: SettingsService;
  readonly jobs: JobQueue;
  readonly live: Pick<LiveHub, 'toRoom' | 'userInRoom'>;
  /** Joins one address may make in a minute (BATTLE_JOINS_PER_ADDRESS_PER_MINUTE). */
  readonly joinsPerAddressPerMinute?: number;
  /** The gate's answer (app.ts): whether the player has a paying subscription now. */
  readonly hasSubscription: (userId: number) => Promise<boolean>;
  /** Told after a commit that changed a player's coins (app.ts tells their devices). */
  readonly onCoinsChanged?: (userId: number) => void;
}

export interface RandomQuestionsBody {
  readonly language_id?: number | undefined;
  readonly match_id: string;
  readonly category?: number | null | undefined;
  readonly destroy_match: '0' | '1';
  readonly random?: '0' | '1' | undefined;
}

export type BattlesService = ReturnType<typeof createBattlesService>;

export function createBattlesService(ctx: AppContext, deps: BattlesDeps) {
  const checkEvents = ctx.config.NODE_ENV !== 'production';
  const outlet: Outlet = {
    emit(roomId, event) {
      if (checkEvents) {
        const parsed = BattleEventSchema.safeParse(event);
        if (!parsed.success) {
          ctx.log.warn({ err: parsed.error, roomId, type: event.type }, 'a battle event does not match the contract; dropped');
          return;
        }
      }
      deps.live.toRoom(battleRoom(roomId), BATTLE_EVENT, event);
    },
    coinsChanged: (userId) => deps.onCoinsChanged?.(userId),
  };
  const engine = createEngine({ jobs: deps.jobs, economy: deps.economy, settings: deps.settings, now: ctx.now });
  const kit = createKit({ db: ctx.db, now: ctx.now, engine, jobs: deps.jobs, economy: deps.economy, settings: deps.settings, outlet, joins: createJoinLimits(deps.joinsPerAddressPerMinute) });
  const matchmaking = createMatchmaking(kit);
  const rooms = createRooms(kit);
  const presence = createPresence(kit, deps.live);
  const chat = createChat(kit);
  const quickAnswers = createQuickAnswers({ db: ctx.db, now: ctx.now, outlet });
  registerBattleJobs(deps.jobs, kit, {
    waitOver: matchmaking.waitOver,
    idleOver: rooms.idleOver,
    abandon: presence.abandon,
    lookForAway: (roomId, userIds) =>
      void presence.lookForAway(roomId, userIds).catch((error: unknown) => ctx.log.warn({ err: error, roomId }, 'players who let a question run out could not be looked for; their next question looks again')),
  });

  return {
    matchmaking,
    rooms,
    presence,
    chat,
    snapshot: (roomId: number): Promise<BattleRoom> => kit.snapshot(roomId),
    disconnected: (conn: LiveConnection) => presence.disconnected(conn),

    /**
     * The same rule as a 'subscriber' action (lib/access.ts authorize): an admin, or a player
     * with a subscription; a socket is signed in already (plugins/live.ts).
     */
    async authorizePlayer(userId: number): Promise<void> {
      // The gate's answer is cached: a subscriber's request (every answer of a battle) reads nothing.
      if (await deps.hasSubscription(userId)) return;
      const { role } = await repo.userCard(ctx.db, userId);
      if (role !== 'admin') throw new AppError('SUBSCRIPTION_REQUIRED');
    },

    /**
     * One answer: in one statement when it can (quick-answer.ts), else in its transaction, which
     * also gives every refusal. When it was the last one the question waited for, the close follows
     * in a transaction of its own, so the others hear the answer without waiting for the close's
     * scoring (bench/battles.ts: the last answers' p99 was three times the others'). A close that
     * fails here is the deadline's close job's to do.
     */
    async answer(conn: LiveConnection, roomId: number, index: number, choice: number | null): Promise<void> {
      const { everyoneAnswered } =
        (await quickAnswers.answer(conn.userId, roomId, index, choice)) ??
        (await kit.transact(async (tx, fx) => {
          const play = await lockedPlay(tx, roomId);
          return engine.answer(tx, play, seatIn(play.players, conn.userId).seat, index, choice, ctx.now(), fx);
        }));
      if (!everyoneAnswered) return;
      await kit
        .transact(async (tx, fx) => engine.closeIfAllAnswered(tx, await lockedPlay(tx, roomId), ctx.now(), fx))
        .catch((error: unknown) => ctx.log.warn({ err: error, roomId, index }, 'a question every player had answered could not be closed early; its deadline closes it'));
    },

    /** get_random_questions: the room of a match the caller plays in (leaving it first with destroy_match '1'). */
    async randomQuestions(user: AuthUser, body: RandomQuestionsBody): Promise<BattleRoom> {
      const room = await repo.roomByMatch(ctx.db, body.match_id);
      if (!room) throw new AppError('NOT_FOUND', { text: 'No such battle' }, 'match_id');
      if (!(await repo.playersOf(ctx.db, room.id)).some((p) => p.userId === user.id)) throw new AppError('BATTLE_NOT_IN_ROOM');
      if (body.random !== undefined && (body.random === '1') !== (room.roomType === 'random')) throw new AppError('VALIDATION', { text: 'This match is not of that kind' }, 'random');
      if (body.category != null && body.category !== room.categoryId) throw new AppError('VALIDATION', { text: 'This match is not of that category' }, 'category');
      if (body.destroy_match === '1') await presence.leaveByUser(user.id, room.id);
      return kit.snapshot(room.id);
    },
  };
}
