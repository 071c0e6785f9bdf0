/**
 * Contests (issue 15; contract/api/contests.ts, docs/EXAMS-AND-CONTESTS.md "Contests (server)").
 * The server is the only authority: the entry fee is spent through the economy in the transaction
 * that creates the entry, each answer is scored when it arrives (the first answer to a question is
 * final) and only inside the window, the entry's counts are the server's, and answers leave the
 * server only in the review after the end. The 'contest.end' job ranks a contest and pays its
 * prizes once (contest-end.ts).
 */
import {
  CONTEST_POINTS_PER_CORRECT,
  type Contest,
  type ContestQuestion,
  type ContestRank,
  type ContestStatus,
} from '../../../contract/api/contests';
import { CONTEST_FEE_TYPE, contestEntryTitle } from '../../../contract/economy/ledger';
import type { AppContext } from '../../app-context';
import type { ContestQuestionRow, ContestRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { uniqueViolation } from '../../lib/db-errors';
import type { EconomyService } from '../economy/economy.service';
import type { SettingsService } from '../settings/settings.service';
import { displayName } from '../users/user-dto';
import { CONTEST_END_JOB, contestEndHandler, type PrizeNotice } from './contest-end';
import * as repo from './contests.repo';

/** One fee per player and contest: a double tap or a retry pays once. */
export const contestFeeKey = (contestId: number) => `contest:${contestId}`;

export interface ContestsDeps {
  readonly economy: Pick<EconomyService, 'spendIn' | 'earn' | 'notifyIn' | 'lockPlayer' | 'balance' | 'rulesIn' | 'recordContestWin'>;
  readonly jobs: JobQueue;
  readonly settings: Pick<SettingsService, 'contentLanguage'>;
  /** A winner's coins changed and a notification was stored: called after the end job's commit (the live channel). */
  readonly onCoinsChanged?: (userId: number) => void;
  readonly onNotification?: (userId: number, notificationId: number, title: string) => void;
}

/** How long, after the end job's handler, its commit is waited for before its winners' devices are told. */
const ANNOUNCE_TRIES = 20;
const ANNOUNCE_EVERY_MS = 250;

export interface ContestsService {
  list(user: AuthUser, languageId: number | undefined): Promise<{ upcoming: Contest[]; live: Contest[]; past: Contest[] }>;
  questions(user: AuthUser, contestId: number): Promise<{ contest_id: number; ends_at: string; server_now: string; questions: ContestQuestion[]; answered: number[]; charged: number; coins: number }>;
  answer(user: AuthUser, contestId: number, questionId: number, choice: number | null): Promise<{ questions_attended: number; questions_left: number }>;
  finish(user: AuthUser, contestId: number): Promise<{ contest_id: number; questions_attended: number; correct_answers: number; score: number; time_taken_seconds: number; rank: number; participants: number }>;
  leaderboard(user: AuthUser, contestId: number, page: { offset: number; limit: number }): Promise<{ contest_id: number; total: number; data: ContestRank[]; my_rank: ContestRank | null; final: boolean }>;
  review(user: AuthUser, contestId: number): Promise<{ contest_id: number; items: (ContestQuestion & { answer: number; choice: number | null; correct: boolean })[] }>;
}

export function statusAt(contest: Pick<ContestRow, 'startsAt' | 'endsAt'>, now: Date): ContestStatus {
  if (now.getTime() < contest.startsAt.getTime()) return 'upcoming';
  return now.getTime() < contest.endsAt.getTime() ? 'live' : 'past';
}

/** Seconds from the entry's start to `at`, never past the contest's end. */
export function secondsBetween(startedAt: Date, at: Date, endsAt: Date): number {
  const until = Math.min(at.getTime(), endsAt.getTime());
  return Math.max(0, Math.floor((until - startedAt.getTime()) / 1000));
}

/** A question as a player sees it: never its answer. */
export function questionDto(row: ContestQuestionRow): ContestQuestion {
  return {
    id: row.id,
    question: row.question,
    options: row.options,
    image_url: row.imageUrl,
    image_alt: row.imageUrl ? (row.imageAlt ?? row.question) : null,
    ...(row.math ? { math: true } : {}),
  };
}

export function rankDto(row: Awaited<ReturnType<typeof repo.standings>>[number]): ContestRank {
  return { rank: row.rank, user_id: row.userId, name: displayName(row.name), profile: row.profile, score: row.score, prize_coins: row.prizeCoins };
}

export function createContestsService(ctx: AppContext, deps: ContestsDeps): ContestsService {
  const { db } = ctx;
  const { economy } = deps;
  /**
   * The job's handler runs inside the queue's transaction, which commits after it returns: the
   * winners' devices are told once the contest reads as ranked from outside that transaction (a
   * rolled-back run never tells anyone). Fire and forget, as the payouts' messages are.
   */
  function announce(contestId: number, notices: readonly PrizeNotice[]): void {
    const tell = async () => {
      for (let i = 0; i < ANNOUNCE_TRIES; i++) {
        if ((await repo.contestById(db, contestId))?.rankedAt) {
          for (const notice of notices) {
            deps.onCoinsChanged?.(notice.userId);
            deps.onNotification?.(notice.userId, notice.notificationId, notice.title);
          }
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_EVERY_MS));
      }
    };
    tell().catch((error: unknown) => ctx.log.warn({ err: error, contestId }, "the contest's winners could not be told over the live channel"));
  }
  deps.jobs.register(CONTEST_END_JOB, contestEndHandler({ economy, now: ctx.now, announce }));

  /** A contest players can see (active); NOT_FOUND otherwise. */
  async function visibleContest(contestId: number): Promise<ContestRow> {
    const contest = await repo.contestById(db, contestId);
    if (!contest?.active) throw new AppError('NOT_FOUND', { text: `No contest with id ${contestId}` }, 'contest_id');
    return contest;
  }

  function liveOrRefuse(contest: ContestRow, now: Date): void {
    if (statusAt(contest, now) !== 'live') throw new AppError('CONTEST_NOT_LIVE', undefined, 'contest_id');
  }

  const service: ContestsService = {
    async list(user, languageId) {
      const now = ctx.now();
      const language = await deps.settings.contentLanguage(languageId);
      const rows = language === undefined ? [] : await repo.activeContests(db, language);
      const ids = rows.map((row) => row.id);
      const counts = await repo.contestCounts(db, ids);
      const entries = new Map((await repo.entriesOf(db, user.id, ids)).map((entry) => [entry.contestId, entry]));
      const lists: Record<ContestStatus, Contest[]> = { upcoming: [], live: [], past: [] };
      for (const row of rows) {
        const status = statusAt(row, now);
        const entry = entries.get(row.id);
        const count = counts.get(row.id) ?? { participants: 0, questions: 0 };
        lists[status].push({
          id: row.id,
          name: row.name,
          description: row.description,
          image_url: row.imageUrl,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
          status,
          entry_fee: row.entryFee,
          prizes: row.prizes,
          participants: count.participants,
          no_of_questions: count.questions,
          entry: entry
            ? { finished: entry.finishedAt !== null, score: entry.score, rank: row.rankedAt ? entry.finalRank : null, prize_coins: row.rankedAt ? entry.prizeCoins : 0 }
            : null,
          ranked: row.rankedAt !== null,
        });
      }
      // Past contests newest first; the others soonest first.
      lists.past.reverse();
      return lists;
    },

    async questions(user, contestId) {
      const contest = await visibleContest(contestId);
      const now = ctx.now();
      liveOrRefuse(contest, now);
      const questions = await repo.questionsOf(db, contestId);
      const enter = () =>
        db.transaction(async (tx) => {
          // The player's lock (every spend takes it first): a second tap waits here, then finds the entry.
          await economy.lockPlayer(tx, user.id);
          let entry = await repo.entryOf(tx, contestId, user.id);
          let charged = 0;
          if (!entry) {
            if (contest.entryFee > 0) {
              const spent = await economy.spendIn(tx, user.id, { coins: contest.entryFee, type: CONTEST_FEE_TYPE, title: contestEntryTitle(CONTEST_FEE_TYPE, contest.name), ref: `contest:${contestId}`, key: contestFeeKey(contestId) });
              charged = spent.replayed ? 0 : spent.charged;
            }
            entry = await repo.insertEntry(tx, contestId, user.id, now);
          }
          if (entry.finishedAt) throw new AppError('ALREADY_PLAYED', undefined, 'contest_id');
          return { answered: await repo.answeredIds(tx, entry.id), charged, coins: (await economy.balance(tx, user.id)).coins };
        });
      let entered;
      try {
        entered = await enter();
      } catch (error) {
        // Two first taps at once on two connections: the second insert lost; it resumes the first's entry.
        if (uniqueViolation(error) === 'contest_entries_contest_user_key') entered = await enter();
        else throw error;
      }
      return { contest_id: contestId, ends_at: contest.endsAt.toISOString(), server_now: now.toISOString(), questions: questions.map(questionDto), ...entered };
    },

    async answer(user, contestId, questionId, choice) {
      const contest = await visibleContest(contestId);
      const question = await repo.questionOf(db, contestId, questionId);
      if (!question) throw new AppError('NOT_FOUND', { text: `Question ${questionId} is not one of this contest's` }, 'question_id');
      if (choice !== null && choice >= question.options.length) throw new AppError('VALIDATION', { text: `choice: this question has ${question.options.length} options (0 to ${question.options.length - 1})` }, 'choice');
      const total = (await repo.questionsOf(db, contestId)).length;
      return db.transaction(async (tx) => {
        // The entry's row serialises its answers: two at once each find the other's when it is theirs.
        const entry = await repo.entryOf(tx, contestId, user.id, true);
        // The clock is read under the lock: an answer that waited past the end is late.
        const now = ctx.now();
        liveOrRefuse(contest, now);
        if (!entry) throw new AppError('CONTEST_NOT_ENTERED', undefined, 'contest_id');
        if (entry.finishedAt) throw new AppError('ALREADY_PLAYED', undefined, 'contest_id');
        const correct = choice !== null && choice === question.answer;
        let attended = entry.questionsAttended;
        if (await repo.insertAnswer(tx, { entryId: entry.id, questionId, choice, correct, answeredAt: now })) {
          attended = (await repo.countAnswer(tx, entry.id, correct, CONTEST_POINTS_PER_CORRECT, secondsBetween(entry.startedAt, now, contest.endsAt))).questionsAttended;
        }
        return { questions_attended: attended, questions_left: Math.max(0, total - attended) };
      });
    },

    async finish(user, contestId) {
      const contest = await visibleContest(contestId);
      const entry = await db.transaction(async (tx) => {
        const row = await repo.entryOf(tx, contestId, user.id, true);
        if (!row) throw new AppError('CONTEST_NOT_ENTERED', undefined, 'contest_id');
        if (row.finishedAt) return row;
        const now = ctx.now();
        // After the end the time taken stays what the last answer made it (the ranking may have used it).
        const timeTaken = statusAt(contest, now) === 'live' ? secondsBetween(row.startedAt, now, contest.endsAt) : row.timeTaken;
        return repo.finishEntry(tx, row.id, now, timeTaken);
      });
      const ranked = contest.rankedAt !== null && entry.finalRank !== null;
      return {
        contest_id: contestId,
        questions_attended: entry.questionsAttended,
        correct_answers: entry.correctAnswers,
        score: entry.score,
        time_taken_seconds: entry.timeTaken,
        rank: ranked && entry.finalRank !== null ? entry.finalRank : await repo.liveRank(db, contestId, entry.score, entry.timeTaken),
        participants: await repo.participantCount(db, contestId),
      };
    },

    async leaderboard(user, contestId, page) {
      const contest = await visibleContest(contestId);
      const final = contest.rankedAt !== null;
      const rows = await repo.standings(db, contestId, final, page);
      const [mine] = await repo.standings(db, contestId, final, { offset: 0, limit: 1 }, user.id);
      return { contest_id: contestId, total: await repo.participantCount(db, contestId), data: rows.map(rankDto), my_rank: mine ? rankDto(mine) : null, final };
    },

    async review(user, contestId) {
      const contest = await visibleContest(contestId);
      // Never before the end, for anyone: players of a live contest must not share answers.
      if (statusAt(contest, ctx.now()) !== 'past') throw new AppError('CONTEST_NOT_LIVE', { text: 'The review opens when the contest has ended' }, 'contest_id');
      const entry = await repo.entryOf(db, contestId, user.id);
      if (!entry) throw new AppError('CONTEST_NOT_ENTERED', undefined, 'contest_id');
      const rows = await repo.reviewOf(db, contestId, entry.id);
      return {
        contest_id: contestId,
        items: rows.map((row) => ({ ...questionDto(row.question), answer: row.question.answer, choice: row.choice, correct: row.correct ?? false })),
      };
    },
  };
  return service;
}
