/**
 * The round in progress, kept in sessionStorage so a reload resumes it: the same questions (and,
 * online, the same served round), the same question, the answers and verdicts so far, and the
 * current question's deadline as a wall-clock time, so the time left is what it was. One entry per
 * user and level; removed when the sheet leaves for the outbox or the player leaves the round.
 */
import type { PlayState } from './play-state';
import type { RoundQuestions } from './PlayRound';
import type { LevelRef } from './quiz.api';

export interface StoredRound {
  readonly round: RoundQuestions;
  readonly secondsPerQuestion: number;
  readonly passPercentage: number;
  readonly maxLevel: number | null;
  /** A served round's end (ms since the epoch): past it, the round cannot be resumed. */
  readonly expiresAt: number | null;
  readonly state: PlayState;
  /** When the current question's time runs out (ms since the epoch); null once it is answered. */
  readonly deadline: number | null;
}

const VERSION = 1;

function keyOf(userId: string, ref: LevelRef): string {
  return `qh-round:${VERSION}:${userId}:${ref.category}:${ref.subcategory}:${ref.level}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: play goes on without resume.
    return null;
  }
}

export function saveRound(userId: string, ref: LevelRef, round: StoredRound): void {
  try {
    storage()?.setItem(keyOf(userId, ref), JSON.stringify(round));
  } catch {
    // Full or blocked: the round plays on, it just cannot be resumed after a reload.
  }
}

export function clearRound(userId: string, ref: LevelRef): void {
  storage()?.removeItem(keyOf(userId, ref));
}

/** The stored round of this level that can still be resumed, or null (and a stale one is removed). */
export function loadRound(userId: string, ref: LevelRef, now = Date.now()): StoredRound | null {
  const raw = storage()?.getItem(keyOf(userId, ref));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredRound;
    const resumable = (stored.state.phase === 'playing' || stored.state.phase === 'feedback') && (stored.expiresAt === null || stored.expiresAt > now);
    if (resumable && stored.state.total === stored.round.questions.length) return stored;
  } catch {
    // Unreadable: start afresh.
  }
  clearRound(userId, ref);
  return null;
}
