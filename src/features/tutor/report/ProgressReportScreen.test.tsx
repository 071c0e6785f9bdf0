/**
 * The progress report against a canned server (fetch stubbed at the network boundary, answers parsed
 * with their contract schemas in tutor-test-fixtures.ts) and the real Dexie (fake-indexeddb): the
 * student, the levels per subject with why and their counts, the assessment results by year and
 * subject, the tables' captions and headers, the Print button; each part that cannot be read is
 * said and the others still shown; the device's own levels stand in for the server's.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import { applyBundle, applyDocumentLanguage, i18n } from '../../../lib/i18n/i18n';
import { network, renderAt, serve, WAIT } from '../../../lib/test-api';
import { getOfflineDb } from '../../../offline/db';
import { applyPulledMastery } from '../../../offline/tutor-progress';
import { TutorArea } from '../TutorArea';
import { chapters, history, mastery, subjects } from '../tutor-test-fixtures';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';
import { readStoredResults } from './results-store';

setUpSignedInScreenTests(async () => {
  vi.restoreAllMocks();
  const db = getOfflineDb();
  await Promise.all([db.tutorSkills.clear(), db.tutorAttempts.clear(), db.meta.clear()]);
});

/** Subject 11's chapters are on the device; the other two subjects' are not (never opened). */
const chaptersOf11 = (body: Record<string, unknown>) => (body.category === 11 ? chapters() : network(body));

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the progress report', () => {
  it('shows the student, each subject’s units with level and why, the counts per level, and the results by year and subject', async () => {
    serve({ get_tutor_subjects: subjects, get_tutor_mastery: () => mastery(), get_chapters_by_category: chaptersOf11, get_user_assessment_results: history });
    renderAt('/tutor-hub/report', <TutorArea />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress report' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Student: Sub')).toBeTruthy();
    expect(screen.getByText(/^Made on /)).toBeTruthy();

    const maths = await screen.findByRole('region', { name: 'Year 3 Maths' }, WAIT);
    const counts = within(maths).getByRole('table', { name: 'Year 3 Maths: units at each level' });
    expect(headers(counts)).toEqual(['Mastered', 'Proficient', 'Familiar', 'Attempted', 'Not started']);
    expect(rows(counts)).toEqual([['0', '0', '1', '1', '1']]);
    const units = within(maths).getByRole('table', { name: 'Year 3 Maths: each unit\'s level and why' });
    expect(headers(units)).toEqual(['Chapter', 'Unit', 'Level', 'Why']);
    expect(rows(units)).toEqual([
      ['Addition', 'Adding tens', 'Familiar', '4 of your last 5 practice answers correct; review due in 3 days'],
      ['Addition', 'Adding hundreds', 'Attempted', '1 of your last 3 practice answers correct; review due now'],
      ['Shapes', 'Right angles', 'Not started', 'Not tried yet'],
    ]);
    expect(within(units).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Adding tens', 'Adding hundreds', 'Right angles']);
    // The subjects whose units this device never read say so, in place.
    expect(within(screen.getByRole('region', { name: 'Year 3 English' })).getByText('The units of Year 3 English could not be read on this device: open this subject once with a connection.')).toBeTruthy();

    const results = screen.getByRole('table', { name: 'Assessment results by year and subject' });
    expect(headers(results)).toEqual(['Assessment', 'Attempts', 'Latest score', 'Best', 'Trend', 'Last taken']);
    const [english, mathsResult] = rows(results);
    expect(english?.slice(0, 5)).toEqual(['Year 3 English', '1', '7 of 10 (70%)', '70%', 'First attempt']);
    expect(mathsResult?.slice(0, 5)).toEqual(['Year 3 Maths', '2', '2 of 2 (100%)', '100%', 'Up50% → 100%']);
    expect(mathsResult?.[5]).toMatch(/2026/);
  });

  it('prints with the Print button, and the hub links the report', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    serve({ get_tutor_subjects: subjects, get_tutor_mastery: () => mastery(), get_chapters_by_category: chaptersOf11, get_user_assessment_results: history, get_maths_curricula: () => [] });
    renderAt('/tutor-hub/report', <TutorArea />);
    await screen.findByRole('table', { name: 'Assessment results by year and subject' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    cleanup();
    renderAt('/tutor-hub/sub-categories', <TutorArea />);
    expect((await screen.findByRole('link', { name: 'Open the progress report' }, WAIT)).getAttribute('href')).toBe('/tutor-hub/report');
  });

  it('says each part it could not read, and shows the rest', async () => {
    serve({ get_tutor_subjects: network, get_tutor_mastery: network, get_user_assessment_results: network });
    renderAt('/tutor-hub/report', <TutorArea />);
    expect(await screen.findByText('The subjects could not be read on this device: open the Tutor Hub once with a connection, then try again.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('The assessment results could not be read on this device: open the assessment results once with a connection.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the results kept on the device when they cannot be read, with when they were kept', async () => {
    // The results screen keeps the whole history it read (no filter) on the device.
    serve({ get_user_assessment_results: history });
    renderAt('/tutor-hub/assessments/results', <TutorArea />);
    await screen.findByText('3 assessments taken.', undefined, WAIT);
    await waitFor(async () => expect((await readStoredResults('1'))?.results).toHaveLength(3), WAIT);
    cleanup();
    serve({ get_tutor_subjects: network, get_tutor_mastery: network, get_user_assessment_results: network });
    renderAt('/tutor-hub/report', <TutorArea />);
    const results = await screen.findByRole('table', { name: 'Assessment results by year and subject' }, WAIT);
    expect(rows(results).map((row) => row.slice(0, 3))).toEqual([
      ['Year 3 English', '1', '7 of 10 (70%)'],
      ['Year 3 Maths', '2', '2 of 2 (100%)'],
    ]);
    expect(screen.getByText(/^Some parts are as this device last saved them, the oldest on /)).toBeTruthy();
    expect(screen.queryByText(/The assessment results could not be read/)).toBeNull();
  });

  it('shows the device’s own levels when the server’s cannot be read, and says so', async () => {
    await applyPulledMastery('1', [{ curriculum_id: 503, level: 'proficient', recent: 5, recent_correct: 5, attempts: 5, review_due_at: null }]);
    serve({ get_tutor_subjects: subjects, get_tutor_mastery: network, get_chapters_by_category: chaptersOf11, get_user_assessment_results: () => ({ total: 0, data: [] }) });
    renderAt('/tutor-hub/report', <TutorArea />);
    const units = await screen.findByRole('table', { name: 'Year 3 Maths: each unit\'s level and why' }, WAIT);
    expect(rows(units).map((row) => row[2])).toEqual(['Not started', 'Not started', 'Proficient']);
    expect(screen.getByText('These levels are this device\'s own: the server\'s could not be read, so work done on other devices may be missing.')).toBeTruthy();
    expect(screen.getByText('No assessments taken yet.')).toBeTruthy();
  });

  it('keeps a fresh read of the server’s levels on the device', async () => {
    serve({ get_tutor_subjects: subjects, get_tutor_mastery: () => mastery(), get_chapters_by_category: chaptersOf11, get_user_assessment_results: history });
    renderAt('/tutor-hub/report', <TutorArea />);
    await screen.findByRole('table', { name: 'Year 3 Maths: units at each level' }, WAIT);
    expect((await getOfflineDb().tutorSkills.get(['1', 501]))?.mastery.level).toBe('familiar');
  });

  it('works in Arabic, right to left', async () => {
    serve({ get_tutor_subjects: subjects, get_tutor_mastery: () => mastery(), get_chapters_by_category: chaptersOf11, get_user_assessment_results: history });
    applyBundle({ code: 'ar', strings: ar });
    await act(() => i18n.changeLanguage('ar'));
    applyDocumentLanguage('ar', 1);
    renderAt('/tutor-hub/report', <TutorArea />);
    expect(await screen.findByRole('heading', { level: 1, name: 'تقرير التقدم' }, WAIT)).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const results = await screen.findByRole('table', { name: 'نتائج التقييمات حسب السنة والمادة' }, WAIT);
    expect(headers(results)[0]).toBe('التقييم');
    expect(screen.getByRole('button', { name: 'اطبع' })).toBeTruthy();
  });
});
