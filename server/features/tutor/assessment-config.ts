/**
 * The fixed rules of assessments by year and subject (docs/TUTOR.md, "Assessments"): how many
 * questions a paper has and how long it lasts, per subject, and the names of years and subjects in
 * the languages the app ships (English, Arabic, French), read like other features' names: the
 * request's language, else English. A year and subject is offered only when it has tutor content.
 */
import type { TutorSubject } from '../../../contract/tutor/content';

export interface AssessmentRule {
  /** The paper's length when the content has that many questions (else all it has). */
  readonly questionCount: number;
  readonly timeLimitSeconds: number;
}

export const ASSESSMENT_RULES: Readonly<Record<TutorSubject, AssessmentRule>> = {
  maths: { questionCount: 20, timeLimitSeconds: 20 * 60 },
  english: { questionCount: 15, timeLimitSeconds: 15 * 60 },
};

/**
 * After the deadline, a submission still counts the answers it carries for this long (a slow
 * network, a device clock a little behind); past it only what was saved before counts, and the
 * deadline job closes the attempt with that.
 */
export const ASSESSMENT_LATE_ALLOWANCE_MS = 30_000;

type Names = Readonly<Record<'en' | 'ar' | 'fr', string>>;

const YEAR_NAMES: Readonly<Record<number, Names>> = {
  3: { en: 'Year 3', ar: 'السنة الثالثة', fr: 'CE2 (Year 3)' },
  4: { en: 'Year 4', ar: 'السنة الرابعة', fr: 'CM1 (Year 4)' },
};

const SUBJECT_NAMES: Readonly<Record<TutorSubject, Names>> = {
  maths: { en: 'Maths', ar: 'الرياضيات', fr: 'Mathématiques' },
  english: { en: 'English', ar: 'اللغة الإنجليزية', fr: 'Anglais' },
};

function pick(names: Names, language: string | undefined): string {
  return language === 'ar' || language === 'fr' ? names[language] : names.en;
}

export function yearName(year: number, language: string | undefined): string {
  const names = YEAR_NAMES[year];
  return names ? pick(names, language) : `Year ${year}`;
}

export function subjectName(subject: TutorSubject, language: string | undefined): string {
  return pick(SUBJECT_NAMES[subject], language);
}
