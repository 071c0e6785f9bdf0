/**
 * Guess The Word through the UI. A new player plays Sports > Games & Events: some words typed on
 * the keyboard (Backspace takes a letter back, Enter checks), others built by tapping tiles; the
 * free clue, a paid letter hint whose coins the server takes (header and API), Reset time, Skip,
 * and a lifeline the mode forbids. The result, the server and the header agree on the coins; a
 * word bookmarked from the review is in the profile's bookmarks. A second new player switches the
 * interface to Arabic and plays an Arabic topic right to left, by tiles.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { headerNumbers, serverNumbers, newPlayer } from './helpers';
import { asPlayer, demoSubscriber } from './quiz-rounds';
import { accountNumbers, atQuestion, expectVerdictAndGoOn, expectBookmarked, expectResultBooked, pressRefusedLifeline, questionByText, readResult, signInAs, soloPack, type PackQuestion } from './solo-helpers';

const HINT_PRICE = 2;
const RESET_PRICE = 3;
const SKIP_PRICE = 3;

function wordOf(question: PackQuestion): string[] {
  if (!question.answer_text) throw new Error(`"${question.question}" has no word`);
  return [...question.answer_text];
}

const slotsOf = (page: Page) => page.getByRole('list', { name: /^The word: \d+ letters?$|^الكلمة/ }).getByRole('button');

/** The slots a hint filled, by position (their labels say so). */
async function revealedPositions(page: Page): Promise<Set<number>> {
  const labels = await slotsOf(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return new Set(labels.flatMap((label, index) => (label.endsWith('(from a hint)') ? [index] : [])));
}

/** Types the word's letters the hints did not show, then Enter from the question (not from a button). */
async function typeWord(page: Page, letters: readonly string[]): Promise<void> {
  const revealed = await revealedPositions(page);
  await page.locator('h1.play__question').focus();
  for (const [index, letter] of letters.entries()) if (!revealed.has(index)) await page.keyboard.press(letter.toLowerCase());
  await page.keyboard.press('Enter');
}

/** Taps the tiles of the word's letters in order, then the check button (`check` in the page's language). */
async function tapWord(page: Page, letters: readonly string[], check: string): Promise<void> {
  const tiles = page.locator('.word__tiles');
  for (const letter of letters) await tiles.getByRole('button', { name: letter, exact: true, disabled: false }).first().click();
  await page.getByRole('button', { name: check, exact: true }).click();
}

test('Guess The Word: typed and tapped words, Backspace, the free clue, a paid hint, Reset time and Skip; result and coins booked, bookmark listed', async ({ page, request }) => {
  const player = await newPlayer(request, 'word tester');
  const pack = await soloPack(request, 'Sports');
  const topic = pack.subcategories.find((s) => s.name === 'Games & Events');
  if (!topic) throw new Error('no Games & Events topic');
  const total = 10;

  await signInAs(page, player);
  const before = await accountNumbers(request, player);
  await expect.poll(() => headerNumbers(page)).toEqual({ coins: before.coins, score: before.score });

  await page.getByRole('link', { name: /^Guess The Word/ }).first().click();
  await expect(page).toHaveURL(/\/guess-the-word$/);
  await page.getByRole('link', { name: /Sports/ }).click();
  await page.getByRole('list', { name: 'Topics of Sports' }).getByRole('link', { name: /Games & Events/ }).click();

  const message = page.getByTestId('lifeline-message');

  // 1, keyboard: the free clue, a paid letter, a typed letter taken back with Backspace.
  await atQuestion(page, 1, total);
  let question = await questionByText(page, pack);
  expect(question.subcategory_id).toBe(topic.id);
  let letters = wordOf(question);
  await expect(slotsOf(page)).toHaveCount(letters.length);
  await page.getByRole('button', { name: 'Show the clue' }).click();
  await expect(page.getByText(`Clue: ${question.hint ?? ''}`)).toBeVisible();
  await page.getByRole('button', { name: 'Reveal a letter' }).click();
  await expect(page.locator('.word__slot--revealed')).toHaveCount(1);
  const afterHint = { coins: before.coins - HINT_PRICE, score: before.score };
  await expect.poll(() => headerNumbers(page)).toEqual(afterHint);
  expect(await serverNumbers(request, player.email, player.password)).toEqual(afterHint);
  const revealed = await revealedPositions(page);
  const firstOpen = letters.findIndex((_, index) => !revealed.has(index));
  await page.locator('h1.play__question').focus();
  await page.keyboard.press(letters[firstOpen]?.toLowerCase() ?? '');
  await expect(slotsOf(page).nth(firstOpen)).toHaveAttribute('aria-label', `Letter ${firstOpen + 1}: ${letters[firstOpen] ?? ''}. Press to take it back`);
  await page.keyboard.press('Backspace');
  await expect(slotsOf(page).nth(firstOpen)).toHaveAttribute('aria-label', `Letter ${firstOpen + 1}: empty`);
  await typeWord(page, letters);
  await expectVerdictAndGoOn(page, 'Correct!', false);

  // 2, tiles: Reset time puts the whole time back on the clock.
  await atQuestion(page, 2, total);
  question = await questionByText(page, pack);
  const secondsLeft = async () => {
    const [minutes = 0, seconds = 0] = (await page.getByTestId('question-timer').innerText()).split(':').map(Number);
    return minutes * 60 + seconds;
  };
  const full = pack.seconds_per_question;
  // Wait for a few seconds to go by, so that the reset shows (the clock shows whole seconds, rounded up).
  await expect.poll(secondsLeft, { timeout: 15_000 }).toBeLessThanOrEqual(full - 3);
  await page.getByTestId('lifeline-reset_time').click();
  await expect(message).toHaveText('Reset time used.');
  expect(await secondsLeft()).toBeGreaterThanOrEqual(full - 1);
  await tapWord(page, wordOf(question), 'Check the word');
  await expectVerdictAndGoOn(page, 'Correct!', false);

  // 3: 50/50 is not for this mode; Skip leaves the word out.
  await atQuestion(page, 3, total);
  await pressRefusedLifeline(page, 'fifty_fifty');
  await expect(message).toHaveText('This Lifeline is not allowed');
  await page.getByTestId('lifeline-skip').click();

  // 4 to 10: typed and tapped in turn.
  for (let n = 4; n <= total; n++) {
    await atQuestion(page, n, total);
    question = await questionByText(page, pack);
    letters = wordOf(question);
    if (n % 2 === 0) await typeWord(page, letters);
    else await tapWord(page, letters, 'Check the word');
    await expectVerdictAndGoOn(page, 'Correct!', n === total);
  }

  await expect(page.getByRole('heading', { level: 1, name: /: your result$/ })).toBeVisible();
  const shown = await readResult(page);
  expect(shown).toMatchObject({ correct: total - 1, incorrect: 0, unanswered: 0, skipped: 1, coinsSpent: HINT_PRICE + RESET_PRICE + SKIP_PRICE });
  await expectResultBooked(page, request, player, before, shown);

  // Bookmark the last word from the review.
  const lastItem = page.locator('.review__item').last();
  const bookmark = lastItem.getByRole('button', { name: 'Bookmark' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expectBookmarked(page, question.question);
});

/** The header's coins and score, read whether they are written in Arabic-Indic digits or Latin ones. */
async function headerNumbersAnyDigits(page: Page): Promise<{ coins: number; score: number }> {
  const read = async (id: string) => {
    const text = await page.getByTestId(id).first().innerText();
    return Number(text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ''));
  };
  return { coins: await read('coins'), score: await read('score') };
}

async function languageId(request: APIRequestContext, code: string): Promise<number> {
  return asPlayer(request, demoSubscriber, async (call) => {
    const languages = await call<{ id: number; code: string }[]>('get_languages', {});
    const found = languages.find((l) => l.code === code);
    if (!found) throw new Error(`no language ${code}`);
    return found.id;
  });
}

test('Guess The Word in Arabic: the interface switched to Arabic, an Arabic topic played right to left by tiles', async ({ page, request }) => {
  const player = await newPlayer(request, 'arabic tester');
  const pack = await soloPack(request, 'الطعام', await languageId(request, 'ar'));
  const before = await serverNumbers(request, player.email, player.password);
  const total = 10;

  await signInAs(page, player);
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/guess-the-word');
  await page.getByRole('link', { name: /الطعام/ }).click();
  await page.getByRole('link', { name: /الأطباق والمخبوزات/ }).click();

  for (let n = 1; n <= total; n++) {
    await atQuestion(page, n, total);
    const question = await questionByText(page, pack);
    const letters = wordOf(question);
    if (n === 1) {
      // Right to left: the first letter's slot is right of the second's.
      const [first, second] = await Promise.all([slotsOf(page).nth(0).boundingBox(), slotsOf(page).nth(1).boundingBox()]);
      expect(first && second && first.x > second.x).toBe(true);
    }
    await tapWord(page, letters, 'تحقق من الكلمة');
    await expect(page.getByTestId('answer-feedback')).toContainText('إجابة صحيحة!');
    await expect(page.getByRole('button', { name: n < total ? 'السؤال التالي' : 'عرض نتيجتي' })).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { level: 1, name: /: نتيجتك$/ })).toBeVisible();
  await expect(page.locator('.result__counts li').first().locator('strong')).toHaveText(/^(10|١٠)$/);
  // Ten right answers, ranked: 40 points, and coins earned.
  const after = await serverNumbers(request, player.email, player.password);
  expect(after.score).toBe(before.score + 40);
  expect(after.coins).toBeGreaterThan(before.coins);
  // The header, in Arabic digits or not, shows the server's numbers.
  await expect.poll(() => headerNumbersAnyDigits(page)).toEqual(after);
});
