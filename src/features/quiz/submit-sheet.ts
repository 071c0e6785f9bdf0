/**
 * Every Quiz Zone answer sheet goes through the outbox, online and offline alike: the op and the
 * level it unlocks on this device commit together, so closing the tab right after loses nothing.
 * A sheet of questions the server served names their round and is ranked; one played from a pack
 * is practice (docs/fair-play.md).
 * Then the outbox is flushed and the screen waits a little for the server's score; without an
 * answer in time, or at once when the app knows it is offline, the sheet stays saved on the device
 * and the screen keeps listening (awaitSheetOutcome) for the answer a later sync brings.
 */
import type { Answer, LevelResult } from '../../../contract/api/quiz';
import { DEFAULT_PASS_PERCENTAGE, levelUnlockedAfter } from '../../../contract/quiz/rules';
import { isOnline } from '../../lib/connectivity/connectivity';
import type { CodedText } from '../../lib/request/api-error';
import type { OpResult } from '../../../contract/sync/ops';
import { getOfflineDb, type QuizhiveDb } from '../../offline/db';
import { SHEET_WAIT_MS, waitForOpResult } from '../../offline/op-results';
import { enqueueWith } from '../../offline/outbox';
import { flushNow } from '../../offline/flush-now';
import { isLevelResult } from './level-result';
import type { LevelRef } from './quiz.api';

export type SheetOutcome =
  | { readonly kind: 'scored'; readonly result: LevelResult }
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string; readonly coded: CodedText }
  /** Not scored yet: `opId` is the op whose answer a later sync brings (awaitSheetOutcome). */
  | { readonly kind: 'saved'; readonly opId: string | null };

export interface SubmitSheetOptions {
  /** The subcategory's last level, when known: the local unlock applies the server's rule. */
  readonly maxLevel: number | null;
  /**
   * The round the server opened when it served these questions: the sheet names it to be ranked.
   * Without one (questions from a downloaded pack) the server scores the sheet as practice.
   */
  readonly roundId?: string | null;
  /**
   * This device's own percentage against a pack's key, to open the next level offline at the pass
   * mark; null when the questions came from the server (no key here: the server's result decides).
   */
  readonly localPercentage?: number | null;
  readonly passPercentage?: number;
  readonly waitMs?: number;
  readonly db?: QuizhiveDb;
  /** Sends the outbox now; the app's flusher unless a test passes its own. */
  readonly flush?: () => Promise<unknown>;
}

/** Raises the level this user may play in a subcategory on this device; never lowers it. */
async function raiseLocalLevel(db: QuizhiveDb, userId: string, ref: LevelRef, level: number, maxLevel: number | null): Promise<void> {
  const key: [string, number] = [userId, ref.subcategory];
  const known = await db.quizLevels.get(key);
  const max = maxLevel ?? known?.maxLevel;
  if (known && known.levelReached >= level && known.maxLevel === max) return;
  await db.quizLevels.put({
    userId,
    subcategoryId: ref.subcategory,
    categoryId: ref.category,
    levelReached: Math.max(known?.levelReached ?? 1, level),
    ...(max !== undefined ? { maxLevel: max } : {}),
  });
}

function isSkippedOffline(outcome: unknown): boolean {
  return typeof outcome === 'object' && outcome !== null && 'skipped' in outcome && outcome.skipped === 'offline';
}

export async function submitSheet(userId: string, ref: LevelRef, answers: readonly Answer[], options: SubmitSheetOptions): Promise<SheetOutcome> {
  const db = options.db ?? getOfflineDb();
  const sheet = {
    category: ref.category,
    subcategory: ref.subcategory,
    level: ref.level,
    ...(options.roundId ? { round_id: options.roundId } : {}),
    answers: [...answers],
  };
  const { localPercentage = null, passPercentage = DEFAULT_PASS_PERCENTAGE } = options;
  const op = await enqueueWith(
    userId,
    'quiz_zone_sheet',
    sheet,
    async () => {
      const max = options.maxLevel ?? (await db.quizLevels.get([userId, ref.subcategory]))?.maxLevel ?? null;
      // The server's rule (contract/quiz/rules.ts): a result at the pass mark opens the next level.
      const next = max !== null && localPercentage !== null ? levelUnlockedAfter(ref.level, max, localPercentage, passPercentage) : null;
      await raiseLocalLevel(db, userId, ref, next ?? ref.level, max);
    },
    db,
  );
  // Known offline, nothing can come back: the round ends saved on the device at once.
  if (!isOnline()) return { kind: 'saved', opId: op.op_id };
  // Listen before flushing: the answer may come back before flushNow resolves.
  const answer = waitForOpResult(op.op_id, options.waitMs ?? SHEET_WAIT_MS);
  // A failed flush is the outbox's business (it backs off and retries); the wait just runs out.
  // If the flusher finds the app offline meanwhile it sends nothing: no answer to wait for.
  const flushed = (options.flush ?? flushNow)().catch(() => undefined);
  const offline = flushed.then((outcome) => (isSkippedOffline(outcome) ? null : answer));
  return outcomeOf(await Promise.race([answer, offline]), op.op_id, userId, ref, options.maxLevel, db);
}

/** The server's answer to a sheet's op as a screen shows it; no answer yet is 'saved'. */
async function outcomeOf(result: OpResult | null, opId: string, userId: string, ref: LevelRef, maxLevel: number | null, db: QuizhiveDb): Promise<SheetOutcome> {
  if (!result) return { kind: 'saved', opId };
  if (result.status === 'rejected') {
    return {
      kind: 'rejected',
      code: result.error?.code ?? 'REJECTED',
      message: result.error?.message ?? 'Rejected by the server',
      coded: { messageCode: result.error?.message_code, params: result.error?.message_params },
    };
  }
  const scored = result.result;
  // Applied, but an answer this version cannot read: it is stored on the server all the same.
  if (!isLevelResult(scored)) return { kind: 'saved', opId: null };
  if (scored.next_level !== null) await raiseLocalLevel(db, userId, ref, scored.next_level, maxLevel);
  return { kind: 'scored', result: scored };
}

/**
 * The outcome of a sheet left saved on the device, when a sync brings the server's answer to its
 * op (op-results.ts), or null if `signal` aborts first (the screen went away).
 */
export async function awaitSheetOutcome(
  opId: string,
  userId: string,
  ref: LevelRef,
  maxLevel: number | null,
  signal: AbortSignal,
  db: QuizhiveDb = getOfflineDb(),
): Promise<SheetOutcome | null> {
  // No time limit of its own: the screen listens while it is open.
  const result = await waitForOpResult(opId, 2_147_483_647, signal);
  return result ? outcomeOf(result, opId, userId, ref, maxLevel, db) : null;
}
