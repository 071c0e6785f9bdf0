/**
 * Why a skill stands where it does, in words: '4 of your last 5 practice answers correct; review due
 * in 3 days' (reviews' and assessments' answers move the level but are not in that window).
 * The figures are the server's (get_tutor_mastery); the device only says them.
 */
import type { SkillMastery } from '../../../contract/api/tutor';

const DAY_MS = 86_400_000;

export type ReviewWhen = { readonly kind: 'none' } | { readonly kind: 'now' } | { readonly kind: 'days'; readonly days: number };

/** When the review is due, in whole days from `now` (due today or earlier is 'now'). */
export function reviewWhen(mastery: Pick<SkillMastery, 'review_due_at'>, now: number): ReviewWhen {
  if (mastery.review_due_at === null) return { kind: 'none' };
  const due = Date.parse(mastery.review_due_at);
  if (!Number.isFinite(due) || due <= now) return { kind: 'now' };
  return { kind: 'days', days: Math.max(1, Math.ceil((due - now) / DAY_MS)) };
}

/** The sentence for a unit, as locale keys with their values. */
export function masteryParts(mastery: SkillMastery | undefined, now: number): Array<{ readonly key: string; readonly values?: Record<string, number> }> {
  if (!mastery || mastery.attempts === 0) return [{ key: 'maths.tutor.mastery.notTried' }];
  // The recent figures are practice answers only: a skill met only in reviews or assessments
  // (mixed evidence, docs/TUTOR.md "Mastery") has attempts but no practice window to quote.
  const parts: Array<{ key: string; values?: Record<string, number> }> = [
    mastery.recent === 0 ? { key: 'maths.tutor.mastery.noPractice' } : { key: 'maths.tutor.mastery.recent', values: { correct: mastery.recent_correct, count: mastery.recent } },
  ];
  const when = reviewWhen(mastery, now);
  if (when.kind === 'now') parts.push({ key: 'maths.tutor.mastery.reviewNow' });
  if (when.kind === 'days') parts.push({ key: 'maths.tutor.mastery.reviewIn', values: { count: when.days } });
  return parts;
}
