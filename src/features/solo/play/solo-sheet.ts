/**
 * A solo round's answer sheet, built from what was played, and sent the Quiz Zone way
 * (quiz/submit-sheet.ts): always through the outbox, one op per round of the mode's sheet kind, so
 * closing the tab right after loses nothing. A served round's sheet names its round (ranked or
 * unpaid, as the server served it); a pack's names its scope and the lifelines used offline (the
 * server charges them when it scores the sheet, as practice). Then the outbox is flushed and the
 * screen waits a little for the server's result, or says the sheet is saved on the device and keeps
 * listening for the answer a later sync brings.
 */
import type { SoloAnswer, SoloResult, SoloSheet } from '../../../../contract/api/solo';
import { SOLO_SHEET_KINDS } from '../../../../contract/quiz/solo-modes';
import type { OpResult } from '../../../../contract/sync/ops';
import { isOnline } from '../../../lib/connectivity/connectivity';
import type { CodedText } from '../../../lib/request/api-error';
import { getOfflineDb, type QuizhiveDb } from '../../../offline/db';
import { flushNow } from '../../../offline/flush-now';
import { SHEET_WAIT_MS, waitForOpResult } from '../../../offline/op-results';
import { enqueueWith } from '../../../offline/outbox';
import type { UsedLifeline } from './lifeline-rules';
import type { PlayableRound } from './solo-round-model';

export function buildSoloSheet(played: PlayableRound, answers: readonly SoloAnswer[], lifelines: readonly UsedLifeline[]): SoloSheet {
  const { round } = played;
  if (played.source === 'server') return { mode: round.mode, round_id: round.round_id, answers: [...answers] };
  return { mode: round.mode, scope: round.scope, answers: [...answers], ...(lifelines.length > 0 ? { lifelines: [...lifelines] } : {}) };
}

export type SoloSheetOutcome =
  | { readonly kind: 'scored'; readonly result: SoloResult }
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string; readonly coded: CodedText }
  | { readonly kind: 'saved'; readonly opId: string | null };

/** Whether an op's result reads as a solo result (a newer server's may not). */
export function isSoloResult(value: unknown): value is SoloResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.mode === 'string' && typeof r.earning === 'string' && Array.isArray(r.review) && Number.isSafeInteger(r.coins) && Number.isSafeInteger(r.correct);
}

export function outcomeOf(result: OpResult | null, opId: string): SoloSheetOutcome {
  if (!result) return { kind: 'saved', opId };
  if (result.status === 'rejected') {
    return {
      kind: 'rejected',
      code: result.error?.code ?? 'REJECTED',
      message: result.error?.message ?? 'Rejected by the server',
      coded: { messageCode: result.error?.message_code, params: result.error?.message_params },
    };
  }
  // Applied, but an answer this version cannot read: stored on the server all the same.
  return isSoloResult(result.result) ? { kind: 'scored', result: result.result } : { kind: 'saved', opId: null };
}

function isSkippedOffline(outcome: unknown): boolean {
  return typeof outcome === 'object' && outcome !== null && 'skipped' in outcome && outcome.skipped === 'offline';
}

export interface SubmitSoloOptions {
  readonly waitMs?: number;
  readonly db?: QuizhiveDb;
  readonly flush?: () => Promise<unknown>;
}

export async function submitSoloSheet(userId: string, sheet: SoloSheet, options: SubmitSoloOptions = {}): Promise<SoloSheetOutcome> {
  const db = options.db ?? getOfflineDb();
  const op = await enqueueWith(userId, SOLO_SHEET_KINDS[sheet.mode], sheet, async () => undefined, db);
  if (!isOnline()) return { kind: 'saved', opId: op.op_id };
  // Listen before flushing: the answer may come back before flushNow resolves.
  const answer = waitForOpResult(op.op_id, options.waitMs ?? SHEET_WAIT_MS);
  const flushed = (options.flush ?? flushNow)().catch(() => undefined);
  const offline = flushed.then((outcome) => (isSkippedOffline(outcome) ? null : answer));
  return outcomeOf(await Promise.race([answer, offline]), op.op_id);
}

/** The outcome of a sheet saved on the device, when a sync brings the server's answer; null if aborted first. */
export async function awaitSoloOutcome(opId: string, signal: AbortSignal): Promise<SoloSheetOutcome | null> {
  const result = await waitForOpResult(opId, 2_147_483_647, signal);
  return result ? outcomeOf(result, opId) : null;
}
