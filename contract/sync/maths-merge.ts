/**
 * How two records of one maths (or non-verbal reasoning) question merge, on the device and on the
 * server alike. A record is a join-semilattice, so replicas that have seen the same writes agree
 * whatever order, grouping or repetition the writes came in:
 * - is_attempted is a grow-only flag (logical OR): an attempt is never forgotten;
 * - is_correct comes from the write with the greatest (seq, device_id) stamp, compared
 *   lexicographically. Wall clocks are never used: devices' clocks drift and can be set back.
 * A curriculum's progress can also be reset: the reset is a write stamped like an answer, and every
 * answer stamped at or below the greatest reset is forgotten (see CurriculumProgress below).
 */

export interface ProgressStamp {
  readonly seq: number;
  readonly device_id: string;
}

export interface MathsProgressState {
  readonly is_attempted: boolean;
  readonly is_correct: boolean;
  /** The stamp of the write that set is_correct. */
  readonly last_seq: number;
  readonly last_device_id: string;
}

/** Nothing known yet: the identity of merge (seq 0 is below every real stamp, which start at 1). */
export const EMPTY_PROGRESS: MathsProgressState = { is_attempted: false, is_correct: false, last_seq: 0, last_device_id: '' };

/**
 * Orders stamps by seq, then device_id by UTF-16 code units (device ids are ASCII letters, digits,
 * '_' and '-', so this equals byte order and needs no locale).
 */
export function compareStamps(a: ProgressStamp, b: ProgressStamp): number {
  if (a.seq !== b.seq) return a.seq < b.seq ? -1 : 1;
  if (a.device_id === b.device_id) return 0;
  return a.device_id < b.device_id ? -1 : 1;
}

const stampOf = (s: MathsProgressState): ProgressStamp => ({ seq: s.last_seq, device_id: s.last_device_id });

/** The record one answer writes. */
export function answerWrite(isCorrect: boolean, stamp: ProgressStamp): MathsProgressState {
  return { is_attempted: true, is_correct: isCorrect, last_seq: stamp.seq, last_device_id: stamp.device_id };
}

export function mergeProgress(a: MathsProgressState, b: MathsProgressState): MathsProgressState {
  const order = compareStamps(stampOf(a), stampOf(b));
  // One device never makes two writes with one seq, but if it ever did, a fixed tie-break (correct
  // wins) keeps the merge commutative: the winner is the maximum of (seq, device_id, is_correct).
  const winner = order > 0 || (order === 0 && a.is_correct) ? a : b;
  return {
    is_attempted: a.is_attempted || b.is_attempted,
    is_correct: winner.is_correct,
    last_seq: winner.last_seq,
    last_device_id: winner.last_device_id,
  };
}

/** The stamp of "never reset": below every real stamp, so it forgets nothing. */
export const NO_RESET: ProgressStamp = { seq: 0, device_id: '' };

export function maxStamp(a: ProgressStamp, b: ProgressStamp): ProgressStamp {
  return compareStamps(a, b) >= 0 ? a : b;
}

/**
 * Whether a record outlives a reset. A record's stamp is the greatest of the answers merged into it,
 * so a record at or below the reset holds only forgotten answers; one above it was (re)written after
 * the reset by its newest answer, which decides is_correct and is an attempt.
 */
export function survivesReset(record: MathsProgressState, reset: ProgressStamp): boolean {
  return compareStamps(stampOf(record), reset) > 0;
}

/**
 * One user's progress in one curriculum: the greatest reset seen and the records that outlive it,
 * by question id. Also a join-semilattice: merging keeps the greater reset, merges each question's
 * records and drops what the reset forgets, and dropping commutes with merging (a merged record
 * outlives a reset exactly when the newer of its two parts does), so replicas still converge.
 * That holds for the records answers make, which are attempts whenever they carry a stamp.
 */
export interface CurriculumProgress {
  readonly reset: ProgressStamp;
  readonly questions: Readonly<Record<string, MathsProgressState>>;
}

export const EMPTY_CURRICULUM_PROGRESS: CurriculumProgress = { reset: NO_RESET, questions: {} };

/** The state one reset writes. */
export function resetWrite(stamp: ProgressStamp): CurriculumProgress {
  return { reset: stamp, questions: {} };
}

/** The state one answer writes. */
export function curriculumAnswerWrite(questionId: string, isCorrect: boolean, stamp: ProgressStamp): CurriculumProgress {
  return { reset: NO_RESET, questions: { [questionId]: answerWrite(isCorrect, stamp) } };
}

export function mergeCurriculumProgress(a: CurriculumProgress, b: CurriculumProgress): CurriculumProgress {
  const reset = maxStamp(a.reset, b.reset);
  // A Map and fromEntries rather than indexing objects: a key is data, never a prototype property.
  const merged = new Map(Object.entries(a.questions));
  for (const [id, record] of Object.entries(b.questions)) merged.set(id, mergeProgress(merged.get(id) ?? EMPTY_PROGRESS, record));
  return { reset, questions: Object.fromEntries([...merged].filter(([, record]) => survivesReset(record, reset))) };
}
