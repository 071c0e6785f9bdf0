/**
 * Switching the interface to Arabic turns the page right-to-left with translated text; a signed-in
 * player's Quiz Zone then lists that language's own categories and topics (the demo content has
 * Arabic and French versions, server/seed/content/quiz-zone/<language>), not the English ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { demoSubscriber } from './quiz-rounds';

const arabic = JSON.parse(readFileSync('locales/ar.json', 'utf8')) as Record<string, string>;
const french = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, string>;
const english = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;

type Code = 'en' | 'ar' | 'fr';

interface CategoryFile {
  readonly name: string;
  readonly subcategories: readonly { readonly name: string }[];
}

/** A language's Quiz Zone category files, in the order the app lists them (their file names). */
function quizZoneFiles(code: Code): CategoryFile[] {
  const folder = `server/seed/content/quiz-zone/${code}`;
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as CategoryFile);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The seed's category names of every language (other specs may add categories of their own). */
const seedNames = new Set((['en', 'ar', 'fr'] as const).flatMap((code) => quizZoneFiles(code).map((file) => file.name)));

/** The Quiz Zone in `code`: of the seed's categories, exactly that language's, in order; then the first one's topics. */
async function expectOwnQuizZone(page: Page, code: Code, texts: Record<string, string>): Promise<void> {
  const files = quizZoneFiles(code);
  await page.goto('/quiz-zone');
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  const grid = page.getByRole('list', { name: texts['quiz.categories.title'] ?? 'missing' });
  // A card's title is the category's name, then a premium one's badge.
  const badge = texts['quiz.premium'] ?? 'missing';
  const seeded = async () =>
    (await grid.locator('.quiz-card__title').allInnerTexts()).map((title) => (title.endsWith(badge) ? title.slice(0, -badge.length) : title).trim()).filter((name) => seedNames.has(name));
  await expect.poll(seeded).toEqual(files.map((file) => file.name));
  const first = files[0];
  if (!first) throw new Error(`no ${code} Quiz Zone file`);
  await grid.getByRole('link', { name: new RegExp(`^${escape(first.name)}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escape(first.name)) })).toBeVisible();
  for (const topic of first.subcategories) await expect(page.getByRole('main').getByRole('link', { name: new RegExp(escape(topic.name)) })).toBeVisible();
}

test('switch to the right-to-left language and back, and the choice is kept, with the manifest of the language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByText(arabic['home.helloGuest'] ?? 'missing').first()).toBeVisible();

  // An install from this page speaks Arabic: the page links the Arabic manifest, the same app by its id.
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/manifest-ar.webmanifest');
  const manifest = await page.request.get('/manifest-ar.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ id: '/', lang: 'ar', dir: 'rtl', shortcuts: [{ name: arabic['nav.quizZone'] }, { name: arabic['nav.tutorHub'] }, { url: '/downloads' }] });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(manifestLink).toHaveAttribute('href', '/manifest-ar.webmanifest');

  await page.getByLabel(arabic['language.label'] ?? 'missing').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText(french['home.helloGuest'] ?? 'missing').first()).toBeVisible();
  await expect(manifestLink).toHaveAttribute('href', '/manifest-fr.webmanifest');
});

test('a signed-in player’s Quiz Zone lists the categories and topics of the interface language', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, demoSubscriber.email, demoSubscriber.password);
  await expect(page).toHaveURL(/\/$/);
  // Each language's names differ from the others' (checked here, so a list of the wrong language fails).
  const names = (code: Code) => quizZoneFiles(code).map((file) => file.name);
  expect(names('ar').filter((name) => names('en').includes(name) || names('fr').includes(name))).toEqual([]);

  await expectOwnQuizZone(page, 'en', english);
  await page.getByLabel('Language').selectOption('ar');
  await expectOwnQuizZone(page, 'ar', arabic);
  await page.getByLabel(arabic['language.label'] ?? 'missing').selectOption('fr');
  await expectOwnQuizZone(page, 'fr', french);
  await page.getByLabel(french['language.label'] ?? 'missing').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
