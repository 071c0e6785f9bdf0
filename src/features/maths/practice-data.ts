/**
 * What the practice screen reads before its first question: the curriculum (the server's, or the
 * download's without a network, see maths-source.ts) and this device's progress in it (whether the
 * level is open). Both are read side by side, so the progress does not wait for the curriculum, and
 * the screen renders the question once instead of a loader in between. Neither read loads Dexie
 * (src/offline/direct-read.ts): the offline engine loads once the question is up.
 *
 * Read ahead: when the screen's chunk arrives for the page's own address (start-up preloads the
 * current route's chunk while it restores the session and the settings), the reads start then, not
 * when the boot gate has opened and the screen has rendered and run its effects: the worker's
 * answer (from its cache when there is no network, slow on a cold start) and the reads then go on
 * while the shell renders. The download is read at once (it does not need the session); the request
 * and the progress follow as soon as the restored session names a subscriber, whom the route guard
 * lets through. The screen takes that read if it is for its own curriculum and user and no older
 * than READ_AHEAD_MAX_AGE_MS, once; any other load (a retry, another curriculum) reads afresh.
 */
import type { MathsSubject } from '../../../contract/api/maths';
import type { MathsPackContent } from '../../../contract/api/packs';
import { parseIdSegment } from '../../lib/id-segment';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionState } from '../../lib/session/session-state';
import { readMathsProgressDirect } from '../../offline/direct-read';
import { progressOfRows, type LocalCurriculumProgress } from '../../offline/maths-summary';
import { parseSubject } from './maths-paths';
import { loadCurriculum, readDownloadedCurriculum, type SourcedContent } from './maths-source';

export interface LevelRef {
  readonly subject: MathsSubject;
  readonly curriculumId: number;
  readonly unitId: number;
  readonly level: number;
}

export function parseLevelRef(params: { subject?: string; curriculum?: string; unit?: string; level?: string }): LevelRef | null {
  const subject = parseSubject(params.subject);
  const curriculumId = parseIdSegment(params.curriculum);
  const unitId = parseIdSegment(params.unit);
  const level = parseIdSegment(params.level);
  return subject && curriculumId && unitId && level ? { subject, curriculumId, unitId, level } : null;
}

/** The level of a practice URL (mathsPaths.practice) as the router matches it (case and a trailing slash ignored), or null. */
export function levelRefOfPath(pathname: string): LevelRef | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [tutorHub, subCategories, subject, curriculum, unit, level, number, ...rest] = segments;
  if (rest.length > 0 || tutorHub?.toLowerCase() !== 'tutor-hub' || subCategories?.toLowerCase() !== 'sub-categories' || level?.toLowerCase() !== 'level') {
    return null;
  }
  return parseLevelRef({ subject, curriculum, unit, level: number });
}

export interface PracticeData {
  readonly content: SourcedContent<MathsPackContent>;
  /** The device's progress in the curriculum; undefined when it could not be read (the screen's live query then tries again). */
  readonly progress: LocalCurriculumProgress | undefined;
}

/**
 * The curriculum and, for a signed-in user, their progress in it, read side by side; the progress
 * with a direct read (no Dexie, see src/offline/direct-read.ts).
 */
export function loadPracticeData(
  ref: LevelRef,
  userId: string | null,
  signal: AbortSignal,
  download?: Promise<MathsPackContent | null>,
): Promise<PracticeData> {
  const progress =
    userId === null
      ? Promise.resolve(undefined)
      : readMathsProgressDirect(userId, ref.curriculumId).then(
          ({ reset, rows }) => progressOfRows(reset, rows),
          () => undefined,
        );
  return Promise.all([loadCurriculum(ref.subject, ref.curriculumId, signal, download), progress]).then(([content, local]) => {
    performance.mark('qh:practice-data');
    return { content, progress: local };
  });
}

/** How long a read started ahead of the screen may stand in for the screen's own. */
export const READ_AHEAD_MAX_AGE_MS = 10_000;

interface ReadAhead {
  readonly key: string;
  readonly startedAt: number;
  readonly data: Promise<PracticeData>;
}

let readAhead: ReadAhead | null = null;

const keyOf = (ref: LevelRef, userId: string | null): string => `${userId}:${ref.subject}:${ref.curriculumId}`;

/** The user the route guard lets into practice (a subscriber, or an admin), or null. */
function practisingUser(session: SessionState): string | null {
  const user = session.user;
  if (!session.isLogin || !user || !(session.hasSubscription || user.role === 'admin')) return null;
  return String(user.id);
}

/** Calls `start` with the practising user once the session names one, if that is within `maxWaitMs`. */
function whenPractisingUser(start: (userId: string) => void, maxWaitMs: number): void {
  const now = practisingUser(sessionStore.get());
  if (now !== null) return start(now);
  const stop = (): void => {
    unsubscribe();
    clearTimeout(timer);
  };
  const unsubscribe = sessionStore.subscribe(() => {
    const userId = practisingUser(sessionStore.get());
    if (userId === null) return;
    stop();
    start(userId);
  });
  const timer = setTimeout(stop, maxWaitMs);
}

/**
 * Starts the practice screen's reads for `pathname` if it is a practice URL (see the top of this
 * file); the screen's chunk calls it as it loads. Never throws, and a failed read only means the
 * screen reads again.
 */
export function readAheadPractice(pathname: string): void {
  const ref = levelRefOfPath(pathname);
  if (!ref) return;
  performance.mark('qh:practice-read-ahead');
  const download = readDownloadedCurriculum(ref.subject, ref.curriculumId);
  whenPractisingUser((userId) => {
    const data = loadPracticeData(ref, userId, new AbortController().signal, download);
    data.catch(() => undefined);
    readAhead = { key: keyOf(ref, userId), startedAt: performance.now(), data };
  }, READ_AHEAD_MAX_AGE_MS);
}

/** The screen's load: the read started ahead for this level and user (taken once), or a new one. */
export function takePracticeData(ref: LevelRef, userId: string | null, signal: AbortSignal): Promise<PracticeData> {
  const ahead = readAhead;
  readAhead = null;
  if (ahead?.key === keyOf(ref, userId) && performance.now() - ahead.startedAt <= READ_AHEAD_MAX_AGE_MS) return ahead.data;
  return loadPracticeData(ref, userId, signal);
}

/** For tests: forget a read started ahead. */
export function resetPracticeReadAhead(): void {
  readAhead = null;
}
