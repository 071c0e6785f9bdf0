/**
 * The lifeline rules of spec section 4 as the device applies them before asking (the server applies
 * the same and has the last word online): each lifeline once per round, 50/50 and the audience poll
 * never on the same question, and a lifeline the mode forbids is refused. The refusals are the
 * error codes whose texts the server sends, so both say the same words.
 */
import type { Lifeline } from '../../../../contract/quiz/solo-modes';

export type LifelineRefusal = 'LIFELINE_NOT_ALLOWED' | 'LIFELINE_USED' | 'FIFTY_FIFTY_AFTER_POLL' | 'POLL_AFTER_FIFTY_FIFTY';

export interface UsedLifeline {
  readonly lifeline: Lifeline;
  readonly question_id: number;
}

export function lifelineRefusal(lifeline: Lifeline, allowed: readonly Lifeline[], used: readonly UsedLifeline[], questionId: number): LifelineRefusal | null {
  if (!allowed.includes(lifeline)) return 'LIFELINE_NOT_ALLOWED';
  if (used.some((u) => u.lifeline === lifeline)) return 'LIFELINE_USED';
  const onThis = (other: Lifeline) => used.some((u) => u.lifeline === other && u.question_id === questionId);
  if (lifeline === 'fifty_fifty' && onThis('audience_poll')) return 'FIFTY_FIFTY_AFTER_POLL';
  if (lifeline === 'audience_poll' && onThis('fifty_fifty')) return 'POLL_AFTER_FIFTY_FIFTY';
  return null;
}

/** 50/50 from a pack's key: two wrong options taken away, picked by a seed so a reload keeps them. */
export function localFiftyFifty(optionCount: number, correct: number, seed: number): number[] {
  const wrong = Array.from({ length: optionCount }, (_, i) => i).filter((i) => i !== correct);
  const keep = wrong[seed % Math.max(1, wrong.length)];
  return wrong.filter((i) => i !== keep).slice(0, Math.max(0, optionCount - 2));
}

/**
 * The audience poll from a pack's key: most of the audience on the right answer, the rest spread
 * over the others (and nothing on options 50/50 removed); percentages summing to 100.
 */
export function localPoll(optionCount: number, correct: number, seed: number, removed: readonly number[] = []): number[] {
  const others = Array.from({ length: optionCount }, (_, i) => i).filter((i) => i !== correct && !removed.includes(i));
  const right = 45 + (seed % 31);
  const shares = Array.from({ length: optionCount }, () => 0);
  shares[correct] = right;
  let left = 100 - right;
  others.forEach((option, n) => {
    const share = n === others.length - 1 ? left : Math.floor(left / (others.length - n)) + ((seed >> n) % 3) - 1;
    const given = Math.max(0, Math.min(left, share));
    shares[option] = given;
    left -= given;
  });
  // Nothing else to give to: the right answer takes the rest.
  shares[correct] = (shares[correct] ?? 0) + left;
  return shares;
}
