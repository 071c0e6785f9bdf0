/**
 * An exam's form as data: what the admin typed, its checks before sending (keys of the texts, by
 * the field the server names), and the body of set_admin_exam. The server checks again and has the
 * last word (EXAM_IN_USE once players have started it).
 */
import { ADMIN_EXAM_DURATION_MAX, ADMIN_EXAM_INSTRUCTIONS_MAX, ADMIN_EXAM_KEY_PATTERN, ADMIN_EXAM_TITLE_MAX } from '../../../../contract/api/admin-limits';
import type { AdminExam } from '../../../../contract/api/exams';
import { checkWindow, isoToLocalDateTime, localDateTimeToIso } from '../components/local-time';
import { checkQuestions, draftOf, emptyQuestion, questionsBody, type QuestionDraft, type StoredQuestion } from '../components/question-drafts';
import type { ExamBody } from './exams.api';

export const EXAM_TITLE_MAX = ADMIN_EXAM_TITLE_MAX;
export const EXAM_INSTRUCTIONS_MAX = ADMIN_EXAM_INSTRUCTIONS_MAX;
export const EXAM_DURATION_MAX = ADMIN_EXAM_DURATION_MAX;
export const EXAM_KEY_LENGTH = 8;

export type ExamStatus = 'active' | 'inactive';

export interface ExamDraft {
  readonly language_id: string;
  readonly title: string;
  readonly instructions: string;
  readonly exam_key: string;
  /** As the datetime-local inputs hold them (the admin's time zone). */
  readonly starts_at: string;
  readonly ends_at: string;
  readonly duration: string;
  readonly status: ExamStatus;
  readonly questions: readonly QuestionDraft[];
}

/** Letters and digits that cannot be mistaken for each other when read out or copied by hand (no 0/O, 1/I/L). */
const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh random exam key (8 characters from KEY_ALPHABET, from the browser's cryptographic random source). */
export function generateExamKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  // 248 is the largest multiple of the alphabet's 31 letters below 256: rejecting bytes above it keeps every letter equally likely.
  const limit = 256 - (256 % KEY_ALPHABET.length);
  let key = '';
  while (key.length < EXAM_KEY_LENGTH) {
    for (const byte of random(new Uint8Array(EXAM_KEY_LENGTH))) {
      if (byte < limit && key.length < EXAM_KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

export function examDraft(exam: AdminExam | null, questions: readonly StoredQuestion[]): ExamDraft {
  if (!exam) {
    return {
      language_id: '',
      title: '',
      instructions: '',
      exam_key: generateExamKey(),
      starts_at: '',
      ends_at: '',
      duration: '30',
      status: 'active',
      questions: [emptyQuestion()],
    };
  }
  return {
    language_id: String(exam.language_id),
    title: exam.title,
    instructions: exam.instructions,
    exam_key: exam.exam_key,
    starts_at: isoToLocalDateTime(exam.starts_at),
    ends_at: isoToLocalDateTime(exam.ends_at),
    duration: String(exam.duration),
    status: exam.status,
    questions: questions.map(draftOf),
  };
}

/** The problems of the draft: the key of each one's text by the server's field; empty when there are none. */
export function checkExam(draft: ExamDraft): Record<string, string> {
  const found: Record<string, string> = {};
  if (!draft.language_id) found.language_id = 'admin.exams.languageRequired';
  if (!draft.title.trim()) found.title = 'admin.exams.titleRequired';
  if (!ADMIN_EXAM_KEY_PATTERN.test(draft.exam_key.trim())) found.exam_key = 'admin.exams.keyInvalid';
  const duration = Number(draft.duration);
  if (draft.duration.trim() === '' || !Number.isInteger(duration) || duration < 1 || duration > EXAM_DURATION_MAX) found.duration = 'admin.exams.durationInvalid';
  return { ...found, ...checkWindow(draft.starts_at, draft.ends_at), ...checkQuestions(draft.questions, true) };
}

/** set_admin_exam's body for a draft that passed checkExam (id when editing). */
export function examBody(draft: ExamDraft, id: number | null): ExamBody {
  return {
    ...(id !== null ? { id } : {}),
    language_id: Number(draft.language_id),
    title: draft.title.trim(),
    instructions: draft.instructions.trim(),
    exam_key: draft.exam_key.trim(),
    starts_at: localDateTimeToIso(draft.starts_at) ?? '',
    ends_at: localDateTimeToIso(draft.ends_at) ?? '',
    duration: Number(draft.duration),
    status: draft.status,
    questions: questionsBody(draft.questions, true).map((question) => ({ ...question, marks: question.marks ?? 1 })),
  };
}
