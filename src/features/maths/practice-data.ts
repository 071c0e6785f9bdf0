/**
 * What the practice screen reads before its first question: the curriculum (the server's, or the
 * download's without a network, see maths-source.ts) and this device's progress in it (whether the
 * level is open). Both are read side by side, so the progress does not wait for the curriculum, and
 * the screen renders the question once instead of a loader in between. Neither read loads Dexie
 * (src/offline/direct-read.ts): the offline engine loads once the question is up.
 */
import type { MathsSubject } from '../../../contract/api/maths';
import type { MathsPackContent } from '../../../contract/api/packs';
import { parseIdSegment } from '../../lib/id-segment';
import { readMathsProgressDirect } from '../../offline/direct-read';
import { progressOfRows, type LocalCurriculumProgress } from '../../offline/maths-summary';
import { parseSubject } from './maths-paths';
import { loadCurriculum, type SourcedContent } from './maths-source';

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

export interface PracticeData {
  readonly content: SourcedContent<MathsPackContent>;
  /** The device's progress in the curriculum; undefined when it could not be read (the screen's live query then tries again). */
  readonly progress: LocalCurriculumProgress | undefined;
}

/**
 * The curriculum and, for a signed-in user, their progress in it, read side by side; the progress
 * with a direct read (no Dexie, see src/offline/direct-read.ts).
 */
export function loadPracticeData(ref: LevelRef, userId: string | null, signal: AbortSignal): Promise<PracticeData> {
  const progress =
    userId === null
      ? Promise.resolve(undefined)
      : readMathsProgressDirect(userId, ref.curriculumId).then(
          ({ reset, rows }) => progressOfRows(reset, rows),
          () => undefined,
        );
  return Promise.all([loadCurriculum(ref.subject, ref.curriculumId, signal), progress]).then(([content, local]) => {
    performance.mark('qh:practice-data');
    return { content, progress: local };
  });
}
