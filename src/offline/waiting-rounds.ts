/**
 * The signed-in user's rounds waiting in the outbox (sheets the server has not scored), and the
 * session's coins and score when the server scores them. The status store counts the rounds live:
 * a write or a flush in any tab or in the service worker shows here. This page's flush sets the
 * totals from its answers as they arrive (before the count drops); when rounds leave the outbox,
 * `onRoundsLeft` reads the totals again, because a flush by the worker or another tab, or a
 * duplicate's old answer, tells this page nothing.
 */
import { liveQuery } from 'dexie';
import type { OpKind } from '../../contract/sync/op-kinds';
import type { OpResult } from '../../contract/sync/ops';
import { getOfflineDb, type QuizhiveDb } from './db';
import { onOpResult } from './op-results';
import { updateOutboxStatus } from './status';

/**
 * Op kinds that are rounds the server scores for coins and score. Maths practice answers (its
 * non-verbal reasoning subject included) earn neither (they count for progress and the streak only:
 * docs/ECONOMY.md, "Offline"); the solo modes' picture questions are a round like any other.
 */
const ROUND_KINDS: ReadonlySet<OpKind> = new Set<OpKind>([
  'quiz_zone_sheet',
  // The solo modes that earn (Self Challenge and bookmarks rounds never do: nothing to wait for).
  'daily_quiz_sheet',
  'true_false_sheet',
  'fun_n_learn_sheet',
  'guess_the_word_sheet',
  'audio_questions_sheet',
  'math_mania_sheet',
  'nonverbal_sheet',
]);

/**
 * The op ids of this user's rounds the server has not scored yet: waiting or on their way. A round
 * the server refused (dead) is not waiting: it earns nothing unless the player sends it again.
 */
export function waitingRoundIds(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<string[]> {
  return db.outbox
    .where('[userId+status]')
    .anyOf([userId, 'pending'], [userId, 'in-flight'])
    .filter((op) => ROUND_KINDS.has(op.kind))
    .primaryKeys();
}

/** Coins and score as an answer reports the user's wallet after its op. */
export interface WalletTotals {
  readonly coins: number;
  readonly all_time_score: number;
}

/** What the session takes from the sync (sync-service.ts passes the session's own by default). */
export interface SessionHooks {
  /** The wallet an op applied now reported (a scored round): the session shows it at once. */
  readonly onTotals?: (totals: WalletTotals) => void;
  /** Rounds left the outbox, whoever sent them: read the server's totals. */
  readonly onRoundsLeft?: () => Promise<unknown>;
}

/**
 * The wallet after an op the server applied now, when its result reports one (a scored Quiz Zone
 * sheet); null otherwise. A duplicate's result is the one stored when it was first applied, and its
 * totals may be long past.
 */
export function walletTotalsOf(answer: OpResult): WalletTotals | null {
  const result: unknown = answer.result;
  if (answer.status !== 'applied' || typeof result !== 'object' || result === null) return null;
  const { coins, all_time_score: score } = result as Record<string, unknown>;
  return Number.isSafeInteger(coins) && Number.isSafeInteger(score) ? { coins: coins as number, all_time_score: score as number } : null;
}

/**
 * Starts watching `userId`'s rounds; the returned function stops it. `waiting` is what the caller
 * read just before: a flush that ends before the live query's first answer still counts as rounds
 * that left.
 */
export function watchRounds(userId: string, hooks: SessionHooks, db: QuizhiveDb = getOfflineDb(), waiting: readonly string[] = []): () => void {
  const { onTotals, onRoundsLeft } = hooks;
  let latest: ReadonlySet<string> = new Set(waiting);
  let reading = false;
  /** Rounds left while the totals were on their way, so the answer may not count them. */
  let again = false;
  /** A read of the totals began since the last published wallet (which may then be older than it). */
  let readSinceTotals = false;
  let stopped = false;

  const readTotals = async (read: () => Promise<unknown>): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    do {
      again = false;
      readSinceTotals = true;
      await read().catch((error: unknown) => console.warn('the totals could not be read after a sync', error));
    } while (again && !stopped);
    reading = false;
  };

  const subscription = liveQuery(() => waitingRoundIds(userId, db)).subscribe({
    next: (ids) => {
      if (stopped) return;
      const previous = latest;
      latest = new Set(ids);
      updateOutboxStatus({ rounds: latest.size });
      if (onRoundsLeft && [...previous].some((id) => !latest.has(id))) void readTotals(onRoundsLeft);
    },
    error: (error: unknown) => console.warn('the waiting rounds could not be read', error),
  });
  // Published in the order the server answered, right after the outbox let the ops go: the last
  // applied round's wallet is the newest, and it is set before the count of waiting rounds drops.
  const stopTotals = onOpResult((result, owner) => {
    const totals = owner === userId ? walletTotalsOf(result) : null;
    if (!totals || !onTotals) return;
    onTotals(totals);
    // On a busy device the drop in waiting rounds can be seen, and the user record read, before
    // this wallet is published (a CI run did): it would then stand over the newer record. Read
    // the record once more, so the server's newest word is the last one shown.
    if (readSinceTotals && onRoundsLeft && !stopped) void readTotals(onRoundsLeft);
    readSinceTotals = false;
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
    stopTotals();
  };
}
