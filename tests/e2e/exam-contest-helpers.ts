/**
 * Steps shared by exams.spec.ts and contests.spec.ts: the demo exam open today and its key (read
 * as the demo admin: the key never reaches a player), exams and contests of their own made through
 * the admin actions (so each test has an attempt or an entry nobody else used), coins granted to
 * pay a fee, and a contest's end brought forward so its end-of-contest job ranks it and pays.
 */
import type { APIRequestContext } from '@playwright/test';
import type { AdminContest } from '../../contract/api/contests';
import type { AdminExam } from '../../contract/api/exams';
import { callAsAdmin } from './helpers';

export const subscriber = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' } as const;

const MINUTE = 60_000;

/** The content language the app shows by default (English in the demo). */
export async function defaultLanguageId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/get_languages', { data: {} });
  const { data } = (await res.json()) as { data: Array<{ id: number; is_default: boolean }> };
  const language = data.find((entry) => entry.is_default) ?? data[0];
  if (!language) throw new Error('no content language');
  return language.id;
}

/** The demo exam's key, as the start-up log and the README give it (server/seed/seed-exams.ts DEMO_EXAM_KEY). */
const DEMO_EXAM_KEY = 'QH-DEMO-2468';

/**
 * The demo content's exam open now, in the default language (the one whose key the start-up log
 * prints): found by its key, since other specs' exams are open now too.
 */
export async function demoExamOpenNow(request: APIRequestContext): Promise<AdminExam> {
  const { data } = await callAsAdmin<{ data: AdminExam[] }>(request, 'get_admin_exams', { limit: 100 });
  const language = await defaultLanguageId(request);
  const now = Date.now();
  const open = data.find(
    (exam) => exam.language_id === language && exam.status === 'active' && Date.parse(exam.starts_at) <= now && now < Date.parse(exam.ends_at) && exam.exam_key === DEMO_EXAM_KEY,
  );
  if (!open) throw new Error('the demo content has no exam open today');
  return open;
}

/** A two-question exam open now for `minutes`, with its own key; resolves with its id. */
export async function createExam(request: APIRequestContext, title: string, key: string, languageId: number): Promise<number> {
  const now = Date.now();
  const { id } = await callAsAdmin<{ id: number }>(request, 'set_admin_exam', {
    language_id: languageId,
    title,
    instructions: 'An exam made by the end-to-end tests.',
    exam_key: key,
    starts_at: new Date(now - MINUTE).toISOString(),
    ends_at: new Date(now + 120 * MINUTE).toISOString(),
    duration: 20,
    status: 'active',
    questions: [
      { question: 'How many days are in a week?', options: ['5', '7', '10'], answer: 1, marks: 2 },
      { question: 'Which is a primary colour?', options: ['Green', 'Blue', 'Purple'], answer: 1, marks: 3 },
    ],
  });
  return id;
}

/** A live contest of two questions that pays `prize` coins to rank 1; resolves with its id. */
export async function createLiveContest(request: APIRequestContext, name: string, fee: number, prize: number, languageId: number): Promise<number> {
  const now = Date.now();
  const { id } = await callAsAdmin<{ id: number }>(request, 'set_admin_contest', {
    language_id: languageId,
    name,
    description: 'A contest made by the end-to-end tests.',
    starts_at: new Date(now - MINUTE).toISOString(),
    ends_at: new Date(now + 30 * MINUTE).toISOString(),
    entry_fee: fee,
    prizes: [{ rank: 1, coins: prize }],
    active: true,
    questions: [
      { question: 'How many legs has a spider?', options: ['6', '8', '10'], answer: 1 },
      { question: 'Which planet is called the red planet?', options: ['Mars', 'Venus', 'Jupiter'], answer: 0 },
    ],
  });
  return id;
}

/** Moves a contest's end to a few seconds from now (allowed after entries: only the start, fee, prizes and questions are fixed). */
export async function endContestSoon(request: APIRequestContext, id: number): Promise<void> {
  const { contest, questions } = await callAsAdmin<{ contest: AdminContest; questions: unknown[] }>(request, 'get_admin_contest', { id });
  await callAsAdmin(request, 'set_admin_contest', {
    id,
    language_id: contest.language_id,
    name: contest.name,
    description: contest.description,
    image_url: contest.image_url,
    starts_at: contest.starts_at,
    ends_at: new Date(Date.now() + 3_000).toISOString(),
    entry_fee: contest.entry_fee,
    prizes: contest.prizes,
    active: contest.active,
    questions,
  });
}

/** Gives a player coins (so a fee can be paid whatever the earlier tests left them). */
export async function grantCoins(request: APIRequestContext, email: string, coins: number): Promise<void> {
  const { data } = await callAsAdmin<{ data: Array<{ id: number; email: string | null }> }>(request, 'get_admin_users', { search: email, limit: 5 });
  const user = data.find((row) => row.email === email);
  if (!user) throw new Error(`no user ${email}`);
  await callAsAdmin(request, 'set_admin_user_coins', { user_id: user.id, coins, reason: 'End-to-end contest fee' });
}

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
