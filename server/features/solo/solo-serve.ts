/**
 * Opening a round: the questions as the player may see them (no answer, no note, no word) and the
 * signed ticket the rest of the round is checked against. Nothing is written, except the question
 * list of a round drawn from a list the server cannot draw again (bookmarks).
 */
import { LIFELINES, LIFELINE_SPEND_KIND, MODE_LIFELINES, UNPAID_MODES, WORD_DECOY_TILES, type SoloMode } from '../../../contract/quiz/solo-modes';
import type { SoloQuestion, SoloRound } from '../../../contract/api/solo';
import { answerTimeLimitMs } from '../../../contract/quiz/rules';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { ROUND_NETWORK_ALLOWANCE_MS, roundExpiresAt } from '../quiz/round-timing';
import type { SoloCore } from './solo-core';
import { lettersOf, wordTiles } from './lifeline-effects';
import * as repo from './solo.repo';
import { questionsDigest, roundNonce, seededOrder, signSoloRound } from './solo-ticket';
import type { KeyObject } from 'node:crypto';

export interface RoundRequest {
  readonly mode: SoloMode;
  /** category:<id>, subcategory:<id>, passage:<id>, type:<category type>, day:<date>, bookmarks. */
  readonly scope: string;
  readonly title: string;
  /** The pool's language for a type-wide scope or the daily quiz (0: none). */
  readonly languageId?: number;
  /** How many to draw from the scope's pool; ignored when `questionIds` is given. */
  readonly limit?: number;
  /** The round's questions, in order, when the caller chose them (the daily set, bookmarks). */
  readonly questionIds?: readonly number[];
  /** Self Challenge: the round's one clock, in minutes. */
  readonly timerMinutes?: number;
}

/** A question without its key. */
export function toSoloQuestion(row: repo.KeyRow, tiles: string[] | undefined): SoloQuestion {
  const word = row.answerText !== null;
  return {
    id: row.id,
    kind: word ? 'word' : 'choice',
    question: row.question,
    options: word ? [] : row.options,
    image_url: row.imageUrl,
    image_alt: row.imageUrl ? (row.imageAlt ?? row.question) : null,
    ...(row.audioUrl ? { audio_url: row.audioUrl } : {}),
    ...(row.transcript ? { transcript: row.transcript } : {}),
    ...(row.math ? { math: true } : {}),
    ...(word && row.answerText ? { letters: tiles ?? [], word_length: lettersOf(row.answerText).length, hint: row.hint } : {}),
    type: row.type,
  };
}

export async function openRound(core: SoloCore, user: AuthUser, request: RoundRequest): Promise<SoloRound> {
  const { mode, scope } = request;
  const languageId = request.languageId ?? 0;
  const nonce = roundNonce();
  let ids: number[];
  if (request.questionIds) ids = [...new Set(request.questionIds)];
  else ids = seededOrder(await core.pool(scope, languageId || null), nonce).slice(0, request.limit ?? 10);
  if (ids.length === 0) throw new AppError('NO_QUESTIONS', undefined, 'questions');
  const rows = await core.keyRows(ids);
  if (rows.length !== ids.length || rows.some((r) => !r.active)) throw new AppError('NO_QUESTIONS', undefined, 'questions');
  // Every premium category among them must be the player's (a type-wide pool has none).
  for (const row of rows) if (row.isPremium) await core.premium.ensure(user.id, { id: row.categoryId, is_premium: true, name: row.categoryName });

  const config = await core.settings.systemConfig();
  const servedAt = core.ctx.now();
  const perQuestion = mode === 'self_challenge' ? null : config.quiz_zone_seconds_per_question;
  const totalSeconds = mode === 'self_challenge' ? (request.timerMinutes ?? 5) * 60 : null;
  const expiresAt =
    totalSeconds !== null ? new Date(servedAt.getTime() + totalSeconds * 1000 + ROUND_NETWORK_ALLOWANCE_MS) : roundExpiresAt(servedAt, ids.length, answerTimeLimitMs(perQuestion ?? 0));
  const paid = !UNPAID_MODES.includes(mode);
  const key: KeyObject = await core.roundKey();
  const roundId = signSoloRound(
    {
      userId: user.id,
      mode,
      scope,
      languageId,
      limit: request.questionIds ? 0 : (request.limit ?? 10),
      questions: questionsDigest(ids),
      servedAt: servedAt.getTime(),
      expiresAt: expiresAt.getTime(),
      paid,
      nonce,
    },
    key,
  );
  if (scope === 'bookmarks') await repo.insertRoundSet(core.db, roundId, user.id, ids);
  const prices = config.spend_prices;
  return {
    mode,
    round_id: roundId,
    title: request.title,
    scope,
    seconds_per_question: perQuestion,
    total_seconds: totalSeconds,
    expires_at: expiresAt.toISOString(),
    paid,
    questions: rows.map((row) => toSoloQuestion(row, row.answerText ? wordTiles(key, roundId, row.id, row.answerText, WORD_DECOY_TILES) : undefined)),
    lifelines: {
      allowed: [...MODE_LIFELINES[mode]],
      prices: Object.fromEntries(LIFELINES.map((l) => [l, prices[LIFELINE_SPEND_KIND[l]]])) as SoloRound['lifelines']['prices'],
    },
    ...(mode === 'guess_the_word' ? { hint_price: prices.word_hint } : {}),
  };
}
