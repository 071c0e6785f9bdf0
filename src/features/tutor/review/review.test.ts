import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TutorReviewBodySchema } from '../../../../contract/api/tutor';
import type { QuizhiveDb } from '../../../offline/db';
import { applyPulledMastery, readSkillMastery, storeTutorUnits } from '../../../offline/tutor-progress';
import { freshDb } from '../../../offline/test-helpers';
import { englishUnit, mathsUnit } from '../session/session-test-fixtures';
import { isRightAnswer } from '../session/session-plan';
import { ITEMS_PER_SKILL, itemOf, planReview } from './review-plan';
import { answerReview, readDueReview, readReviewInProgress, readReviewUnits, startReview } from './review-storage';

let db: QuizhiveDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

const NOW = new Date('2026-11-27T03:00:00.000Z');
const skill = (curriculum_id: number, review_due_at: string | null, level: 'proficient' | 'familiar' = 'proficient') => ({ curriculum_id, level, recent: 5, recent_correct: 5, attempts: 5, review_due_at });

describe('planReview', () => {
  it('mixes the skills in turn, the same for the same seed, every item found again by its id', () => {
    const plan = planReview([mathsUnit, englishUnit], 'seed-0001');
    expect(plan).toHaveLength(2 * ITEMS_PER_SKILL);
    expect(plan.map((e) => e.curriculum_id)).toEqual([41, 52, 41, 52]);
    expect(planReview([mathsUnit, englishUnit], 'seed-0001')).toEqual(plan);
    for (const entry of plan) {
      const unit = entry.curriculum_id === 41 ? mathsUnit : englishUnit;
      expect(itemOf(unit, entry.item_id)?.id).toBe(entry.item_id);
    }
    expect(itemOf(mathsUnit, 'y3-add-9:1')).toBeNull();
    expect(itemOf(mathsUnit, 'y3-add-1:21')).toBeNull();
    expect(itemOf(englishUnit, 'nouns:q99')).toBeNull();
  });
});

describe("today's review on the device", () => {
  it('lists the due skills the device has units for, most overdue first, and counts the others', async () => {
    await storeTutorUnits(1, [mathsUnit, englishUnit], db);
    await applyPulledMastery('u1', [skill(52, '2026-11-20T00:00:00.000Z'), skill(41, '2026-11-25T00:00:00.000Z'), skill(60, '2026-11-26T00:00:00.000Z'), skill(61, '2026-12-20T00:00:00.000Z')], db);
    const due = await readDueReview('u1', NOW, db);
    expect(due.units.map((u) => u.curriculum_id)).toEqual([52, 41]);
    expect(due.missing).toEqual([60]);
    expect((await readDueReview('u2', NOW, db)).units).toEqual([]);
    // A stored review this version cannot read is no review.
    await db.meta.put({ key: 'tutorReview:u1', value: { skills: 'x' } });
    expect(await readReviewInProgress('u1', db)).toBeUndefined();
  });

  it('checks each answer at once and sends the finished mixed review as one tutor_review op that can reach Mastered', async () => {
    await storeTutorUnits(1, [mathsUnit, englishUnit], db);
    await applyPulledMastery('u1', [skill(41, '2026-11-20T00:00:00.000Z'), skill(52, '2026-11-21T00:00:00.000Z')], db, NOW.getTime() - 60_000);
    const row = await startReview('u1', [mathsUnit, englishUnit], db);
    const units = await readReviewUnits(row, db);
    const verdicts = [];
    for (const [i, entry] of row.items.entries()) {
      const item = itemOf(units.get(entry.curriculum_id) ?? mathsUnit, entry.item_id);
      if (!item) throw new Error('item missing');
      // All right but the last.
      const last = i === row.items.length - 1;
      const given = last ? (item.kind === 'choice' ? String((Number(item.answer) + 1) % 4) : String(Number(item.answer) + 1)) : item.answer;
      expect(isRightAnswer(item, given)).toBe(!last);
      if (i === 1) await expect(answerReview('u1', units, { index: 0, answer: given }, db)).rejects.toThrow('question 1 is already answered');
      verdicts.push(await answerReview('u1', units, { index: i, answer: given }, db, new Date(NOW.getTime() + i * 1000)));
      if (!last) expect(await db.outbox.count()).toBe(0);
    }
    expect(verdicts.map((v) => v.correct)).toEqual([true, true, true, false]);
    expect(verdicts.at(-1)?.score).toEqual({ correct: 3, total: 4 });
    const [op] = await db.outbox.toArray();
    expect(op?.kind).toBe('tutor_review');
    const body = TutorReviewBodySchema.parse(op?.payload);
    expect(body.answers.map((a) => a.mode)).toEqual(['review', 'review', 'review', 'review']);
    expect(await readReviewInProgress('u1', db)).toBeUndefined();
    // Until the server answers, the device folds the review on top of the server's figures: Proficient and
    // right in a mixed review is Mastered; the last skill's miss after that moves it back to Proficient.
    const levels = await Promise.all([41, 52].map((id) => readSkillMastery('u1', id, db)));
    const missed = row.items.at(-1)?.curriculum_id;
    expect(levels.map((m) => [m.curriculum_id, m.source, m.level])).toEqual(
      [41, 52].map((id) => [id, 'device', id === missed ? 'proficient' : 'mastered']),
    );
    await expect(answerReview('u1', units, { index: 4, answer: '1' }, db)).rejects.toThrow('no review question');
  });
});
