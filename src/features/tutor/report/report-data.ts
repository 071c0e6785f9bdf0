/**
 * What the progress report (issue 17: "a printable report of a student's proficiency and assessment
 * results") is made of, read part by part so one part that cannot be read leaves the others shown:
 * offline, the content and levels come from the service worker's per-user cache
 * (contract/offline/cache-policy.ts) as this device last loaded them, the levels fall back to the
 * device's own figures, and the assessment results to the copy kept on the device (results-store.ts).
 */
import type { AssessmentResult, SkillMastery, TutorChapter, TutorSubjectEntry } from '../../../../contract/api/tutor';
import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '../../../../contract/tutor/mastery-rules';
import { currentLanguageParam } from '../../../lib/language-param';
import { isApiError } from '../../../lib/request/api-error';
import { callAction } from '../../../lib/request/request';
import { applyPulledMastery, readAllSkills } from '../../../offline/tutor-progress';
import { readStoredResults, storeResults } from './results-store';

/** The results history read: the results screen's own first page (it keeps its unfiltered read on the device too). */
export const REPORT_RESULTS_LIMIT = 100;

export interface ReportSubject {
  readonly subject: TutorSubjectEntry;
  /** Null when the subject's chapters could not be read (not cached on this device). */
  readonly chapters: readonly TutorChapter[] | null;
}

export interface ProgressReport {
  /** Null when the subjects could not be read. */
  readonly subjects: readonly ReportSubject[] | null;
  readonly mastery: ReadonlyMap<number, SkillMastery>;
  /** Where the levels come from: the server (possibly its cached copy), the device alone, or nowhere. */
  readonly levelsFrom: 'server' | 'device' | 'none';
  /** Null when the results could not be read. */
  readonly results: readonly AssessmentResult[] | null;
  /** The oldest stored copy a part was read from, or null when every part came from the network. */
  readonly cachedAt: Date | null;
}

/** A read that could not be answered (no connection and no cached copy, or the server refused): null. Anything else is a bug and throws. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/**
 * The server's levels. A fresh answer is kept on the device as the review keeps it
 * (pullTutorMastery), so the device's figures build on it; a cached copy is not, as it may be older
 * than what the device holds.
 */
async function readServerMastery(userId: string, signal: AbortSignal, onCachedCopy: (at: Date) => void): Promise<readonly SkillMastery[]> {
  let cached = false;
  const data = await callAction('get_tutor_mastery', {}, { displayToast: false, signal, onCachedCopy: (at) => {
      cached = true;
      onCachedCopy(at);
    },
  });
  if (!cached) await applyPulledMastery(userId, data.skills).catch(() => undefined);
  return data.skills;
}

/** The results from the server, kept on the device; when the server cannot be read, the kept copy. */
async function readResults(userId: string, signal: AbortSignal, onCachedCopy: (at: Date) => void): Promise<readonly AssessmentResult[] | null> {
  const fresh = await orNull(callAction('get_user_assessment_results', { offset: 0, limit: REPORT_RESULTS_LIMIT }, { displayToast: false, signal }));
  if (fresh !== null) {
    await storeResults(userId, fresh.data);
    return fresh.data;
  }
  const kept = await readStoredResults(userId).catch(() => null);
  if (kept === null) return null;
  onCachedCopy(kept.storedAt);
  return kept.results;
}

export async function loadProgressReport(userId: string, signal: AbortSignal): Promise<ProgressReport> {
  let cachedAt: Date | null = null;
  const onCachedCopy = (at: Date) => {
    if (cachedAt === null || at < cachedAt) cachedAt = at;
  };
  const options = { displayToast: false, signal, onCachedCopy };
  const language = currentLanguageParam();
  const [subjectList, serverMastery, results] = await Promise.all([
    orNull(callAction('get_tutor_subjects', { ...language }, options)),
    orNull(readServerMastery(userId, signal, onCachedCopy)),
    readResults(userId, signal, onCachedCopy),
  ]);
  const subjects =
    subjectList === null
      ? null
      : await Promise.all(subjectList.map(async (subject) => ({ subject, chapters: (await orNull(callAction('get_chapters_by_category', { category: subject.id, ...language }, options)))?.chapters ?? null })));
  const { mastery, levelsFrom } = await levels(userId, serverMastery);
  return { subjects, mastery, levelsFrom, results, cachedAt };
}

/**
 * The levels: the server's figures, with the device's own over them where it holds attempts the
 * server has not counted yet (readAllSkills folds those, as the session and review screens do);
 * with no server figures at all, the device's alone.
 */
async function levels(userId: string, server: readonly SkillMastery[] | null): Promise<Pick<ProgressReport, 'mastery' | 'levelsFrom'>> {
  const mastery = new Map<number, SkillMastery>((server ?? []).map((skill) => [skill.curriculum_id, skill]));
  // A failed read of the device's figures leaves the server's; the device's store is a bonus here.
  const device = await readAllSkills(userId).catch(() => []);
  for (const { source, ...skill } of device) if (source === 'device' || !mastery.has(skill.curriculum_id)) mastery.set(skill.curriculum_id, skill);
  if (server !== null) return { mastery, levelsFrom: 'server' };
  return { mastery, levelsFrom: device.length > 0 ? 'device' : 'none' };
}

/** How many of a subject's units stand at each level, every level listed (0 included). */
export function levelCounts(chapters: readonly TutorChapter[], mastery: ReadonlyMap<number, SkillMastery>): Record<ProficiencyLevel, number> {
  const counts = Object.fromEntries(PROFICIENCY_LEVELS.map((level) => [level, 0])) as Record<ProficiencyLevel, number>;
  for (const chapter of chapters) for (const unit of chapter.units) counts[mastery.get(unit.curriculum_id)?.level ?? 'not_started'] += 1;
  return counts;
}

export type Trend = 'first' | 'up' | 'down' | 'same';

export interface ResultSummary {
  readonly year: number;
  readonly subject: AssessmentResult['subject'];
  /** Oldest first. */
  readonly attempts: readonly AssessmentResult[];
  readonly latest: AssessmentResult;
  readonly bestPercent: number;
  /** The latest attempt against the one before it. */
  readonly trend: Trend;
}

/** The results by year and subject (years in order, then subjects by name key), each with its attempts oldest first. */
export function summariseResults(results: readonly AssessmentResult[]): ResultSummary[] {
  const groups = new Map<string, AssessmentResult[]>();
  for (const result of results) {
    const key = `${result.year}:${result.subject}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()]
    .map((group) => {
      const attempts = [...group].sort((a, b) => Date.parse(a.submitted_at) - Date.parse(b.submitted_at) || a.attempt_id - b.attempt_id);
      const latest = attempts[attempts.length - 1] as AssessmentResult;
      const previous = attempts[attempts.length - 2];
      const trend: Trend = previous === undefined ? 'first' : latest.percent > previous.percent ? 'up' : latest.percent < previous.percent ? 'down' : 'same';
      return { year: latest.year, subject: latest.subject, attempts, latest, bestPercent: Math.max(...attempts.map((a) => a.percent)), trend };
    })
    .sort((a, b) => a.year - b.year || a.subject.localeCompare(b.subject));
}
