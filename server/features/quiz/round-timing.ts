/**
 * A served round's clock. The server knows when it served the questions and when the sheet came
 * back; the device's per-answer times are only trusted to share out that elapsed time, never to
 * shrink or stretch it.
 */

/** On top of the questions' own time: the sheet's trip back, a slow network, a reconnect. */
export const ROUND_NETWORK_ALLOWANCE_MS = 30_000;

/**
 * Time between serving and scoring that the device's answer times may leave out without it being
 * held against them: rendering, taps, the request itself.
 */
export const UNCLAIMED_TIME_ALLOWANCE_MS = 5_000;

/**
 * After each answer the player reads its feedback (right or wrong, the right option, the note)
 * before moving on: time the round allows on top of the question's own.
 */
export const FEEDBACK_ALLOWANCE_MS = 20_000;

/**
 * When a round served at `servedAt` stops being ranked: every question's time and its feedback's,
 * plus the network allowance.
 */
export function roundExpiresAt(servedAt: Date, questions: number, limitMs: number): Date {
  return new Date(servedAt.getTime() + questions * (limitMs + FEEDBACK_ALLOWANCE_MS) + ROUND_NETWORK_ALLOWANCE_MS);
}

/**
 * The answer times the server records for a ranked round, one per claim, in the same order.
 * - Claims adding up to more than the elapsed time cannot be true: they are scaled down to fit it.
 * - Claims adding up to less than the elapsed time (less the allowance) leave out time that passed:
 *   the missing time is spread evenly back over the answers. So 1 ms answers sent a minute after
 *   serving are recorded at about a seventh of a minute each, and late answers claimed as quick
 *   ones still come out late.
 * - Claims that fit are kept as they are.
 */
export function vouchedTimes(claims: readonly number[], elapsedMs: number, allowanceMs = UNCLAIMED_TIME_ALLOWANCE_MS): number[] {
  const n = claims.length;
  if (n === 0) return [];
  const elapsed = Math.max(0, Math.floor(elapsedMs));
  const claimed = claims.map((c) => Math.max(0, Math.floor(c)));
  const sum = claimed.reduce((a, b) => a + b, 0);
  if (sum > elapsed) return claimed.map((c) => Math.floor((c * elapsed) / sum));
  const missing = elapsed - allowanceMs - sum;
  if (missing <= 0) return claimed;
  const share = Math.floor(missing / n);
  const rest = missing - share * n;
  // The remainder goes to the first answers, a millisecond each, so the total is exact.
  return claimed.map((c, i) => c + share + (i < rest ? 1 : 0));
}
