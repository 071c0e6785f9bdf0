/**
 * The admin's Quiz Zone content end to end: the demo admin adds a category in English and one in
 * Arabic (two categories, each with its own slug), each with a subcategory and a level-1 question
 * with a picture uploaded from the test; the demo subscriber then finds the English category in
 * Quiz Zone and plays its level to see the question and its picture, and after choosing Arabic in
 * the header sees the Arabic category instead.
 *
 * Players' content follows the interface language only when the system configuration's
 * language_mode is '1' (src/lib/language-param.ts; with '0' every player gets the default
 * language's content), and Arabic is a quiz language only when enabled for it. The seed has both on
 * (the demo content has Arabic and French categories); the test makes sure of them through the
 * admin actions, as an admin may have changed them, and puts them back.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callAsAdmin, demoAdmin, signIn } from './helpers';
import { demoSubscriber } from './quiz-rounds';

const arabic = JSON.parse(readFileSync('locales/ar.json', 'utf8')) as Record<string, string>;

/** A 1×1 PNG: the server reads a picture's type from its bytes, so it must be a real one. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Content {
  readonly language: string;
  readonly name: string;
  readonly slug: string;
  readonly subName: string;
  readonly subSlug: string;
  readonly question: string;
  readonly options: readonly [string, string, string, string];
  readonly alt: string;
}

interface AdminLanguage {
  readonly id: number;
  readonly code: string;
  readonly for_quiz: boolean;
}

/** The admin adds a category, its subcategory and a level-1 question with a picture, through the screens. */
async function addContent(admin: Page, content: Content): Promise<void> {
  // The header has its own Language select: the form's fields are looked up in the main region.
  const main = admin.getByRole('main');
  await admin.goto('/admin/categories');
  await admin.getByRole('link', { name: 'New category' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New category' })).toBeVisible();
  await main.getByLabel('Name', { exact: true }).fill(content.name);
  await main.getByLabel('Slug', { exact: true }).fill(content.slug);
  await main.getByLabel('Language', { exact: true }).selectOption({ label: content.language });
  await admin.getByRole('button', { name: 'Create the category' }).click();
  await expect(admin).toHaveURL(/\/admin\/categories\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: content.name })).toBeVisible();

  const addSub = admin.getByRole('form', { name: 'New subcategory' });
  await addSub.getByLabel('Subcategory name').fill(content.subName);
  await addSub.getByLabel('Subcategory slug').fill(content.subSlug);
  await addSub.getByRole('button', { name: 'Add the subcategory' }).click();
  await expect(admin.getByText(`Subcategory “${content.subName}” saved.`)).toBeVisible();

  await admin.getByRole('link', { name: `Add a question to ${content.subName}` }).click();
  await expect(admin).toHaveURL(/\/admin\/questions\/new\?subcategory=\d+$/);
  await expect(main.getByLabel('Subcategory', { exact: true }).locator('option:checked')).toHaveText(content.subName);
  await main.getByLabel('Level', { exact: true }).fill('1');
  await admin.getByLabel('Question text').fill(content.question);
  for (const [index, option] of content.options.entries()) await admin.getByLabel(`Answer ${index + 1}`, { exact: true }).fill(option);
  await admin.getByRole('radio', { name: 'Correct: answer 1' }).check();
  await admin.getByLabel('Question picture: choose a file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await admin.getByLabel('Picture description (alt text)').fill(content.alt);
  await expect(admin.getByRole('img', { name: content.alt })).toHaveAttribute('src', /^\/uploads\/content\/[0-9a-f]+\.png$/);
  await admin.getByRole('button', { name: 'Create the question' }).click();
  await expect(admin).toHaveURL(/\/admin\/questions\/\d+$/);
  await expect(admin.getByText('Question created.')).toBeVisible();
}

/** Turns on what makes players' content follow their interface language; answers how to put it back. */
async function contentFollowsLanguage(request: APIRequestContext): Promise<() => Promise<void>> {
  const config = await callAsAdmin<{ keys: { key: string; value: unknown }[] }>(request, 'get_admin_config', { scope: 'system' });
  const mode = config.keys.find((key) => key.key === 'language_mode')?.value ?? '0';
  const ar = (await callAsAdmin<AdminLanguage[]>(request, 'get_admin_languages', {})).find((language) => language.code === 'ar');
  if (!ar) throw new Error('the seed has no Arabic language');
  await callAsAdmin(request, 'set_admin_config', { scope: 'system', values: { language_mode: '1' } });
  await callAsAdmin(request, 'set_admin_language', { language_id: ar.id, for_quiz: true });
  return async () => {
    await callAsAdmin(request, 'set_admin_config', { scope: 'system', values: { language_mode: mode } });
    await callAsAdmin(request, 'set_admin_language', { language_id: ar.id, for_quiz: ar.for_quiz });
  };
}

test('an admin adds a category in English and one in Arabic with a pictured question; a subscriber plays the English one and sees the Arabic one in Arabic', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const english: Content = {
    language: 'English (en)',
    name: `Oceans ${tag}`,
    slug: `oceans-${tag}-en`,
    subName: `Deep sea ${tag}`,
    subSlug: `deep-sea-${tag}-en`,
    question: `Which ocean is the largest? (${tag})`,
    options: ['Pacific', 'Atlantic', 'Indian', 'Arctic'],
    alt: `A blue dot standing for the Pacific ${tag}`,
  };
  const arabicContent: Content = {
    language: 'العربية (ar)',
    name: `المحيطات ${tag}`,
    slug: `oceans-${tag}-ar`,
    subName: `أعماق البحار ${tag}`,
    subSlug: `deep-sea-${tag}-ar`,
    question: `ما أكبر محيط؟ (${tag})`,
    options: ['الهادئ', 'الأطلسي', 'الهندي', 'المتجمد الشمالي'],
    alt: `نقطة زرقاء ترمز إلى المحيط الهادئ ${tag}`,
  };

  const restore = await contentFollowsLanguage(request);
  try {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/auth/login');
    await signIn(admin, demoAdmin.email, demoAdmin.password);
    await expect(admin).not.toHaveURL(/\/auth\/login/);
    await addContent(admin, english);
    await addContent(admin, arabicContent);
    // Both are listed, each in its language.
    await admin.goto('/admin/categories');
    // Typed once the list is there, as a person would: a draft typed while the screen was still
    // loading was lost once in CI (issue 13's run; not reproduced in 6 runs since).
    await expect(admin.getByRole('table', { name: 'Categories' }).getByRole('rowheader').first()).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await admin.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const table = admin.getByRole('table', { name: 'Categories' });
    await expect(table.getByRole('rowheader')).toHaveCount(2);
    await expect(table).toContainText('English (en)');
    await expect(table).toContainText('العربية (ar)');
    await adminContext.close();

    // The subscriber, in English: the English category only, played down to the question and its picture.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/auth/login');
    await signIn(page, demoSubscriber.email, demoSubscriber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/quiz-zone');
    const grid = page.getByRole('list', { name: 'Quiz Zone' });
    await expect(grid.getByRole('link', { name: new RegExp(english.name) })).toBeVisible();
    await expect(grid.getByRole('link', { name: new RegExp(arabicContent.name) })).toHaveCount(0);
    await grid.getByRole('link', { name: new RegExp(english.name) }).click();
    await page.getByRole('link', { name: new RegExp(english.subName) }).click();
    await page.getByRole('link', { name: /Level 1, Play/ }).click();
    await expect(page.getByText(english.question)).toBeVisible();
    await expect(page.getByRole('img', { name: english.alt })).toBeVisible();
    await expect(page.getByRole('img', { name: english.alt })).toHaveAttribute('src', /\/uploads\/content\/[0-9a-f]+\.png$/);

    // In Arabic (the header's language select): the Arabic category, not the English one.
    await page.goto('/quiz-zone');
    await page.locator('header select').first().selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goto('/quiz-zone');
    const arabicGrid = page.getByRole('list', { name: arabic['quiz.categories.title'] ?? 'missing' });
    await expect(arabicGrid.getByRole('link', { name: new RegExp(arabicContent.name) })).toBeVisible();
    await expect(arabicGrid.getByRole('link', { name: new RegExp(english.name) })).toHaveCount(0);
    await page.locator('header select').first().selectOption('en');
    await context.close();
  } finally {
    await restore();
  }
});

test("an admin edits a Guess The Word question's hint: the form shows the word and hint, not four answers", async ({ page, request }) => {
  interface Row {
    readonly id: number;
    readonly type: string;
    readonly hint?: string | null;
    readonly answer_text?: string | null;
  }
  const categories = await callAsAdmin<{ data: Row[] }>(request, 'get_admin_categories', { limit: 100 });
  const wordCategory = categories.data.find((row) => row.type === 'guess_the_word');
  expect(wordCategory, 'the seed has a Guess The Word category').toBeDefined();
  const questions = await callAsAdmin<{ data: Row[] }>(request, 'get_admin_questions', { category_id: wordCategory?.id, limit: 1 });
  const word = questions.data[0];
  if (!word) throw new Error('the seeded Guess The Word category has no question');
  const hint = `Think of the sea ${Date.now().toString(36)}`;
  await page.goto('/auth/login');
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`/admin/questions/${word.id}`);
  await expect(page.getByLabel('Word to guess')).toHaveValue(word.answer_text ?? '');
  await expect(page.getByRole('radio', { name: 'Correct: answer 1' })).toHaveCount(0);
  await page.getByLabel('Free hint').fill(hint);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  const saved = await callAsAdmin<{ data: Row[] }>(request, 'get_admin_questions', { id: word.id });
  expect(saved.data[0]?.hint).toBe(hint);
  // Put the seeded hint back.
  await page.getByLabel('Free hint').fill(word.hint ?? '');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
});

