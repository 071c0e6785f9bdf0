/**
 * The solo round in progress, kept in sessionStorage so a reload resumes it (as Quiz Zone's
 * round-store.ts does): the same round (online, the same served round), the same question, the
 * answers, verdicts and lifelines so far, and the clocks as wall-clock deadlines, so the time left
 * is what it was. One entry per user and request; removed when the sheet leaves or the player
 * leaves the round.
 */
import type { SoloPlayState } from './solo-play-state';
import type { PlayableRound } from './solo-round-model';

export interface StoredSoloRound {
  readonly played: PlayableRound;
  readonly state: SoloPlayState;
  /** When the current question's time runs out (ms since the epoch); null once it is answered. */
  readonly deadline: number | null;
  /** When Self Challenge's round clock runs out; null for per-question rounds. */
  readonly roundDeadline: number | null;
}

const VERSION = 1;

function keyOf(userId: string, requestKey: string): string {
  return `qh-solo-round:${VERSION}:${userId}:${requestKey}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Blocked by the browser's settings: play goes on without resume.
    return null;
  }
}

export function saveSoloRound(userId: string, requestKey: string, round: StoredSoloRound): void {
  try {
    storage()?.setItem(keyOf(userId, requestKey), JSON.stringify(round));
  } catch {
    // Full or blocked: the round plays on, it just cannot be resumed after a reload.
  }
}

export function clearSoloRound(userId: string, requestKey: string): void {
  storage()?.removeItem(keyOf(userId, requestKey));
}

/** The stored round of this request that can still be resumed, or null (a stale one is removed). */
export function loadStoredSoloRound(userId: string, requestKey: string, now = Date.now()): StoredSoloRound | null {
  const raw = storage()?.getItem(keyOf(userId, requestKey));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredSoloRound;
    const inPlay = stored.state.phase === 'playing' || stored.state.phase === 'feedback';
    const open = stored.played.source === 'pack' || Date.parse(stored.played.round.expires_at) > now;
    if (inPlay && open && stored.state.total === stored.played.round.questions.length) return stored;
  } catch {
    // Unreadable: start afresh.
  }
  clearSoloRound(userId, requestKey);
  return null;
}
