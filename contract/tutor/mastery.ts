/**
 * A skill's mastery level, folded from its attempts (docs/TUTOR.md "Mastery"). Pure: the device
 * runs it offline on what it holds, the server on the attempts it checked, and both get the same
 * level from the same attempts whatever order they arrived in, because the fold first orders them
 * by (at, then the write's (seq, device_id) stamp, then the attempt's id).
 *
 * The rule, as Khan Academy's mastery system moves levels, with recent evidence counting most
 * (m of the last n, as Kolibri's mastery models):
 * - a practice attempt (guided, independent, check) sets the level from the last RECENT_ATTEMPTS
 *   practice attempts: under 70% correct Attempted, 70 to 99% Familiar, 100% Proficient (100% of
 *   fewer than RECENT_ATTEMPTS attempts is Familiar: too little evidence). A Mastered skill whose
 *   recent practice is still 100% stays Mastered;
 * - a review attempt (mode 'review', a mixed review of at least MIXED_REVIEW_MIN_SKILLS skills,
 *   see reviewModes) that is correct moves Proficient to Mastered (any other level is kept; a first
 *   attempt of all is Attempted); a review miss moves one level down
 *   (Mastered → Proficient → Familiar → Attempted);
 * - an assessment answer (mode 'assessment') is mixed evidence too: a paper asks several skills at
 *   once, as a mixed review does, so it counts exactly as a review answer (a paper of one skill
 *   counts as independent practice, see reviewModes).
 */
import { compareStamps, type ProgressStamp } from '../sync/maths-merge';
import { FAMILIAR_SHARE, MIXED_REVIEW_MIN_SKILLS, RECENT_ATTEMPTS, type AttemptMode, type ProficiencyLevel } from './mastery-rules';

export interface MasteryAttempt {
  /** Unique per user (a turn's turn_id, a review answer's answer_id): the last tie-break. */
  readonly id: string;
  readonly correct: boolean;
  readonly mode: AttemptMode;
  /** When the device made it (ISO). */
  readonly at: string;
  /** The stamp of the write that carried it. */
  readonly stamp: ProgressStamp;
}

export interface SkillMasteryState {
  readonly level: ProficiencyLevel;
  /** Of the last `recent` practice attempts (at most RECENT_ATTEMPTS), `recent_correct` were right. */
  readonly recent: number;
  readonly recent_correct: number;
  /** All attempts, reviews included. */
  readonly attempts: number;
}

export const NOT_STARTED: SkillMasteryState = { level: 'not_started', recent: 0, recent_correct: 0, attempts: 0 };

/** Milliseconds of an ISO time; an unreadable one (never stored by the server) sorts first. */
export function timeOf(at: string): number {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? 0 : ms;
}

/** The fold's order: by time, then by the write's stamp, then by id (unique per user). */
export function compareAttempts(a: MasteryAttempt, b: MasteryAttempt): number {
  const ta = timeOf(a.at);
  const tb = timeOf(b.at);
  if (ta !== tb) return ta < tb ? -1 : 1;
  const byStamp = compareStamps(a.stamp, b.stamp);
  if (byStamp !== 0) return byStamp;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** The level the recent practice window stands for. */
export function practiceLevel(recent: number, recentCorrect: number): ProficiencyLevel {
  if (recent === 0) return 'not_started';
  if (recentCorrect === recent && recent >= RECENT_ATTEMPTS) return 'proficient';
  return recentCorrect / recent >= FAMILIAR_SHARE ? 'familiar' : 'attempted';
}

/** One level down after a review miss (never below Attempted: the skill has been attempted). */
function levelDown(level: ProficiencyLevel): ProficiencyLevel {
  return level === 'mastered' ? 'proficient' : level === 'proficient' ? 'familiar' : 'attempted';
}

/** Whether an attempt is mixed evidence (a review's or an assessment's answer), never in the practice window. */
export function isMixedMode(mode: AttemptMode): boolean {
  return mode === 'review' || mode === 'assessment';
}

/** Folds one skill's attempts, in any order, into its level and the recent evidence behind it. */
export function foldMastery(attempts: readonly MasteryAttempt[]): SkillMasteryState {
  const ordered = [...attempts].sort(compareAttempts);
  const window: boolean[] = [];
  let level: ProficiencyLevel = 'not_started';
  for (const attempt of ordered) {
    if (isMixedMode(attempt.mode)) {
      if (!attempt.correct) level = levelDown(level);
      else if (level === 'proficient') level = 'mastered';
      else if (level === 'not_started') level = 'attempted';
      continue;
    }
    window.push(attempt.correct);
    if (window.length > RECENT_ATTEMPTS) window.shift();
    const fromPractice = practiceLevel(window.length, window.filter(Boolean).length);
    level = level === 'mastered' && fromPractice === 'proficient' ? 'mastered' : fromPractice;
  }
  return { level, recent: window.length, recent_correct: window.filter(Boolean).length, attempts: ordered.length };
}

/**
 * The modes a review's (or an assessment's) answers count as: 'review' ('assessment') only when
 * those answers span at least MIXED_REVIEW_MIN_SKILLS different skills (a review or a paper of one
 * skill is practice of it, 'independent').
 */
export function reviewModes<A extends { readonly curriculum_id: number; readonly mode: AttemptMode }>(answers: readonly A[]): AttemptMode[] {
  const skills = new Set(answers.filter((a) => isMixedMode(a.mode)).map((a) => a.curriculum_id));
  return answers.map((a) => (isMixedMode(a.mode) && skills.size < MIXED_REVIEW_MIN_SKILLS ? 'independent' : a.mode));
}

/** What a screen says of a skill: '4 of your last 5 correct; review due in 3 days'. */
export interface MasteryReason {
  readonly level: ProficiencyLevel;
  readonly recent: number;
  readonly recent_correct: number;
  /** 'none' before the first attempt; 'due' when the review is due now (overdue by `days`, 0 today); 'later' in `days` (at least 1). */
  readonly review: { readonly state: 'none' } | { readonly state: 'due'; readonly days: number } | { readonly state: 'later'; readonly days: number };
}

const DAY_MS = 86_400_000;

/** The reason parts of a skill's level and its review date (from contract/tutor/review.ts) at `now`. */
export function describe(mastery: SkillMasteryState & { readonly review_due_at: string | null }, now: Date): MasteryReason {
  const base = { level: mastery.level, recent: mastery.recent, recent_correct: mastery.recent_correct };
  if (mastery.review_due_at === null) return { ...base, review: { state: 'none' } };
  const left = timeOf(mastery.review_due_at) - now.getTime();
  if (left <= 0) return { ...base, review: { state: 'due', days: Math.floor(-left / DAY_MS) } };
  return { ...base, review: { state: 'later', days: Math.max(1, Math.ceil(left / DAY_MS)) } };
}
