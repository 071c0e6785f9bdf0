/**
 * The tutor hub's screens against a canned server (fetch stubbed at the network boundary, every
 * answer parsed with its contract schema in tutor-test-fixtures.ts): the hub with its subjects by
 * year, today's review, "Continue" and the maths practice; a subject's chapters; a unit's notes
 * with KaTeX and its mastery; the assessments, a paper saved as it goes and resumed, its result,
 * the results history with its chart and table, and an attempt's review; offline, and in Arabic.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import { applyBundle, applyDocumentLanguage, i18n } from '../../lib/i18n/i18n';
import { renderAt, serve, WAIT } from '../../lib/test-api';
import { getOfflineDb } from '../../offline/db';
import { setConnectivity } from '../sync-status/test-helpers';
import { TutorArea } from './TutorArea';
import { chapters, configuration, history, mastery, paper, result, review, subjects } from './tutor-test-fixtures';
import { loadTutorSelection, saveTutorSelection } from './tutor-selection';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

setUpSignedInScreenTests(async () => {
  setConnectivity(true, false);
  await getOfflineDb().meta.clear();
});

const curricula = () => [{ id: 3, slug: 'year-3-maths', name: 'Year 3 Maths practice', subject: 'maths', no_of_units: 6, no_of_levels: 30 }];

const hubServer = () =>
  serve({
    get_tutor_subjects: subjects,
    get_tutor_mastery: () => mastery(),
    get_chapters_by_category: chapters,
    get_maths_curricula: curricula,
  });

describe('the tutor hub', () => {
  it('shows the subjects by year, today’s review with its count and units, the assessments and the maths practice', async () => {
    hubServer();
    renderAt('/tutor-hub/sub-categories', <TutorArea />);
    const year3 = await screen.findByRole('region', { name: 'Year 3' }, WAIT);
    expect(within(year3).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/tutor-hub/subjects/11-year-3-maths', '/tutor-hub/subjects/12-year-3-english']);
    expect(within(screen.getByRole('region', { name: 'Year 4' })).getByRole('link', { name: /Year 4 Maths/ })).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Today\'s review' });
    expect(await within(review).findByText('2 units are due for review:', undefined, WAIT)).toBeTruthy();
    expect(within(review).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Adding hundreds', 'Right angles']);
    expect(within(review).getByRole('link', { name: 'Start today\'s review' }).getAttribute('href')).toBe('/tutor-hub/review');
    expect(screen.getByRole('link', { name: 'Take an assessment' }).getAttribute('href')).toBe('/tutor-hub/assessments');
    const practice = screen.getByRole('region', { name: 'Maths practice' });
    expect((await within(practice).findByRole('link', { name: /Year 3 Maths practice/ }, WAIT)).getAttribute('href')).toBe('/tutor-hub/sub-categories/maths/3-year-3-maths');
  });

  it('says honestly when nothing is due, and offers to continue the unit this user last opened on the device', async () => {
    serve({ get_tutor_subjects: subjects, get_tutor_mastery: () => ({ skills: [], due: [] }), get_maths_curricula: curricula });
    await saveTutorSelection(1, { category_id: 11, category_name: 'Year 3 Maths', chaptername: 'Addition', unitname: 'Adding tens', curriculum: 501, chapter: 1 });
    renderAt('/tutor-hub/sub-categories', <TutorArea />);
    expect(await screen.findByText('Nothing is due for review today.', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start today\'s review' })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Continue: Adding tens' }, WAIT)).getAttribute('href')).toBe('/tutor-hub/subjects/11/501');
  });
});

describe('a subject and a unit', () => {
  it('lists a subject’s chapters with each unit’s level', async () => {
    const bodies = serve({ get_chapters_by_category: chapters, get_tutor_mastery: () => mastery() });
    renderAt('/tutor-hub/subjects/11-year-3-maths', <TutorArea />);
    const addition = await screen.findByRole('region', { name: 'Chapter 1: Addition' }, WAIT);
    const links = within(addition).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/tutor-hub/subjects/11-year-3-maths/501-adding-tens', 'Adding tensFamiliar'],
      ['/tutor-hub/subjects/11-year-3-maths/502-adding-hundreds', 'Adding hundredsAttempted'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Chapter 2: Shapes' })).getByText('Not started')).toBeTruthy();
    expect(bodies.get_chapters_by_category?.[0]).toEqual({ category: 11 });
    expect(bodies.get_tutor_mastery?.[0]).toEqual({ category: 11 });
  });

  it('renders a unit’s notes with KaTeX, says why the skill stands where it does, and remembers the unit on the device', async () => {
    serve({ get_chapters_by_category: chapters, get_tutor_mastery: () => mastery() });
    renderAt('/tutor-hub/subjects/11-year-3-maths/501-adding-tens', <TutorArea />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Adding tens' }, WAIT)).toBeTruthy();
    const formula = screen.getByRole('math', { name: 'forty plus thirty equals seventy' });
    // KaTeX loads on demand and draws the formula (its HTML, hidden from screen readers: the label says it).
    await waitFor(() => expect(formula.querySelector('.katex')).not.toBeNull(), WAIT);
    expect(screen.getByRole('img', { name: 'Four rods of ten beside three rods of ten' }).getAttribute('src')).toBe('/tutor/maths/tens-rods.svg');
    expect(screen.getByRole('complementary', { name: 'Example' }).textContent).toContain('Fifty and twenty');
    // Inline maths between \( \) is drawn too, with its MathML for screen readers.
    await waitFor(() => expect(document.querySelector('.tutor-notes p .katex-mathml')).not.toBeNull(), WAIT);
    expect(screen.getByText('4 of your last 5 practice answers correct; review due in 3 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start lesson' }).getAttribute('href')).toBe('/tutor-hub/units/501/session');
    await waitFor(async () => expect((await loadTutorSelection(1))?.unitname).toBe('Adding tens'), WAIT);
    expect(await loadTutorSelection(1)).toMatchObject({ category_id: 11, category_name: 'Year 3 Maths', subcategory_id: 301, chapter: 1, chaptername: 'Addition', curriculum: 501 });
  });

  it('says a unit is due now and not tried yet', async () => {
    serve({ get_chapters_by_category: chapters, get_tutor_mastery: () => mastery() });
    renderAt('/tutor-hub/subjects/11-year-3-maths/502-adding-hundreds', <TutorArea />);
    expect(await screen.findByText('1 of your last 3 practice answers correct; review due now', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('This unit is in today\'s review.')).toBeTruthy();
  });
});

describe('assessments', () => {
  it('lists the years and subjects with their questions and time, and needs a connection', async () => {
    serve({ get_assessment_configuration: configuration });
    renderAt('/tutor-hub/assessments', <TutorArea />);
    const year3 = await screen.findByRole('region', { name: 'Year 3' }, WAIT);
    expect(within(year3).getByText('2 questions · 10 min')).toBeTruthy();
    expect(within(year3).getByRole('link', { name: 'Start or resume Year 3 Maths' }).getAttribute('href')).toBe('/tutor-hub/assessments/paper/3/maths');
    cleanup();
    setConnectivity(false);
    renderAt('/tutor-hub/assessments', <TutorArea />);
    expect(await screen.findByRole('heading', { name: 'Assessments needs an internet connection' }, WAIT)).toBeTruthy();
  });

  it('counts down to the server’s deadline, saves the answers as the student goes, and submits for a result with its review', async () => {
    const user = userEvent.setup();
    // The server's clock is 5 minutes ahead of the device's: the countdown still shows the 4 minutes left.
    const bodies = serve({ get_assessment_questions_by_year_subject: () => paper(4, [], 5 * 60_000), submit_assessment_results: (body) => (body.save_only ? null : result()) });
    renderAt('/tutor-hub/assessments/paper/3/maths', <TutorArea />);
    expect(await screen.findByRole('heading', { name: 'What is 40 + 30?' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/^0[34]:[0-5]\d$/);
    const keys = screen.getByRole('group', { name: 'Number keys' });
    await user.click(within(keys).getByRole('button', { name: '7' }));
    await user.click(within(keys).getByRole('button', { name: '0' }));
    expect((screen.getByLabelText('Your answer') as HTMLInputElement).value).toBe('70');
    await waitFor(() => expect(bodies.submit_assessment_results?.at(-1)).toMatchObject({ save_only: true, attempt_id: 77, year: 3, subject: 'maths', responses: [{ item_id: 'y3-add-tens:4', answer: '70' }] }), WAIT);
    expect(await screen.findByText('Answers saved', undefined, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'A square' }));
    await user.click(screen.getByRole('button', { name: 'Submit for marking' }));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(within(dialog).getByText(/You have answered 2 of 2 questions/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit for marking' }));
    expect(await screen.findByText('1 of 2 correct (50%)', undefined, WAIT)).toBeTruthy();
    const last = bodies.submit_assessment_results?.at(-1);
    expect(last).toMatchObject({ save_only: false, responses: [{ item_id: 'y3-add-tens:4', answer: '70' }, { item_id: 'right-angles:square', answer: '1' }] });
    expect(typeof last?.time_taken).toBe('number');
    expect(screen.getByRole('link', { name: 'Review the answers' }).getAttribute('href')).toBe('/tutor-hub/assessments/review/77');
  });

  it('resumes an open attempt with what was saved', async () => {
    serve({ get_assessment_questions_by_year_subject: () => paper(6, [{ item_id: 'y3-add-tens:4', answer: '70' }]) });
    renderAt('/tutor-hub/assessments/paper/3/maths', <TutorArea />);
    expect(((await screen.findByLabelText('Your answer', undefined, WAIT)) as HTMLInputElement).value).toBe('70');
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 2, not answered' })).toBeTruthy();
  });

  it('saves a cleared answer as empty, so the server forgets it too', async () => {
    const user = userEvent.setup();
    const bodies = serve({ get_assessment_questions_by_year_subject: () => paper(6, [{ item_id: 'y3-add-tens:4', answer: '70' }]), submit_assessment_results: () => null });
    renderAt('/tutor-hub/assessments/paper/3/maths', <TutorArea />);
    const field = (await screen.findByLabelText('Your answer', undefined, WAIT)) as HTMLInputElement;
    await user.clear(field);
    await waitFor(() => expect(bodies.submit_assessment_results?.at(-1)).toMatchObject({ save_only: true, responses: [{ item_id: 'y3-add-tens:4', answer: '' }] }), WAIT);
    expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
  });

  it('shows the result when a save finds the paper already closed (its deadline, or another device submitted it)', async () => {
    const user = userEvent.setup();
    const bodies = serve({ get_assessment_questions_by_year_subject: () => paper(6), submit_assessment_results: () => result({ score: 1, percent: 50 }) });
    renderAt('/tutor-hub/assessments/paper/3/maths', <TutorArea />);
    const keys = await screen.findByRole('group', { name: 'Number keys' }, WAIT);
    await user.click(within(keys).getByRole('button', { name: '7' }));
    expect(await screen.findByText('1 of 2 correct (50%)', undefined, WAIT)).toBeTruthy();
    expect(bodies.submit_assessment_results).toEqual([expect.objectContaining({ save_only: true })]);
  });

  it('submits the paper as it stands when the server’s time is up', async () => {
    const bodies = serve({ get_assessment_questions_by_year_subject: () => paper(0), submit_assessment_results: () => result({ score: 0, percent: 0 }) });
    renderAt('/tutor-hub/assessments/paper/3/maths', <TutorArea />);
    expect(await screen.findByText('0 of 2 correct (0%)', undefined, WAIT)).toBeTruthy();
    expect(bodies.submit_assessment_results).toEqual([expect.objectContaining({ save_only: false, responses: [] })]);
  });

  it('shows the results history filtered by year and subject, as a trend chart and as a table', async () => {
    const user = userEvent.setup();
    const bodies = serve({ get_user_assessment_results: history });
    const location = renderAt('/tutor-hub/assessments/results', <TutorArea />);
    expect(await screen.findByText('3 assessments taken.', undefined, WAIT)).toBeTruthy();
    expect(document.querySelectorAll('.tutor-trend__line')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Your assessments, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('link')[0]?.getAttribute('href')).toBe('/tutor-hub/assessments/review/79');
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.tutor-trend')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Year'), 'Year 3');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Maths');
    await waitFor(() => expect(bodies.get_user_assessment_results?.at(-1)).toEqual({ offset: 0, limit: 100, year: 3, subject: 'maths' }), WAIT);
    expect(location.history?.at(-1)).toBe('/tutor-hub/assessments/results?year=3&subject=maths');
  });

  it('reviews an attempt: each question, the answer given against the right one, and the worked steps', async () => {
    serve({ get_assessment_review_details: review });
    renderAt('/tutor-hub/assessments/review/77', <TutorArea />);
    const items = await screen.findAllByRole('listitem', undefined, WAIT);
    const second = items.find((item) => item.textContent?.includes('Which has four right angles?'));
    expect(second && within(second).getByText('Incorrect')).toBeTruthy();
    expect(second && within(second).getByText('A triangle')).toBeTruthy();
    expect(second && within(second).getByText('A square')).toBeTruthy();
    expect(second && within(second).getByText('A square has four square corners.')).toBeTruthy();
  });

  it('works in Arabic, right to left', async () => {
    serve({ get_user_assessment_results: history });
    applyBundle({ code: 'ar', strings: ar });
    await act(() => i18n.changeLanguage('ar'));
    applyDocumentLanguage('ar', 1);
    renderAt('/tutor-hub/assessments/results', <TutorArea />);
    expect(await screen.findByRole('heading', { level: 1, name: 'نتائج التقييمات' }, WAIT)).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('خضت 3 تقييمات.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اعرض كجدول' })).toBeTruthy();
    expect(document.querySelector('.tutor-trend svg')?.getAttribute('direction')).toBe('rtl');
  });
});
