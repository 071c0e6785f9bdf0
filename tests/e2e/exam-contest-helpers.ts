/** Exams and contests the admin e2e tests create through the admin actions (a key and questions of their own, tagged to tell runs apart). */
import type { APIRequestContext } from '@playwright/test';
import { callAsAdmin } from './helpers';

const HOUR_MS = 3_600_000;

/** The id of the quiz language with this code (the seed's English, Arabic, French). */
export async function languageId(request: APIRequestContext, code = 'en'): Promise<number> {
  const languages = await callAsAdmin<{ id: number; code: string }[]>(request, 'get_admin_languages', {});
  const language = languages.find((row) => row.code === code);
  if (!language) throw new Error(`the seed has no language '${code}'`);
  return language.id;
}

/** An exam open from an hour ago until tomorrow, with two questions worth 2 and 3 marks. */
export async function adminExamBody(request: APIRequestContext, tag: string) {
  const now = Date.now();
  return {
    language_id: await languageId(request),
    title: `Exam ${tag}`,
    instructions: 'e2e',
    exam_key: `E2E-${tag.replace(/[^A-Za-z0-9]/g, '').slice(-12)}`,
    starts_at: new Date(now - HOUR_MS).toISOString(),
    ends_at: new Date(now + 24 * HOUR_MS).toISOString(),
    duration: 10,
    questions: [
      { question: 'What is 2 + 2?', options: ['4', '5'], answer: 0, marks: 2 },
      { question: 'What is 3 × 3?', options: ['6', '9', '12'], answer: 1, marks: 3 },
    ],
  };
}

/** A contest starting tomorrow (upcoming: no player enters it by accident), with prizes for two ranks. */
export async function adminContestBody(request: APIRequestContext, tag: string) {
  const now = Date.now();
  return {
    language_id: await languageId(request),
    name: `Contest ${tag}`,
    description: 'e2e',
    starts_at: new Date(now + 24 * HOUR_MS).toISOString(),
    ends_at: new Date(now + 26 * HOUR_MS).toISOString(),
    entry_fee: 5,
    prizes: [
      { rank: 1, coins: 50 },
      { rank: 2, coins: 20 },
    ],
    questions: [{ question: 'Largest planet?', options: ['Jupiter', 'Mars'], answer: 0 }],
  };
}
