/**
 * A round built on the device from a downloaded pack, for play without a connection: the questions
 * (tiles for words built here), their key for instant feedback, and the scope the sheet names so
 * the server can check it and score it as practice. Today's daily quiz is never in a pack: offline,
 * the daily quiz plays the newest past day the pack holds. Self Challenge draws from the Quiz Zone
 * packs of its category. Bookmarks have no pack (they live on the server).
 */
import type { PackQuestion, SoloPackQuestion } from '../../../../contract/api/packs';
import type { SoloQuestion, SoloRound } from '../../../../contract/api/solo';
import { DEFAULT_ROUND_QUESTIONS, LIFELINE_SPEND_KIND, LIFELINES, MODE_LIFELINES, UNPAID_MODES, type SoloMode } from '../../../../contract/quiz/solo-modes';
import { languagesStore } from '../../../lib/i18n/languages';
import { settingsStore } from '../../../lib/settings/settings';
import { getOfflineDb, type QuizhiveDb } from '../../../offline/db';
import { getStoredDailyQuizPack, getStoredSoloPack, listStoredQuizZonePacks, listStoredSoloPacks, type StoredDailyQuizPack } from '../../../offline/packs';
import type { KeyEntry, PlayableRound } from './solo-round-model';
import type { SoloRoundRequest } from './solo-request';
import { buildLetters, graphemes, seededRandom, shuffle } from './word-tiles';

/** Lifeline and hint prices as this device last read the system configuration (0 when it never did). */
function prices(): { lifelines: SoloRound['lifelines']['prices']; hint: number } {
  const spend = settingsStore.get().system.data?.spend_prices;
  const lifelines = Object.fromEntries(LIFELINES.map((l) => [l, spend?.[LIFELINE_SPEND_KIND[l]] ?? 0])) as SoloRound['lifelines']['prices'];
  return { lifelines, hint: spend?.word_hint ?? 0 };
}

function toQuestion(q: SoloPackQuestion, seed: number): SoloQuestion {
  const { answer: _a, answer_text: answerText, note: _n, subcategory_id: _s, passage_id: _p, ...shown } = q;
  if (q.kind !== 'word' || !answerText) return shown;
  return { ...shown, letters: buildLetters(answerText, seed + q.id), word_length: graphemes(answerText).filter((l) => l.trim() !== '').length };
}

/** A Quiz Zone pack question as a choice question of a solo round (Self Challenge). */
function fromQuizZone(q: PackQuestion): SoloPackQuestion {
  return { ...q, kind: 'choice', type: 'quiz_zone', answer_text: null, hint: null, subcategory_id: 0, passage_id: null };
}

interface Built {
  readonly mode: SoloMode;
  readonly title: string;
  readonly scope: string;
  readonly questions: readonly SoloPackQuestion[];
  readonly secondsPerQuestion: number | null;
  readonly totalSeconds: number | null;
  readonly limit: number;
}

function assemble(built: Built, seed: number): PlayableRound | null {
  const picked = shuffle(built.questions, seededRandom(seed)).slice(0, built.limit);
  if (picked.length === 0) return null;
  const { lifelines, hint } = prices();
  const key: Record<number, KeyEntry> = {};
  for (const q of picked) key[q.id] = { answer: q.answer, answer_text: q.answer_text, note: q.note };
  const round: SoloRound = {
    mode: built.mode,
    round_id: '',
    title: built.title,
    scope: built.scope,
    seconds_per_question: built.secondsPerQuestion,
    total_seconds: built.totalSeconds,
    // A pack's round has no server clock: its sheet is practice whenever it arrives.
    expires_at: new Date(8.64e15).toISOString(),
    paid: !UNPAID_MODES.includes(built.mode),
    questions: picked.map((q) => toQuestion(q, seed)),
    lifelines: { allowed: [...MODE_LIFELINES[built.mode]], prices: lifelines },
    ...(built.mode === 'guess_the_word' ? { hint_price: hint } : {}),
  };
  return { source: 'pack', round, key };
}

/** The daily quiz pack of the player's language; with the language's id unknown yet, the one stored. */
async function dailyQuizPack(db: QuizhiveDb): Promise<StoredDailyQuizPack | null> {
  const id = languagesStore.get().current.id;
  if (id !== null) return getStoredDailyQuizPack(id, db);
  const stored = await db.packs.where('kind').equals('daily_quiz').toArray();
  const first = stored[0];
  return first ? getStoredDailyQuizPack(Number(first.id.split(':').pop()), db) : null;
}

/** The round a request plays from this device's downloads, or null when nothing downloaded covers it. */
export async function packRound(request: SoloRoundRequest, seed = Date.now(), db: QuizhiveDb = getOfflineDb()): Promise<PlayableRound | null> {
  switch (request.mode) {
    case 'bookmarks':
      return null;
    case 'daily_quiz': {
      const pack = await dailyQuizPack(db);
      const day = pack?.content.days[0];
      if (!pack || !day) return null;
      const built = { mode: request.mode, title: day.day, scope: `day:${day.day}`, questions: day.questions, secondsPerQuestion: pack.content.seconds_per_question, totalSeconds: null };
      // The whole day's set, in its order: the daily quiz is the same questions for everyone.
      return assemble({ ...built, limit: day.questions.length }, 0);
    }
    case 'self_challenge': {
      const packs = (await listStoredQuizZonePacks(db)).filter(
        (p) => p.content.category.slug === request.categorySlug && (!request.subcategorySlug || p.content.subcategory.slug === request.subcategorySlug),
      );
      const first = packs[0];
      if (!first) return null;
      const scope = request.subcategorySlug ? `subcategory:${first.content.subcategory.id}` : `category:${first.content.category.id}`;
      const questions = packs.flatMap((p) => p.content.levels.flatMap((l) => l.questions.map(fromQuizZone)));
      const title = request.subcategorySlug ? first.content.subcategory.name : first.content.category.name;
      return assemble({ mode: 'self_challenge', title, scope, questions, secondsPerQuestion: null, totalSeconds: request.timer * 60, limit: request.limit }, seed);
    }
    case 'true_false': {
      const pack = request.category
        ? await getStoredSoloPack(request.category, db)
        : ((await listStoredSoloPacks(db)).find((p) => p.content.type === 'true_false') ?? null);
      if (pack?.content.type !== 'true_false') return null;
      const { content } = pack;
      return assemble(
        { mode: 'true_false', title: content.category.name, scope: `category:${content.category.id}`, questions: content.questions, secondsPerQuestion: content.seconds_per_question, totalSeconds: null, limit: request.limit ?? DEFAULT_ROUND_QUESTIONS },
        seed,
      );
    }
    default: {
      const pack = await getStoredSoloPack(request.category, db);
      if (!pack) return null;
      const { content } = pack;
      let questions = content.questions;
      let scope = `category:${content.category.id}`;
      let title = content.category.name;
      if (request.mode === 'fun_n_learn') {
        questions = questions.filter((q) => q.passage_id === request.passage);
        scope = `passage:${request.passage}`;
        title = content.passages.find((p) => p.id === request.passage)?.title ?? title;
      } else if (request.subcategory) {
        questions = questions.filter((q) => q.subcategory_id === request.subcategory);
        scope = `subcategory:${request.subcategory}`;
        title = content.subcategories.find((s) => s.id === request.subcategory)?.name ?? title;
      }
      const limit = request.mode === 'fun_n_learn' ? questions.length : DEFAULT_ROUND_QUESTIONS;
      return assemble({ mode: request.mode, title, scope, questions, secondsPerQuestion: content.seconds_per_question, totalSeconds: null, limit }, seed);
    }
  }
}
