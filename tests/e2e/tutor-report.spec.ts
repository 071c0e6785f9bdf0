/**
 * The progress report end to end on a tablet viewport against the real server: a student with some
 * practice and one submitted assessment opens the report from the hub and sees their level and the
 * result; printed (emulated print media), the app's header and navigation and the Print button are
 * gone and the report's header line names the student.
 */
import { expect, test } from '@playwright/test';
import { newPlayer, signIn } from './helpers';
import { apiAs } from './tutor-helpers';

interface Unit {
  readonly curriculum_id: number;
  readonly name: string;
  readonly practice: { source: 'items'; items: { id: string; answer: string }[] } | { source: 'generator' };
}

test.use({ viewport: { width: 1024, height: 768 } });

test('a student opens the progress report, sees their level and result, and prints it without the app around it', async ({ page, request }) => {
  // A student of their own (a sign-up's free trial opens the tutor hub): the practice and the paper
  // written here must not change what the other tutor tests find for the demo subscriber.
  const student = await newPlayer(request, 'Report Student');
  const api = await apiAs(request, student);
  const subjects = await api.call<{ id: number; name: string; subject: string; year: number }[]>('get_tutor_subjects', {});
  const english = subjects.find((s) => s.subject === 'english');
  if (!english) throw new Error('no English subject');
  const { chapters } = await api.call<{ chapters: { units: Unit[] }[] }>('get_chapters_by_category', { category: english.id });
  const unit = chapters.flatMap((c) => c.units).find((u) => u.practice.source === 'items');
  const item = unit?.practice.source === 'items' ? unit.practice.items[0] : undefined;
  if (!unit || !item) throw new Error('no written unit');
  // Practice: one right answer in the check (100% of fewer than 5 is Familiar).
  await api.call('update_tutor_session_progress', {
    curriculum_id: unit.curriculum_id,
    current_stage: 'check',
    conversation_history: [{ turn_id: `e2e-report-${Date.now()}`, role: 'student', stage: 'check', text: 'answer', item_id: item.id, answer: item.answer, at: new Date().toISOString() }],
  });
  // One submitted assessment of the same year's English.
  const paper = await api.call<{ attempt_id: number; questions: { item_id: string; curriculum_id: number }[] }>('get_assessment_questions_by_year_subject', {
    year: english.year,
    subject: 'english',
  });
  // Answered: one question of another unit. The paper is drawn at random, and an answer of the
  // practised unit would be its only skill in this paper, so it would count as its practice too
  // (docs/TUTOR.md "Mastery") and move the level this test reads.
  const first = paper.questions.find((q) => q.curriculum_id !== unit.curriculum_id);
  if (!first) throw new Error('a paper with no question of another unit');
  const result = await api.call<{ score: number; total: number }>('submit_assessment_results', {
    year: english.year,
    subject: 'english',
    attempt_id: paper.attempt_id,
    responses: [{ item_id: first.item_id, answer: '0' }],
    time_taken: 60,
  });
  await api.done();

  await page.goto('/auth/login');
  await signIn(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tutor-hub/sub-categories');
  await page.getByRole('link', { name: 'Open the progress report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress report' })).toBeVisible();

  const units = page.getByRole('table', { name: `${english.name}: each unit's level and why` });
  const row = units.getByRole('row').filter({ has: page.getByRole('rowheader', { name: unit.name, exact: true }) });
  await expect(row).toContainText('Familiar');
  await expect(row).toContainText('1 of your last 1 practice answer correct');
  const results = page.getByRole('table', { name: 'Assessment results by year and subject' });
  const resultRow = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Year ${english.year} English`, exact: true }) });
  await expect(resultRow).toContainText(`${result.score} of ${result.total}`);
  await expect(resultRow).toContainText('First attempt');

  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await expect(page.locator('#site-nav')).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('#site-nav')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByText('Quizhive progress report: ', { exact: false })).toBeVisible();
  await expect(results).toBeVisible();
  await expect(resultRow).toContainText(`${result.score} of ${result.total}`);
  await page.emulateMedia({ media: 'screen' });
  await expect(print).toBeVisible();
});
