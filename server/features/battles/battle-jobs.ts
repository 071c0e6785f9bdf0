/**
 * The battles' job kinds (engine.ts JOB): each handler works in the queue's transaction on the
 * room it names (subject "room" or "room:index|seat", so each runs once), checks the room's state
 * first (a job can outlive what scheduled it), and sends its events only after that transaction
 * commits (the queue's `after`).
 */
import type { Tx } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import type { JobHandler, JobQueue } from '../../lib/jobs/job-queue';
import * as repo from './battles.repo';
import { botChoice } from './bot';
import { EffectList, type Effects } from './effects';
import { JOB } from './engine';
import type { Kit } from './kit';
import { questionOpen } from './room-snapshot';

export interface JobParts {
  readonly waitOver: (tx: Tx, roomId: number, fx: Effects) => Promise<Record<string, number>>;
  readonly idleOver: (tx: Tx, roomId: number, fx: Effects) => Promise<Record<string, number>>;
  readonly abandon: (tx: Tx, roomId: number, seat: number, fx: Effects) => Promise<Record<string, number>>;
  /** After a deadline's close: of these players who let it run out, those with no socket in the room have dropped. */
  readonly lookForAway: (roomId: number, userIds: readonly number[]) => void;
}

/** "12" or "12:3" into its numbers. */
function parseSubject(subject: string): [number, number | undefined] {
  const [room, n] = subject.split(':').map(Number);
  if (room === undefined || !Number.isInteger(room)) throw new Error(`a battle job's subject '${subject}' names no room`);
  return [room, n !== undefined && Number.isInteger(n) ? n : undefined];
}

export function registerBattleJobs(jobs: JobQueue, kit: Kit, parts: JobParts): void {
  const { engine } = kit;
  const handler =
    (run: (tx: Tx, roomId: number, n: number | undefined, fx: Effects) => Promise<Record<string, number>>): JobHandler =>
    async (tx, job, after) => {
      const [roomId, n] = parseSubject(job.subject);
      const fx = new EffectList();
      const outcome = await run(tx, roomId, n, fx);
      after(() => fx.flush(kit.outlet));
      return outcome;
    };
  const indexed = (n: number | undefined): number => {
    if (n === undefined) throw new Error('this battle job needs an index in its subject');
    return n;
  };

  jobs.register(
    JOB.send,
    handler((tx, roomId, n, fx) => engine.send(tx, roomId, indexed(n), fx)),
  );
  jobs.register(JOB.close, async (tx, job, after) => {
    const [roomId, n] = parseSubject(job.subject);
    const fx = new EffectList();
    const { outcome, silent } = await engine.closeDue(tx, roomId, indexed(n), fx);
    after(() => {
      fx.flush(kit.outlet);
      if (silent.length > 0) parts.lookForAway(roomId, silent);
    });
    return outcome;
  });
  jobs.register(
    JOB.bot,
    handler(async (tx, roomId, n, fx): Promise<Record<string, number>> => {
      const idx = indexed(n);
      const play = await repo.lockPlay(tx, roomId);
      if (!play?.room.withBot || !questionOpen(play.room) || play.room.currentIndex !== idx) return { skipped: 1 };
      const bot = play.players.find((p) => p.isBot);
      const q = play.question;
      if (!bot || !q) return { skipped: 1 };
      const config = await engine.battleConfig(tx);
      try {
        const now = kit.now();
        const answered = await engine.answer(tx, play, bot.seat, idx, botChoice(q.answer, q.options.length, config.bot_accuracy), now, fx);
        if (answered.everyoneAnswered) await engine.closeIfAllAnswered(tx, answered.play, now, fx);
      } catch (error) {
        // Too late (its deadline passed while the job waited) or already answered: nothing to do.
        if (isAppError(error)) return { skipped: 1 };
        throw error;
      }
      return { answered: 1 };
    }),
  );
  jobs.register(
    JOB.finish,
    handler((tx, roomId, _n, fx) => engine.finishDue(tx, roomId, fx)),
  );
  jobs.register(
    JOB.wait,
    handler((tx, roomId, _n, fx) => parts.waitOver(tx, roomId, fx)),
  );
  jobs.register(
    JOB.idle,
    handler((tx, roomId, _n, fx) => parts.idleOver(tx, roomId, fx)),
  );
  jobs.register(
    JOB.abandon,
    handler((tx, roomId, n, fx) => parts.abandon(tx, roomId, indexed(n), fx)),
  );
}
