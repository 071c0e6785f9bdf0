/**
 * The tutor hub's guided session and today's review, end to end on a tablet viewport against the
 * real server: a whole session played offline (a hint after a wrong answer), synced on reconnect
 * (the server's get_tutor_session_progress then has it, exactly once), and the review queue that
 * changes after a mixed review; a timed assessment answered right and wrong on purpose, its score,
 * its review with the worked solutions, and the units' mastery it moved on the tutor screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { newPlayer, signIn } from './helpers';
import { localOpIds, localTutorLevels, offlineSwitch, waitForServiceWorkerControl, type Credentials } from './offline-helpers';
import { apiAs, type Call } from './tutor-helpers';

const subscriber: Credentials = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };

interface ChoiceItem {
  readonly id: string;
  readonly prompt: string;
  readonly options: string[];
  readonly answer: string;
}
interface Unit {
  readonly curriculum_id: number;
  readonly name: string;
  readonly practice: { source: 'items'; items: ChoiceItem[] } | { source: 'generator' };
}
interface PaperQuestion {
  readonly item_id: string;
  readonly curriculum_id: number;
  readonly prompt: string;
}
interface Session {
  readonly current_stage: string;
  readonly conversation_history: { turn_id: string; role: string; hint?: string; correct?: boolean }[];
}

/** The first English subject's units (written choice items, whose answers the test can read). */
async function englishUnits(call: Call): Promise<Unit[]> {
  const subjects = await call<{ id: number; subject: string }[]>('get_tutor_subjects', {});
  const english = subjects.find((s) => s.subject === 'english');
  if (!english) throw new Error('no English subject');
  const { chapters } = await call<{ chapters: { units: Unit[] }[] }>('get_chapters_by_category', { category: english.id });
  return chapters.flatMap((c) => c.units).filter((u) => u.practice.source === 'items');
}

const itemsOf = (unit: Unit): ChoiceItem[] => (unit.practice.source === 'items' ? unit.practice.items : []);

/** The item on screen: its prompt heading and its options, matched against the unit's items. */
async function itemOnScreen(page: Page, unit: Unit): Promise<ChoiceItem> {
  const prompt = (await page.locator('.tutor-session__prompt').innerText()).trim();
  const options = await page.locator('.tutor-session__option').allInnerTexts();
  const item = itemsOf(unit).find((i) => i.prompt === prompt && i.options.join('|') === options.map((o) => o.trim()).join('|'));
  if (!item) throw new Error(`no item '${prompt}' with options ${options.join(', ')}`);
  return item;
}

/** The option button whose whole text is `option` ('box' must not pick 'boxes'). */
async function choose(page: Page, option: string): Promise<void> {
  await page.locator('.tutor-session__options').getByRole('button', { name: option, exact: true }).click();
}

test.use({ viewport: { width: 1024, height: 768 } });

test('a guided session played offline with a hint after a wrong answer syncs once on reconnect', async ({ page, context, request }) => {
  const api = await apiAs(request, subscriber);
  const [unit] = await englishUnits(api.call);
  if (!unit) throw new Error('no English unit');
  const offline = await offlineSwitch(context);
  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorkerControl(page);

  // Opened once online: the unit is kept on the device.
  const path = `/tutor-hub/units/${unit.curriculum_id}/session`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: unit.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show me an example' })).toBeVisible();

  await offline.set(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: unit.name })).toBeVisible();
  await page.getByRole('button', { name: 'Show me an example' }).click();
  // The example's steps, one per press (the button's name changes once they are all shown).
  for (let shown = 0; ; shown += 1) {
    const next = page.getByRole('button', { name: /^(Next step|Now I try)$/ });
    await expect(next).toBeEnabled();
    await expect(page.locator('.tutor-session__steps li')).toHaveCount(shown);
    const name = (await next.innerText()).trim();
    await next.click();
    if (name === 'Now I try') break;
  }

  // Guided practice: a wrong option first, then the hint in the live region, then the right one.
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  const first = await itemOnScreen(page, unit);
  const wrong = first.options.find((_, i) => String(i) !== first.answer) ?? '';
  await choose(page, wrong);
  const feedback = page.getByRole('status', { name: "The tutor's feedback" });
  await expect(feedback).toContainText(/Nearly!|Not quite. Start with this first step./);
  await choose(page, first.options[Number(first.answer)] ?? '');
  await expect(page.getByText('Question 2 of 3')).toBeVisible();

  // Everything else right, to the end.
  for (let n = 0; n < 8; n += 1) {
    await expect(page.locator('.tutor-session__option').first()).toBeVisible();
    const item = await itemOnScreen(page, unit);
    const before = await page.locator('.tutor-session__turn').count();
    await choose(page, item.options[Number(item.answer)] ?? '');
    await expect.poll(() => page.locator('.tutor-session__turn').count()).toBeGreaterThan(before);
  }
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(page.locator('.tutor-session__score')).toHaveText('You got 3 of 3 right in the check.');
  // Mastery on the device, offline: the wrong guided answer has left the last five.
  await expect(page.getByTestId('session-mastery')).toHaveText(/^Proficient 5 of your last 5 practice answers correct; review due in \d+ days?$/);
  const made = await localOpIds(page);
  expect(made.length).toBeGreaterThan(10);
  const offlineSession = await api.call<Session | null>('get_tutor_session_progress', { curriculum_id: unit.curriculum_id });
  expect(offlineSession?.current_stage ?? 'explain').not.toBe('complete');

  // Back online: the outbox drains and the server holds the whole session, every turn once.
  await offline.set(false);
  await expect.poll(async () => (await localOpIds(page)).length, { timeout: 30_000 }).toBe(0);
  const synced = await api.call<Session>('get_tutor_session_progress', { curriculum_id: unit.curriculum_id });
  expect(synced.current_stage).toBe('complete');
  const ids = synced.conversation_history.map((t) => t.turn_id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(synced.conversation_history.filter((t) => t.hint !== undefined).length).toBe(1);
  expect(synced.conversation_history.filter((t) => t.role === 'student')).toHaveLength(10);
  await api.done();
});

