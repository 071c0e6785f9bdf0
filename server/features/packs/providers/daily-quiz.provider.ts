/**
 * Daily quiz packs: per language, the daily quizzes of the days before today (up to a week), each
 * day its questions with their keys, to play again offline as practice. Today's set never goes in:
 * its key must not be on a device before the player has played it online (contract/offline/pack-ids.ts).
 * The sets themselves are the solo engine's (its daily_quizzes table), given as pastDailySets.
 */
import type { DailyQuizPackContent } from '../../../../contract/api/packs';
import type { DbOrTx } from '../../../db/client';
import { TtlCache } from '../../../lib/ttl-cache';
import type { PackProvider } from '../pack-provider';
import * as repo from '../solo-packs.repo';
import { questionMedia, toSoloPackQuestion } from './solo-question';

/** How many days back a daily quiz pack reaches. */
export const DAILY_QUIZ_PACK_DAYS = 7;

/**
 * The languages on offer are read again after this (as the packs' own cache). A list a minute old
 * is safe at midnight: days only get older, so no cached answer can hold a set that became today's.
 */
const IDS_CACHE_MS = 60_000;

/** One day's daily quiz set: its day (YYYY-MM-DD, UTC) and its questions in the order played. */
export interface DailySet {
  readonly day: string;
  readonly questionIds: readonly number[];
}

/**
 * The daily quiz sets of a language that exist for the `days` days before today, newest first (the
 * solo engine reads them from its daily_quizzes table). A day without a set is simply absent.
 */
export type PastDailySets = (languageId: number, days: number) => Promise<readonly DailySet[]>;

export interface DailyQuizPackDeps {
  readonly db: DbOrTx;
  readonly pastDailySets: PastDailySets;
  /** The daily quiz's time per question. */
  readonly secondsPerQuestion: () => Promise<number>;
  readonly now: () => Date;
}

export function dailyQuizPackProvider(deps: DailyQuizPackDeps): PackProvider<'daily_quiz'> {
  const idsCache = new TtlCache<string, number[]>(IDS_CACHE_MS, 200, Date.now, IDS_CACHE_MS / 3);
  /** The sets strictly before today (UTC), newest first, each with at least one question. */
  async function pastSets(languageId: number): Promise<readonly DailySet[]> {
    const today = deps.now().toISOString().slice(0, 10);
    // Whatever the source answers, today's set and later ones are left out: the rule is this pack's.
    const sets = (await deps.pastDailySets(languageId, DAILY_QUIZ_PACK_DAYS)).filter((set) => set.day < today && set.questionIds.length > 0);
    return [...sets].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0)).slice(0, DAILY_QUIZ_PACK_DAYS);
  }

  return {
    kind: 'daily_quiz',
    ids: (languageId) =>
      idsCache.getOrLoad(String(languageId ?? 'all'), async () => {
        const candidates = languageId === undefined ? await repo.languageIds(deps.db) : [languageId];
        const offered: number[] = [];
        for (const id of candidates) if ((await pastSets(id)).length > 0) offered.push(id);
        return offered;
      }),

    async build(languageId) {
      const sets = await pastSets(languageId);
      if (sets.length === 0) return null;
      const rows = await repo.questionsByIds(deps.db, [...new Set(sets.flatMap((set) => set.questionIds))]);
      const byId = new Map(rows.map((row) => [row.id, toSoloPackQuestion(row)]));
      // A question taken out of play since its day is left out of that day.
      const days: DailyQuizPackContent['days'] = sets
        .map((set) => ({ day: set.day, questions: set.questionIds.flatMap((id) => byId.get(id) ?? []) }))
        .filter((day) => day.questions.length > 0);
      if (days.length === 0) return null;
      const questions = days.flatMap((day) => day.questions);
      return {
        title: 'Daily Quiz',
        group: 'daily_quiz',
        content: { language_id: languageId, seconds_per_question: await deps.secondsPerQuestion(), days },
        mediaUrls: questions.flatMap(questionMedia),
        itemCount: questions.length,
      };
    },
  };
}
