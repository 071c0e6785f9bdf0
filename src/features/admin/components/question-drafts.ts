/**
 * The questions of an exam or a contest as their form edits them: 2 to 4 options, the right one,
 * and for an exam the marks of each. The checks here name each problem by the path the server uses
 * for it (questions.2.options.1), so the form puts its own errors and the server's in one place.
 */

import { ADMIN_QUESTION_MARKS_MAX, ADMIN_QUESTION_OPTIONS_MAX, ADMIN_QUESTION_OPTIONS_MIN, ADMIN_QUESTIONS_MAX } from '../../../../contract/api/admin-limits';

export interface QuestionDraft {
  /** React's key for the question's fields: stable while the list is reordered. */
  readonly key: string;
  /** The stored question's id (kept when an existing question is edited). */
  readonly id?: number;
  readonly question: string;
  readonly options: readonly string[];
  /** The index of the right option. */
  readonly answer: number;
  /** The marks as typed (exams only; ignored for a contest). */
  readonly marks: string;
  /** Kept as they were: the form does not edit a question's picture or maths flag. */
  readonly image_url: string | null;
  readonly image_alt: string | null;
  readonly math: boolean;
}

/** A stored question as the admin actions answer it. */
export interface StoredQuestion {
  readonly id: number;
  readonly question: string;
  readonly options: readonly string[];
  readonly answer: number;
  readonly marks?: number;
  readonly image_url: string | null;
  readonly image_alt: string | null;
  readonly math: boolean;
}

/** A question as set_admin_exam and set_admin_contest take it (marks for an exam only). */
export interface QuestionBody {
  readonly id?: number;
  readonly question: string;
  readonly options: string[];
  readonly answer: number;
  readonly marks?: number;
  readonly image_url: string | null;
  readonly image_alt: string | null;
  readonly math: boolean;
}

let nextKey = 0;
const newKey = () => `q${(nextKey += 1)}`;

export function emptyQuestion(): QuestionDraft {
  return { key: newKey(), question: '', options: ['', '', '', ''], answer: 0, marks: '1', image_url: null, image_alt: null, math: false };
}

export function draftOf(stored: StoredQuestion): QuestionDraft {
  return {
    key: newKey(),
    id: stored.id,
    question: stored.question,
    options: [...stored.options],
    answer: stored.answer,
    marks: String(stored.marks ?? 1),
    image_url: stored.image_url,
    image_alt: stored.image_alt,
    math: stored.math,
  };
}

/** The list with one item moved from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The question with its last option removed (never below two); the right option stays inside the list. */
export function withoutLastOption(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length <= ADMIN_QUESTION_OPTIONS_MIN) return draft;
  const options = draft.options.slice(0, -1);
  return { ...draft, options, answer: Math.min(draft.answer, options.length - 1) };
}

export function withAnotherOption(draft: QuestionDraft): QuestionDraft {
  return draft.options.length >= ADMIN_QUESTION_OPTIONS_MAX ? draft : { ...draft, options: [...draft.options, ''] };
}

/** Whole marks from 1 to 100, or null. */
export function marksOf(value: string): number | null {
  const marks = Number(value);
  return value.trim() !== '' && Number.isInteger(marks) && marks >= 1 && marks <= ADMIN_QUESTION_MARKS_MAX ? marks : null;
}

/** The sum of the marks typed so far (a mark not yet valid counts 0). */
export function totalMarks(drafts: readonly QuestionDraft[]): number {
  return drafts.reduce((sum, draft) => sum + (marksOf(draft.marks) ?? 0), 0);
}

/** The problems of the questions: the key of each one's text (admin.questions.*) by the server's path; empty when there are none. */
export function checkQuestions(drafts: readonly QuestionDraft[], withMarks: boolean): Record<string, string> {
  const found: Record<string, string> = {};
  if (drafts.length === 0) found.questions = 'admin.questions.noneError';
  if (drafts.length > ADMIN_QUESTIONS_MAX) found.questions = 'admin.questions.tooMany';
  drafts.forEach((draft, index) => {
    const at = `questions.${index}`;
    if (!draft.question.trim()) found[`${at}.question`] = 'admin.questions.textRequired';
    draft.options.forEach((option, choice) => {
      if (!option.trim()) found[`${at}.options.${choice}`] = 'admin.questions.optionRequired';
    });
    if (withMarks && marksOf(draft.marks) === null) found[`${at}.marks`] = 'admin.questions.marksInvalid';
  });
  return found;
}

/** The questions as the server takes them (text and options trimmed). */
export function questionsBody(drafts: readonly QuestionDraft[], withMarks: boolean): QuestionBody[] {
  return drafts.map((draft) => ({
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    question: draft.question.trim(),
    options: draft.options.map((option) => option.trim()),
    answer: draft.answer,
    ...(withMarks ? { marks: marksOf(draft.marks) ?? 0 } : {}),
    image_url: draft.image_url,
    image_alt: draft.image_alt,
    math: draft.math,
  }));
}

/** Every error path the questions editor shows, so a server refusal naming one lands beside it. */
export function questionFields(drafts: readonly QuestionDraft[]): string[] {
  return [
    'questions',
    ...drafts.flatMap((draft, index) => {
      const at = `questions.${index}`;
      return [`${at}.question`, `${at}.options`, `${at}.answer`, `${at}.marks`, ...draft.options.map((_, choice) => `${at}.options.${choice}`)];
    }),
  ];
}
