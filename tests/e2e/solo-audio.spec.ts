/**
 * Audio Questions through the UI. A new player plays a round of Listen & Answer: the clip's play,
 * pause and replay buttons work from the keyboard, its file loads (headless Chromium plays no
 * sound, so the test checks the served clip: HTTP 200, audio/ogg, and the element reads it), the
 * transcript disclosure shows the clip's text; the key is found by the clip, and the question's
 * own title is the one on screen; the Audience poll shows its shares and 50/50 is then
 * refused on that question; every answer from the pack's key, by keyboard or pointer. The result,
 * the server and the header agree on the coins, and a question is reported from the review (the
 * admin's report list has it).
 */
import { expect, test, type Page } from '@playwright/test';
import { callAsAdmin, headerNumbers, newPlayer } from './helpers';
import { accountNumbers, atQuestion, expectVerdictAndGoOn, expectResultBooked, pressRefusedLifeline, readResult, signInAs, soloPack, type PackQuestion, type SoloPack } from './solo-helpers';

const POLL_PRICE = 4;

/**
 * The pack's question on screen, known by its clip (the clip asks the question; the title on
 * screen, 'Science clip 3: how many legs?', names it without its answer), then checked by its title.
 */
async function clipQuestionOnScreen(page: Page, pack: SoloPack): Promise<PackQuestion> {
  const src = await page.locator('.solo-audio audio').getAttribute('src');
  const found = pack.questions.find((q) => q.audio_url === src);
  if (!found) throw new Error(`the clip ${src ?? '(none)'} is not in the ${pack.category.name} pack`);
  await expect(page.locator('h1.play__question')).toHaveText(found.question);
  return found;
}

/** The clip's controls answer the keyboard: Play becomes Pause while it plays, Replay starts it again. */
async function operateClipByKeyboard(page: Page): Promise<void> {
  const controls = page.getByRole('group', { name: 'Audio clip' });
  const audio = page.locator('.solo-audio audio');
  await controls.getByRole('button', { name: 'Play', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('button', { name: 'Pause', exact: true })).toBeFocused();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await page.keyboard.press('Space');
  await expect(controls.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(controls.getByRole('button', { name: 'Replay' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await controls.getByRole('button', { name: 'Pause', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
}

/** The clip on screen is the question's, served as Ogg audio, and the element has read it. */
async function expectClipLoads(page: Page, question: PackQuestion): Promise<void> {
  const audio = page.locator('.solo-audio audio');
  await expect(audio).toHaveAttribute('src', question.audio_url ?? 'no clip');
  const res = await page.request.get(question.audio_url ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^audio\/ogg/);
  expect((await res.body()).subarray(0, 4).toString('latin1')).toBe('OggS');
  // HAVE_METADATA or more: the browser fetched the clip and understood it.
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);
}

test('Audio Questions: clip controls by keyboard, clip served, transcript, Audience poll then 50/50 refused; result and coins booked; a question reported', async ({ page, request }) => {
  const player = await newPlayer(request, 'listening tester');
  const pack = await soloPack(request, 'Listen & Answer');
  const total = 10;

  await signInAs(page, player);
  const before = await accountNumbers(request, player);
  await expect.poll(() => headerNumbers(page)).toEqual({ coins: before.coins, score: before.score });

  await page.getByRole('link', { name: /^Audio Questions/ }).first().click();
  await expect(page).toHaveURL(/\/audio-questions$/);
  await page.getByRole('link', { name: /Listen & Answer/ }).click();

  const options = page.locator('.play__options button');
  // 1: the clip, its transcript, the poll and the refused 50/50; keyboard answer.
  await atQuestion(page, 1, total);
  let question = await clipQuestionOnScreen(page, pack);
  await expectClipLoads(page, question);
  await operateClipByKeyboard(page);
  const transcript = page.locator('.solo-audio__transcript');
  await expect(transcript.getByText(question.transcript ?? 'no transcript')).toBeHidden();
  await transcript.getByText('Read the transcript').click();
  await expect(transcript.getByText(question.transcript ?? 'no transcript')).toBeVisible();
  await page.getByTestId('lifeline-audience_poll').click();
  await expect(page.getByTestId('lifeline-message')).toHaveText('Audience poll used.');
  await expect(page.locator('.option__poll')).toHaveCount(4);
  await expect.poll(() => headerNumbers(page)).toEqual({ coins: before.coins - POLL_PRICE, score: before.score });
  await pressRefusedLifeline(page, 'fifty_fifty');
  await expect(page.getByTestId('lifeline-message')).toHaveText('50/50 unavailable after Audience poll.');
  await expect(page.locator('.play__options button.option--removed')).toHaveCount(0);
  await page.locator('h1.play__question').focus();
  await page.keyboard.press(String(question.answer + 1));
  await expectVerdictAndGoOn(page, 'Correct!', false);
  const reported = question;

  // 2 to 10: pointer and keyboard in turn, each with its own clip.
  for (let n = 2; n <= total; n++) {
    await atQuestion(page, n, total);
    question = await clipQuestionOnScreen(page, pack);
    if (n % 2 === 0) await options.nth(question.answer).click();
    else await page.keyboard.press(String(question.answer + 1));
    await expectVerdictAndGoOn(page, 'Correct!', n === total);
  }

  await expect(page.getByRole('heading', { level: 1, name: /: your result$/ })).toBeVisible();
  await expect(page.locator('.result__percent')).toHaveText('100%');
  const shown = await readResult(page);
  expect(shown).toMatchObject({ correct: total, incorrect: 0, unanswered: 0, skipped: 0, coinsSpent: POLL_PRICE });
  await expectResultBooked(page, request, player, before, shown);

  // Report the first question from the review: too short first, then sent; the admin sees it.
  const item = page.locator('.review__item').first();
  await expect(item).toContainText(reported.question);
  await item.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this question' });
  await dialog.getByLabel('What is wrong with it?').fill('no');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write at least 3 characters.');
  const words = `The clip ends early (${player.email})`;
  await dialog.getByLabel('What is wrong with it?').fill(words);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('Thank you: your report was sent.')).toBeVisible();
  const reports = await callAsAdmin<{ total: number; data: { question_id: number; type: string; message?: string }[] }>(request, 'get_admin_question_reports', { search: player.email });
  expect(reports.total).toBe(1);
  expect(reports.data[0]).toMatchObject({ question_id: reported.id, type: 'audio_questions' });
});