test("today's review lists due skills and they leave the queue after a mixed review", async ({ page, request }) => {
  const api = await apiAs(request, subscriber);
  const units = (await englishUnits(api.call)).slice(1, 3);
  expect(units).toHaveLength(2);
  // Two skills practised ten days ago (answers stamped then) are due for review now.
  const longAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
  for (const unit of units) {
    const item = itemsOf(unit)[0];
    if (!item) throw new Error('no item');
    const turn = (suffix: string) => `e2e${unit.curriculum_id}${suffix}${Date.now()}`;
    await api.call('update_tutor_session_progress', {
      curriculum_id: unit.curriculum_id,
      current_stage: 'check',
      conversation_history: [{ turn_id: turn('a'), role: 'student', stage: 'check', text: 'answer', item_id: item.id, answer: item.answer, at: longAgo }],
    });
  }
  const before = await api.call<{ due: number[] }>('get_tutor_mastery', {});
  for (const unit of units) expect(before.due).toContain(unit.curriculum_id);

  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tutor-hub/review');
  for (const unit of units) await expect(page.getByText(unit.name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start the review' }).click();
  const all = units.flatMap(itemsOf);
  for (;;) {
    const done = page.getByRole('heading', { name: 'Review done' });
    if (await done.isVisible()) break;
    const option = page.locator('.tutor-session__option').first();
    await expect(option.or(done)).toBeVisible();
    if (await done.isVisible()) break;
    const prompt = (await page.locator('.tutor-session__prompt').innerText()).trim();
    const options = (await page.locator('.tutor-session__option').allInnerTexts()).map((o) => o.trim());
    const item = all.find((i) => i.prompt === prompt && i.options.join('|') === options.join('|'));
    if (!item) throw new Error(`unknown review item ${prompt}`);
    const position = await page.locator('.tutor-session__lead').innerText();
    await choose(page, item.options[Number(item.answer)] ?? '');
    await expect(page.locator('.tutor-session__lead').or(done)).not.toHaveText(position);
  }
  await expect.poll(async () => (await localOpIds(page)).length, { timeout: 30_000 }).toBe(0);
  const after = await api.call<{ due: number[] }>('get_tutor_mastery', {});
  for (const unit of units) expect(after.due).not.toContain(unit.curriculum_id);
  await api.done();
});

test('an assessment answered right and wrong on purpose is marked, reviewed with worked solutions, and moves the units\' mastery', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A student of their own (a sign-up's free trial opens the tutor hub), so no other test's answers count.
  const student = await newPlayer(request, 'Assessment Student');
  const api = await apiAs(request, student);
  const subjects = await api.call<{ id: number; subject: string; year: number }[]>('get_tutor_subjects', {});
  const subject = subjects.find((s) => s.subject === 'english' && s.year === 3);
  if (!subject) throw new Error('no Year 3 English subject');
  const { chapters } = await api.call<{ chapters: { units: Unit[] }[] }>('get_chapters_by_category', { category: subject.id });
  const units = chapters.flatMap((c) => c.units);
  const items = new Map(units.flatMap((unit) => itemsOf(unit).map((item) => [item.id, item] as const)));

  // One unit practised to Proficient first (five right answers in independent practice, an hour ago).
  const [practised] = units;
  if (!practised) throw new Error('no unit');
  const hourAgo = Date.now() - 3_600_000;
  await api.call('update_tutor_session_progress', {
    curriculum_id: practised.curriculum_id,
    current_stage: 'complete',
    conversation_history: itemsOf(practised)
      .slice(0, 5)
      .map((item, i) => ({ turn_id: `e2e-paper-${i}-${Date.now()}`, role: 'student', stage: 'independent_practice', text: 'answer', item_id: item.id, answer: item.answer, at: new Date(hourAgo + i * 1000).toISOString() })),
  });
  expect((await api.call<{ skills: { curriculum_id: number; level: string }[] }>('get_tutor_mastery', { category: subject.id })).skills.find((s) => s.curriculum_id === practised.curriculum_id)?.level).toBe('proficient');

  await page.goto('/auth/login');
  await signIn(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tutor-hub/assessments');
  await page.getByRole('link', { name: 'Start or resume Year 3 English' }).click();
  await expect(page).toHaveURL(/\/tutor-hub\/assessments\/paper\/3\/english$/);
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  // The paper on screen is the student's open attempt: the same questions, in order, from the server.
  const paper = await api.call<{ attempt_id: number; questions: PaperQuestion[] }>('get_assessment_questions_by_year_subject', { year: 3, subject: 'english' });
  const total = paper.questions.length;
  // The practised unit's questions right; every question of one other unit wrong; the rest right.
  const missed = paper.questions.find((q) => q.curriculum_id !== practised.curriculum_id)?.curriculum_id;
  expect(paper.questions.some((q) => q.curriculum_id === practised.curriculum_id)).toBe(true);
  if (missed === undefined) throw new Error('a paper of one unit');
  const missedUnit = units.find((u) => u.curriculum_id === missed);
  if (!missedUnit) throw new Error('the missed unit is not in the subject');
  let expected = 0;
  for (const [i, q] of paper.questions.entries()) {
    const item = items.get(q.item_id);
    if (!item) throw new Error(`no key for ${q.item_id}`);
    await expect(page.getByText(`Question ${i + 1} of ${total}`, { exact: true })).toBeVisible();
    await expect(page.locator('#tutor-question-prompt')).toHaveText(q.prompt);
    const right = q.curriculum_id !== missed;
    if (right) expected += 1;
    const index = right ? Number(item.answer) : (Number(item.answer) + 1) % item.options.length;
    await page.getByRole('radio', { name: item.options[index] ?? '', exact: true }).check();
    if (i < total - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit for marking', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`You have answered ${total} of ${total} questions.`);
  await dialog.getByRole('button', { name: 'Submit for marking', exact: true }).click();

  // The score the server marked, and per unit.
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.locator('.tutor-result__score')).toHaveText(new RegExp(`^${expected} of ${total} correct \\(`));
  const onPaper = (id: number) => paper.questions.filter((q) => q.curriculum_id === id).length;
  await expect(page.getByRole('row', { name: practised.name })).toContainText(`${onPaper(practised.curriculum_id)} of ${onPaper(practised.curriculum_id)}`);
  await expect(page.getByRole('row', { name: missedUnit.name })).toContainText(`0 of ${onPaper(missed)}`);

  // The review: every question with its verdict, the right answer and the worked solution.
  await page.getByRole('link', { name: 'Review the answers' }).click();
  await expect(page).toHaveURL(new RegExp(`/tutor-hub/assessments/review/${paper.attempt_id}$`));
  const reviewed = page.locator('.tutor-review-item');
  await expect(reviewed).toHaveCount(total);
  for (const [i, q] of paper.questions.entries()) {
    const item = items.get(q.item_id);
    const entry = reviewed.nth(i);
    await expect(entry.locator('.tutor-review-item__verdict')).toHaveText(q.curriculum_id === missed ? 'Incorrect' : 'Correct');
    await expect(entry.locator('.tutor-review-item__answers dd').nth(1)).toHaveText(item?.options[Number(item.answer)] ?? '');
    await expect(entry.getByRole('heading', { name: 'Worked solution' })).toBeVisible();
    expect(await entry.locator('.tutor-steps li').count()).toBeGreaterThan(0);
  }

  // The tutor screens read the mastery the paper moved: Proficient and right on a mixed paper is
  // Mastered; a unit only missed on the paper is Attempted, with no practice answers yet.
  await page.goto(`/tutor-hub/subjects/${subject.id}`);
  const unitLink = (unit: Unit) => page.locator('.tutor-unit-link', { has: page.getByText(unit.name, { exact: true }) });
  await expect(unitLink(practised)).toContainText('Mastered');
  await expect(unitLink(missedUnit)).toContainText('Attempted');
  await unitLink(missedUnit).click();
  await expect(page.locator('.tutor-mastery')).toHaveText(/^Attempted no practice answers yet; review due (now|in \d+ days?)$/);
  // The device's own figures (tutorSkills, what its session end screen and review queue read) after
  // its next read of the server's: opening the practised unit's session pulls it.
  await page.goto(`/tutor-hub/units/${practised.curriculum_id}/session`);
  await expect(page.getByRole('heading', { level: 1, name: practised.name })).toBeVisible();
  await expect.poll(async () => (await localTutorLevels(page)).get(practised.curriculum_id)).toBe('mastered');
  await api.done();
});
