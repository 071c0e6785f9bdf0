/**
 * The exam module (issue 15) against the real server: the demo exam taken with its key (a wrong key
 * first, then a reload in the middle that resumes the same attempt), and an exam that ends itself
 * with the rules violated when the page is hidden for 6 seconds.
 */
import { expect, test, type Page } from '@playwright/test';
import { EXAM_HIDDEN_LIMIT_MS } from '../../contract/api/exam-limits';
import { expectNoA11yViolations } from './a11y';
import { createExam, demoExamOpenNow, subscriber } from './exam-contest-helpers';
import { signIn } from './helpers';

async function signInSubscriber(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Opens an exam from today's list, agrees to the rules and enters the key. */
async function startExam(page: Page, title: string, key: string): Promise<void> {
  await page.goto('/exam-module');
  await page.getByRole('link', { name: `Start ${title}` }).click();
  await expect(page.getByText(/for more than 5 seconds, your exam ends at once/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the exam rules' }).check();
  await page.getByRole('textbox', { name: 'Exam key' }).fill(key);
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
}

test('takes the demo exam with its key, resumes it after a reload, and sees the server’s result', async ({ page, request }) => {
  const demo = await demoExamOpenNow(request);
  await signInSubscriber(page);
  await page.goto('/exam-module');
  await page.getByRole('link', { name: `Start ${demo.title}` }).click();
  await page.getByRole('checkbox', { name: 'I agree to the exam rules' }).check();
  await page.getByRole('textbox', { name: 'Exam key' }).fill('WRONG-KEY');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid exam key');

  await startExam(page, demo.title, demo.exam_key);
  const total = demo.no_of_questions;
  await page.locator('.choice').first().click();
  await expect(page.getByTestId('exam-save-status')).toHaveText('All answers saved');
  await expect(page.getByTestId('exam-timer')).toHaveText(/^\d\d:\d\d$/);
  await expectNoA11yViolations(page, 'an exam being played');

  // A reload resumes the same attempt without the key, with the saved answer. The old page reports
  // "hidden" as it unloads; the resume says it is back, so staying past the hidden limit ends nothing.
  await page.reload();
  await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await page.waitForTimeout(EXAM_HIDDEN_LIMIT_MS + 1_000);
  for (let i = 2; i <= total; i++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Question ${i} of ${total}`)).toBeVisible();
    await page.locator('.choice').first().click();
  }
  await expect(page.getByTestId('exam-save-status')).toHaveText('All answers saved');
  await page.getByRole('button', { name: 'Submit exam' }).click();
  await page.getByRole('dialog', { name: 'Submit your exam?' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam-module/${demo.id}/result$`));
  await expect(page.getByRole('heading', { name: 'Your exam is submitted' })).toBeVisible();
  await expect(page.getByTestId('exam-result')).toContainText(`/ ${demo.total_marks} marks`);
  await expectNoA11yViolations(page, 'an exam result');
  // Taken once: the list says so and offers the result instead.
  await page.goto('/exam-module');
  await expect(page.getByRole('link', { name: `See result of ${demo.title}` })).toBeVisible();
});

test('an exam hidden for 6 seconds ends itself with the rules violated', async ({ page, request }) => {
  const demo = await demoExamOpenNow(request);
  const title = `E2E hidden ${Date.now().toString(36)}`;
  const id = await createExam(request, title, 'E2E-HIDE-2026', demo.language_id);
  await signInSubscriber(page);
  await startExam(page, title, 'E2E-HIDE-2026');
  await page.locator('.choice').first().click();
  await expect(page.getByTestId('exam-save-status')).toHaveText('All answers saved');
  // The page goes to the background (as a tab switch or a minimised app makes it) and stays there.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(6_000);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page).toHaveURL(new RegExp(`/exam-module/${id}/result$`));
  await expect(page.getByRole('heading', { name: 'Exam ended: the exam rules were broken' })).toBeVisible();
  await expect(page.getByText(/The app was left for more than 5 seconds/)).toBeVisible();
  await expectNoA11yViolations(page, 'an exam ended by the visibility rule');
});
