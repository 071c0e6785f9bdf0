/**
 * What a scored Quiz Zone sheet earns. Only a round the server served and timed is ranked, and a
 * level pays its ranked coins and score once, for the first ranked result; ranked replays earn
 * nothing. Everything else is practice: it counts for progress and the best percentage, earns no
 * score, and earns coins only up to the level's best practice result (a better one tops up), within
 * a small daily allowance, and nothing once the level has a ranked result. So an answer key (from a
 * download, or learnt from a review) gives nothing worth farming. Practice totals do not depend on
 * the order sheets arrive in: whatever the order, a day's practice coins end at the smaller of the
 * allowance and the sum over levels of their best results' coins.
 */
import type { PracticeReason } from '../../../contract/api/quiz';

export interface PayoutFacts {
  /**
   * Null when the server served and timed this round and it arrived in time; already_played when
   * the sheet names a round that was scored before.
   */
  readonly practiceReason: PracticeReason | null;
  /** A ranked result of this level exists already (its ranked payout is spent). */
  readonly rankedBefore: boolean;
  /** Any result of this level exists already, ranked or practice. */
  readonly playedBefore: boolean;
  /** Practice coins this level has paid already. */
  readonly practiceBooked: number;
  /** What the coin rule and the points per answer give this result. */
  readonly coins: number;
  readonly score: number;
  /** Practice coins still allowed today. */
  readonly practiceCoinsLeft: number;
}

export interface Payout {
  readonly mode: 'ranked' | 'practice';
  readonly practiceReason: PracticeReason | null;
  readonly coins: number;
  readonly score: number;
  readonly practiceCapped: boolean;
}

export function levelPayout(facts: PayoutFacts): Payout {
  if (facts.practiceReason === null) {
    if (facts.rankedBefore) return { mode: 'practice', practiceReason: 'already_played', coins: 0, score: 0, practiceCapped: false };
    return { mode: 'ranked', practiceReason: null, coins: facts.coins, score: facts.score, practiceCapped: false };
  }
  if (facts.rankedBefore || facts.practiceReason === 'already_played') {
    return { mode: 'practice', practiceReason: 'already_played', coins: 0, score: 0, practiceCapped: false };
  }
  const topUp = Math.max(0, facts.coins - facts.practiceBooked);
  const coins = Math.max(0, Math.min(topUp, facts.practiceCoinsLeft));
  const capped = coins < topUp;
  // A practice replay that does no better than before earns nothing, and says why.
  const reason = coins === 0 && !capped && facts.playedBefore ? 'already_played' : facts.practiceReason;
  return { mode: 'practice', practiceReason: reason, coins, score: 0, practiceCapped: capped };
}
