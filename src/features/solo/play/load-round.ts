/**
 * Turns a mode screen's request into a round: the server's serve action when it can be reached, or
 * a round from this device's downloads when it cannot (known offline, or the request found no
 * network), exactly as Quiz Zone falls back (quiz-offline.ts withPackFallback). A network failure
 * with nothing downloaded stays a network failure: the screen says "not downloaded" and links to
 * the downloads.
 */
import { withPackFallback } from '../../../lib/pack-fallback';
import { packRound } from './pack-round';
import { serveRound } from './solo.api';
import type { PlayableRound } from './solo-round-model';
import type { SoloRoundRequest } from './solo-request';
import { loadStoredSoloRound, type StoredSoloRound } from './solo-round-store';

/** A round to play, or the one a reload interrupted (resumed where it was). */
export interface LoadedRound {
  readonly played: PlayableRound;
  readonly resume: StoredSoloRound | null;
}

/** The round in progress for this request after a reload, else a fresh one. */
export async function loadOrResume(request: SoloRoundRequest, userId: string | null, signal: AbortSignal): Promise<LoadedRound> {
  const stored = userId ? loadStoredSoloRound(userId, requestKey(request)) : null;
  if (stored) return { played: stored.played, resume: stored };
  return { played: await loadSoloRound(request, signal), resume: null };
}

export async function loadSoloRound(request: SoloRoundRequest, signal: AbortSignal): Promise<PlayableRound> {
  const loaded = await withPackFallback<PlayableRound>(
    async () => ({ source: 'server', round: await serveRound(request, signal) }),
    () => packRound(request),
  );
  return loaded.data;
}

/** A stable key for a request (the loader reloads when it changes). */
export function requestKey(request: SoloRoundRequest): string {
  return JSON.stringify(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
}
