/**
 * The admin's exams and contests end to end: the demo admin creates an exam (its key, window in
 * their own time zone, two questions with marks) and a contest (fee, prizes by rank, a question)
 * through the screens and finds each in its list. The demo subscriber then takes the exam through
 * the player's actions and ends it hidden (a rule violation, claiming more marks than earned); the
 * admin's results screen shows the server's marks, the claim and when the violation happened, and
 * keeps to it with "Rule violations only" (and passes the accessibility scan with that row).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { demoAdmin, signIn } from './helpers';
import { asPlayer, demoSubscriber } from './quiz-rounds';

const HOUR_MS = 3_600_000;

/** A datetime-local value `offsetMs` from now, in the browser's own time zone (what the admin types). */
function localInput(page: Page, offsetMs: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  }, offsetMs);
}

/** Fills question `n` of the questions editor: its text, its answers (removing the extra ones) and the right one. */
async function fillQuestion(main: Locator, n: number, text: string, answers: readonly string[], right: number): Promise<Locator> {
  const question = main.getByRole('group', { name: `Question ${n}`, exact: true });
  await question.getByLabel('Question text').fill(text);
  for (let count = 4; count > answers.length; count -= 1) await question.getByRole('button', { name: `Remove the last answer of question ${n}` }).click();
  for (const [index, answer] of answers.entries()) await question.getByLabel(`Answer ${index + 1}`, { exact: true }).fill(answer);
  await question.getByRole('radio', { name: `Correct: answer ${right + 1}` }).check();
  return question;
}

test('an admin creates an exam and a contest, finds them listed, and reads the exam’s results with a rule violation', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const examTitle = `Fractions check ${tag}`;
  const examKey = `FR-${tag}`.toUpperCase();
  const contestName = `Planets cup ${tag}`;

  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/auth/login');
  await signIn(admin, demoAdmin.email, demoAdmin.password);
  await expect(admin).not.toHaveURL(/\/auth\/login/);
  const main = admin.getByRole('main');

  // The exam, open from an hour ago until tomorrow.
  await admin.goto('/admin/exams');
  await admin.getByRole('link', { name: 'New exam' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New exam' })).toBeVisible();
  await main.getByLabel('Language', { exact: true }).selectOption({ label: 'English (en)' });
  await main.getByLabel('Title', { exact: true }).fill(examTitle);
  await main.getByLabel('Instructions').fill('Write fractions in lowest terms.');
  await main.getByLabel('Exam key').fill(examKey);
  await main.getByLabel('Starts').fill(await localInput(admin, -HOUR_MS));
  await main.getByLabel('Ends').fill(await localInput(admin, 24 * HOUR_MS));
  await main.getByLabel('Duration in minutes').fill('10');
  const first = await fillQuestion(main, 1, 'What is 1/2 + 1/4?', ['3/4', '2/6'], 0);
  await first.getByLabel('Marks').fill('2');
  await admin.getByRole('button', { name: 'Add a question' }).click();
  const second = await fillQuestion(main, 2, 'What is 2/4 in lowest terms?', ['1/2', '2/4', '1/4'], 0);
  await second.getByLabel('Marks').fill('3');
  await expect(main.getByText('Questions: 2; total marks: 5')).toBeVisible();
  await admin.getByRole('button', { name: 'Create the exam' }).click();
  await expect(admin).toHaveURL(/\/admin\/exams\/\d+$/);
  await expect(admin.getByText('Exam created.')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: examTitle })).toBeVisible();
  const examId = Number(/\/admin\/exams\/(\d+)$/.exec(admin.url())?.[1]);

  await admin.goto(`/admin/exams?q=${encodeURIComponent(tag)}`);
  const examRow = admin.getByRole('table', { name: 'Exams' }).getByRole('row').filter({ hasText: examTitle });
  await expect(examRow).toContainText(examKey);
  await expect(examRow).toContainText('10 min');
  await expect(examRow.getByRole('cell').nth(4)).toHaveText('5');

  // The contest: tomorrow, a fee of 5 and prizes for three ranks.
  await admin.goto('/admin/contests');
  await admin.getByRole('link', { name: 'New contest' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New contest' })).toBeVisible();
  await main.getByLabel('Language', { exact: true }).selectOption({ label: 'English (en)' });
  await main.getByLabel('Name', { exact: true }).fill(contestName);
  await main.getByLabel('Starts').fill(await localInput(admin, 24 * HOUR_MS));
  await main.getByLabel('Ends').fill(await localInput(admin, 26 * HOUR_MS));
  await main.getByLabel('Entry fee in coins').fill('5');
  await main.getByLabel('Coins for rank 3').fill('10');
  await fillQuestion(main, 1, 'Which planet is the largest?', ['Jupiter', 'Mars', 'Venus'], 0);
  await admin.getByRole('button', { name: 'Create the contest' }).click();
  await expect(admin).toHaveURL(/\/admin\/contests\/\d+$/);
  await expect(admin.getByText('Contest created.')).toBeVisible();

  await admin.goto('/admin/contests');
  await main.getByLabel('Status').selectOption({ label: 'Upcoming' });
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(/\/admin\/contests\?status=upcoming$/);
  const contestRow = admin.getByRole('table', { name: 'Contests' }).getByRole('row').filter({ hasText: contestName });
  await expect(contestRow).toContainText('Upcoming');
  await expect(contestRow).toContainText('#1: 100, #2: 50, #3: 10');

  // The demo subscriber takes the exam, answers one question right, and ends it hidden claiming full marks.
  await asPlayer(request, demoSubscriber, async (call) => {
    const started = await call<{ questions: { id: number; question: string }[] }>('get_exam_module_questions', { exam_module_id: examId, exam_key: examKey.toLowerCase(), rules_agreed: true });
    const half = started.questions.find((question) => question.question === 'What is 1/2 + 1/4?');
    if (!half) throw new Error('the exam lacks its first question');
    await call('set_exam_module_answer', { exam_module_id: examId, question_id: half.id, choice: 0 });
    await call('set_exam_module_result', { exam_module_id: examId, rules_violated: true, obtained_marks: 5 });
  });

  await admin.goto(`/admin/exams?q=${encodeURIComponent(tag)}`);
  await examRow.getByRole('link', { name: `1 (results of ${examTitle})` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Results of ${examTitle}` })).toBeVisible();
  const attempt = admin.getByRole('table', { name: `Attempts at ${examTitle}` }).getByRole('row').nth(1);
  await expect(attempt).toContainText('Ended: app hidden');
  await expect(attempt).toContainText('2 / 5');
  await expect(attempt).toContainText('The device claimed 5');
  await expect(attempt).toContainText('App hidden too long, ');
  await expectNoA11yViolations(admin, 'exam results with a rule violation');
  await main.getByLabel('Rule violations only').check();
  await expect(admin).toHaveURL(/\?violations=1$/);
  await expect(admin.getByRole('table', { name: `Attempts at ${examTitle}` }).getByRole('row')).toHaveCount(2);
  await context.close();
});
