/**
 * A closed assessment as mastery evidence (docs/TUTOR.md "Mastery", "Assessments"): each answered
 * question of the paper becomes one attempt of its unit's skill, stored in the transaction that
 * closes the attempt, so the skills' level and review date (folded from the attempts on every read,
 * sessions.service.ts) move as a session's answers move them.
 *
 * - Mode 'assessment': a paper mixes skills, so its answers count as a mixed review's do (a correct
 *   one moves Proficient to Mastered, a miss one level down); a paper whose answers are all of one
 *   skill is practice of it ('independent'), as a review of one skill is (reviewModes).
 * - A question left unanswered is not evidence (in a timed paper it is as often a question not
 *   reached as one not known), and neither is an item no longer in the content (it has no key).
 * - Exactly once: only the request that closed the attempt (the conditional close) records, and
 *   each attempt row's key is (user, unit, 'assessment', '<attempt id>:<position>'), so a replay
 *   stores nothing new.
 */
import { reviewModes } from '../../../contract/tutor/mastery';
import type { Tx } from '../../db/client';
import { lockUser } from '../economy/ledger.repo';
import { SERVER_DEVICE_ID } from '../maths/maths.service';
import * as sessions from './sessions.repo';

/** A question of the closed paper with the server's verdict. */
export interface CheckedQuestion {
  readonly position: number;
  readonly curriculumId: number;
  readonly itemId: string;
  readonly given: string | null;
  /** false when the item is no longer in the content (no key to check against). */
  readonly found: boolean;
  readonly correct: boolean;
}

/** The source id of a paper's question: positions padded so the fold's id tie-break keeps the paper's order. */
export const assessmentSourceId = (attemptId: number, position: number): string => `${attemptId}:${String(position).padStart(4, '0')}`;

/**
 * Stores the answered questions of a just-closed attempt as attempts of their skills, made at
 * `closedAt` (when the paper was handed in, or its deadline when it expired).
 */
export async function recordAssessmentEvidence(tx: Tx, userId: number, attemptId: number, closedAt: Date, questions: readonly CheckedQuestion[]): Promise<void> {
  const answered = questions.flatMap((q) => (q.found && q.given !== null ? [{ ...q, given: q.given, curriculum_id: q.curriculumId, mode: 'assessment' as const }] : []));
  if (answered.length === 0) return;
  // The same lock as a session's or a review's write: one write of a user's attempts at a time, so
  // the stamp below is above every one already stored. (The attempt's row is locked first, always.)
  await lockUser(tx, userId);
  const seq = (await sessions.greatestSeq(tx, userId)) + 1;
  const modes = reviewModes(answered);
  await sessions.insertAttempts(
    tx,
    answered.map((q, i) => ({
      userId,
      curriculumId: q.curriculumId,
      source: 'assessment' as const,
      sourceId: assessmentSourceId(attemptId, q.position),
      itemId: q.itemId,
      answer: q.given,
      correct: q.correct,
      mode: modes[i] ?? 'assessment',
      at: closedAt,
      seq,
      deviceId: SERVER_DEVICE_ID,
      idx: q.position,
    })),
  );
}