test('an admin writes a Fun & Learn passage through the passages screen and a question on it through the question form (both disabled, so players never see them)', async ({ page, request }) => {
  interface Row {
    readonly id: number;
    readonly type?: string;
    readonly name?: string;
    readonly slug?: string;
    readonly passage_id?: number | null;
  }
  const categories = await callAsAdmin<{ data: Row[] }>(request, 'get_admin_categories', { limit: 100 });
  const category = categories.data.find((row) => row.type === 'fun_n_learn');
  if (!category) throw new Error('the seed has no Fun & Learn category');
  const subcategories = await callAsAdmin<{ data: Row[] }>(request, 'get_admin_subcategories', { category_id: category.id, limit: 1 });
  const subcategory = subcategories.data[0];
  if (!subcategory) throw new Error('the seeded Fun & Learn category has no subcategory');
  const title = `Tides ${Date.now().toString(36)}`;
  const main = page.getByRole('main');

  await page.goto('/auth/login');
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/admin/passages');
  await page.getByRole('link', { name: 'New passage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New passage' })).toBeVisible();
  await main.getByLabel('Category', { exact: true }).selectOption({ label: `${category.name ?? ''} (${category.slug ?? ''})` });
  await main.getByLabel('Subcategory', { exact: true }).selectOption({ label: subcategory.name ?? '' });
  await main.getByLabel('Title', { exact: true }).fill(title);
  await main.getByLabel('Text', { exact: true }).fill('The moon pulls the sea.\n\nTwice a day the tide comes in.');
  await page.getByLabel('Passage picture: choose a file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Picture description (alt text)').fill('A beach at low tide');
  await expect(page.getByRole('img', { name: 'A beach at low tide' })).toHaveAttribute('src', /^\/uploads\/content\/[0-9a-f]+\.png$/);
  await page.getByLabel('Passage enabled: players see it').uncheck();
  await page.getByRole('button', { name: 'Create the passage' }).click();
  await expect(page).toHaveURL(/\/admin\/passages\/\d+$/);
  await expect(page.getByText('Passage created.')).toBeVisible();
  const passageId = Number(new URL(page.url()).pathname.split('/').at(-1));

  await page.goto(`/admin/questions/new?subcategory=${subcategory.id}`);
  await expect(main.getByLabel('Subcategory', { exact: true }).locator('option:checked')).toHaveText(subcategory.name ?? '');
  await page.getByLabel('Question text').fill('What pulls the sea?');
  for (const [index, option] of ['The moon', 'The wind', 'Fish', 'Boats'].entries()) await page.getByLabel(`Answer ${index + 1}`, { exact: true }).fill(option);
  await page.getByRole('radio', { name: 'Correct: answer 1' }).check();
  await main.getByLabel('Passage', { exact: true }).selectOption({ label: title });
  await page.getByLabel('Question enabled: players see it').uncheck();
  await page.getByRole('button', { name: 'Create the question' }).click();
  await expect(page).toHaveURL(/\/admin\/questions\/\d+$/);
  await expect(page.getByText('Question created.')).toBeVisible();
  const questionId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const saved = await callAsAdmin<{ data: Row[] }>(request, 'get_admin_questions', { id: questionId });
  expect(saved.data[0]?.passage_id).toBe(passageId);
  const passage = await callAsAdmin<{ data: { questions: number; active: boolean }[] }>(request, 'get_admin_passages', { id: passageId });
  expect(passage.data[0]).toEqual(expect.objectContaining({ questions: 1, active: false }));
});
