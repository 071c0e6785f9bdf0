/**
 * The review schedule (docs/TUTOR.md "Review"): each skill is one FSRS card (ts-fsrs), so a skill
 * comes back for review before it is likely forgotten. Pure and offline: the device and the server
 * fold the same attempts into the same due dates.
 *
 * - A sitting is a skill's attempts of one UTC day (a session's practice, a review, or both): each
 *   sitting is one FSRS review, at the time of its last attempt, rated from its share correct
 *   (under half Again, under 70% Hard, otherwise Good, and Easy when all of at least
 *   RECENT_ATTEMPTS answers were right). FSRS itself expects about one review of a card a day.
 * - Sittings are folded in time order (attempts ordered as contract/tutor/mastery.ts orders them),
 *   with no fuzz and no short-term (minutes) steps: the same attempts always give the same date.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { RECENT_ATTEMPTS } from './mastery-rules';
import { compareAttempts, timeOf, type MasteryAttempt } from './mastery';

const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

/** The rating of one sitting from how many of its answers were right. */
export function ratingOf(correct: number, total: number): Grade {
  const share = total === 0 ? 0 : correct / total;
  if (share < 0.5) return Rating.Again;
  if (share < 0.7) return Rating.Hard;
  return correct === total && total >= RECENT_ATTEMPTS ? Rating.Easy : Rating.Good;
}

export interface Sitting {
  /** The UTC day (YYYY-MM-DD). */
  readonly day: string;
  /** The time of its last attempt: when FSRS takes the review. */
  readonly at: Date;
  readonly correct: number;
  readonly total: number;
}

/** A skill's attempts, in the fold's order, cut into sittings by UTC day. */
export function sittingsOf(attempts: readonly MasteryAttempt[]): Sitting[] {
  const sittings: { day: string; at: Date; correct: number; total: number }[] = [];
  for (const attempt of [...attempts].sort(compareAttempts)) {
    const at = new Date(timeOf(attempt.at));
    const day = at.toISOString().slice(0, 10);
    let last = sittings[sittings.length - 1];
    if (!last || last.day !== day) {
      last = { day, at, correct: 0, total: 0 };
      sittings.push(last);
    }
    last.at = at;
    last.total += 1;
    if (attempt.correct) last.correct += 1;
  }
  return sittings;
}

/** The skill's FSRS card after all its sittings; null before its first attempt. */
export function cardOf(attempts: readonly MasteryAttempt[]): Card | null {
  const sittings = sittingsOf(attempts);
  const [first] = sittings;
  if (!first) return null;
  let card = createEmptyCard(first.at);
  for (const sitting of sittings) card = scheduler.next(card, sitting.at, ratingOf(sitting.correct, sitting.total)).card;
  return card;
}

/** When the skill is due for review (ISO), null before its first attempt. */
export function reviewDueAt(attempts: readonly MasteryAttempt[]): string | null {
  return cardOf(attempts)?.due.toISOString() ?? null;
}

/** The skills due at `now`, most overdue first (ties by id, so the order is fixed). */
export function dueSkills(skills: readonly { readonly curriculum_id: number; readonly review_due_at: string | null }[], now: Date): number[] {
  return skills
    .flatMap((s) => (s.review_due_at !== null && timeOf(s.review_due_at) <= now.getTime() ? [{ id: s.curriculum_id, due: timeOf(s.review_due_at) }] : []))
    .sort((a, b) => a.due - b.due || a.id - b.id)
    .map((s) => s.id);
}
