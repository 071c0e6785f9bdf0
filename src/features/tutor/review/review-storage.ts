/**
 * Today's review on the device: the due skills from what the device knows (the server's figures
 * when newer, else the device's fold: src/offline/tutor-progress.ts), the review in progress kept in
 * Dexie so a reload resumes it, and its answers checked here for instant feedback. The finished
 * review is one 'tutor_review' op (recordReview); the server checks every answer again.
 */
import { z } from 'zod';
import { TutorAnswerSchema, type TutorAnswer, type TutorUnit } from '../../../../contract/api/tutor';
import { reviewModes } from '../../../../contract/tutor/mastery';
import { dueSkills } from '../../../../contract/tutor/review';
import { getOfflineDb, type QuizhiveDb } from '../../../offline/db';
import { randomId } from '../../../offline/device';
import { readAllSkills, readTutorUnit, recordReview, reviewKey } from '../../../offline/tutor-progress';
import { isRightAnswer } from '../session/session-plan';
import { itemOf, planReview } from './review-plan';

/** A mixed review in progress (a `meta` row): its skills, the items asked in order, the answers so far. */
const TutorReviewRowSchema = z.object({
  skills: z.array(z.number().int()),
  items: z.array(z.object({ curriculum_id: z.number().int(), item_id: z.string() })).min(1),
  answers: z.array(TutorAnswerSchema),
  startedAt: z.number(),
});
export type TutorReviewRow = z.infer<typeof TutorReviewRowSchema>;

export interface DueReview {
  /** The due skills whose units are on the device, most overdue first. */
  readonly units: TutorUnit[];
  /** Due skills whose content the device has not kept (never opened online on it). */
  readonly missing: number[];
}

export async function readDueReview(userId: string, now: Date, db: QuizhiveDb = getOfflineDb()): Promise<DueReview> {
  const due = dueSkills(await readAllSkills(userId, db), now);
  const units = await Promise.all(due.map((id) => readTutorUnit(id, db)));
  const kept = units.filter((unit): unit is TutorUnit => unit !== null);
  return { units: kept, missing: due.filter((_, i) => units[i] === null) };
}

/** The review in progress, if any; a row this version cannot read is no review (it is started again). */
export async function readReviewInProgress(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<TutorReviewRow | undefined> {
  const parsed = TutorReviewRowSchema.safeParse((await db.meta.get(reviewKey(userId)))?.value);
  return parsed.success ? parsed.data : undefined;
}

/** Starts a review over the due units (stored, so it resumes after a reload). */
export async function startReview(userId: string, units: readonly TutorUnit[], db: QuizhiveDb = getOfflineDb(), now = Date.now()): Promise<TutorReviewRow> {
  const items = planReview(units, randomId(12));
  if (items.length === 0) throw new RangeError('units must have items to review');
  const row: TutorReviewRow = { skills: [...new Set(items.map((i) => i.curriculum_id))], items, answers: [], startedAt: now };
  await db.meta.put({ key: reviewKey(userId), value: row });
  return row;
}

export interface ReviewVerdict {
  readonly correct: boolean;
  /** The right answer as the item writes it (an option's index for a choice item). */
  readonly answer: string;
  /** Once the review is over (its op is in the outbox): how many of its answers were right. */
  readonly score: { readonly correct: number; readonly total: number } | null;
}

/** The units of a review's skills, as the device keeps them. */
export async function readReviewUnits(row: Pick<TutorReviewRow, 'skills'>, db: QuizhiveDb = getOfflineDb()): Promise<Map<number, TutorUnit>> {
  const units = await Promise.all(row.skills.map((id) => readTutorUnit(id, db)));
  return new Map(units.filter((u): u is TutorUnit => u !== null).map((u) => [u.curriculum_id, u]));
}

/**
 * Checks the answer to the review's next question on the device and keeps it; the last answer
 * sends the whole review as one 'tutor_review' op, with the modes the server will count.
 */
export async function answerReview(
  userId: string,
  units: ReadonlyMap<number, TutorUnit>,
  given: { readonly index: number; readonly answer: string },
  db: QuizhiveDb = getOfflineDb(),
  now = new Date(),
): Promise<ReviewVerdict> {
  const row = await readReviewInProgress(userId, db);
  const entry = row?.items[row.answers.length];
  if (!row || !entry) throw new RangeError('no review question is waiting for an answer');
  // The answer is for the question the screen showed: a second press after it moved on is not the next question's answer.
  if (given.index !== row.answers.length) throw new RangeError(`question ${given.index + 1} is already answered`);
  const unit = units.get(entry.curriculum_id);
  const item = unit ? itemOf(unit, entry.item_id) : null;
  if (!item) throw new RangeError(`item ${entry.item_id} is not on this device`);
  const answer: TutorAnswer = { answer_id: `review-${randomId(12)}`, curriculum_id: entry.curriculum_id, item_id: item.id, answer: given.answer.trim(), mode: 'review', at: now.toISOString() };
  const answers = [...row.answers, answer];
  const correct = isRightAnswer(item, answer.answer);
  if (answers.length < row.items.length) {
    await db.meta.put({ key: reviewKey(userId), value: { ...row, answers } });
    return { correct, answer: item.answer, score: null };
  }
  const checked = answers.map((a) => {
    const u = units.get(a.curriculum_id);
    const it = u ? itemOf(u, a.item_id) : null;
    return { ...a, correct: it ? isRightAnswer(it, a.answer) : false };
  });
  await recordReview(userId, checked, reviewModes(answers), db);
  return { correct, answer: item.answer, score: { correct: checked.filter((a) => a.correct).length, total: checked.length } };
}
