/**
 * Playing Quiz Zone levels end to end: a demo account's calls to the API (signed in for the call,
 * signed out after), a topic's level keys from its offline pack (which any subscriber may download),
 * and a round answered correctly by keyboard. The suite shares one database, so each spec plays a
 * topic of its own and names it in its header comment.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** The demo subscriber of a development start (server/seed/demo-accounts.ts). */
export const demoSubscriber: Credentials = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };

/** Calls an action as the signed-in account and answers its data (the envelope's `data`). */
export type Call = <D>(action: string, body: unknown) => Promise<D>;

/** Runs `work` with calls made as `who`, signed in for it and signed out after. */
export async function asPlayer<T>(request: APIRequestContext, who: Credentials, work: (call: Call) => Promise<T>): Promise<T> {
  const login = await request.post('/api/user_login', { data: who });
  expect(login.status(), `${who.email} signs in`).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const call: Call = async <D>(action: string, body: unknown) => {
    const res = await request.post(`/api/${action}`, { data: body, headers });
    expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { data: D }).data;
  };
  try {
    return await work(call);
  } finally {
    await request.post('/api/logout', { data: {}, headers });
  }
}

interface QuizPack {
  readonly content: {
    category: { id: number; slug: string };
    subcategory: { id: number; slug: string };
    levels: { level: number; questions: { question: string; answer: number }[] }[];
  };
}

export interface TopicLevels {
  /** The address of a level (the app names a category and a subcategory by id and slug, src/lib/id-segment.ts). */
  readonly path: (level: number) => string;
  /** Each level's key: question text to the index of its answer. */
  readonly keys: ReadonlyMap<number, ReadonlyMap<string, number>>;
}

/** A topic's levels, from its offline pack, read as `who` (a subscriber or the admin). */
export function topicLevels(request: APIRequestContext, topic: string, who: Credentials = demoSubscriber): Promise<TopicLevels> {
  return asPlayer(request, who, async (call) => {
    const packs = await call<{ id: string; title: string }[]>('get_offline_packs', {});
    const pack = packs.find((p) => p.title === topic);
    if (!pack) throw new Error(`no ${topic} pack`);
    const { content } = await call<QuizPack>('get_offline_pack', { pack_id: pack.id });
    const base = `/quiz-zone/${content.category.id}-${content.category.slug}/${content.subcategory.id}-${content.subcategory.slug}`;
    return {
      path: (level) => `${base}/level/${level}`,
      keys: new Map(content.levels.map((l) => [l.level, new Map(l.questions.map((q) => [q.question, q.answer]))])),
    };
  });
}

/** One level's key, or a clear failure when the pack has no such level. */
export function levelKey(levels: TopicLevels, level: number): ReadonlyMap<string, number> {
  const key = levels.keys.get(level);
  if (!key) throw new Error(`the pack has no level ${level}`);
  return key;
}

/**
 * Answers every question of the round on screen correctly, by keyboard: the answer's number key,
 * then Enter on the button that takes focus (the next question, or the result after the last).
 */
export async function answerRound(page: Page, key: ReadonlyMap<string, number>): Promise<void> {
  const count = key.size;
  for (let i = 1; i <= count; i++) {
    await expect(page.getByText(`${i} / ${count}`)).toBeVisible();
    const answer = key.get(await page.locator('h1.play__question').innerText());
    if (answer === undefined) throw new Error(`question ${i} is not in the key`);
    await page.keyboard.press(String(answer + 1));
    await expect(page.getByTestId('answer-feedback')).toContainText('Correct!');
    await expect(page.getByRole('button', { name: i < count ? 'Next question' : 'See my result' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
}
