import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { TutorSessionUpdateSchema, type TutorUnit } from '../../../../contract/api/tutor';
import type { TutorItem } from '../../../../contract/tutor/content';
import { setForcedOffline } from '../../../lib/connectivity/connectivity';
import { ApiError } from '../../../lib/request/api-error';
import { callAction } from '../../../lib/request/request';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';
import { USER_ID } from '../../../lib/session/test-session';
import { renderAt } from '../../../lib/test-api';
import { getOfflineDb } from '../../../offline/db';
import { readTutorSession, storeTutorUnits } from '../../../offline/tutor-progress';
import { viewOf } from './session-engine';
import { SessionScreen } from './SessionScreen';
import { englishUnit, mathsUnit } from './session-test-fixtures';

vi.mock('../../../lib/request/request', () => ({ callAction: vi.fn() }));

const SUBJECT = { id: 3, slug: 'year-3-english', name: 'Year 3 English', subject: 'english' as const, year: 3, no_of_chapters: 1, no_of_units: 2 };

function serve(units: readonly TutorUnit[]) {
  vi.mocked(callAction).mockImplementation(async (action) => {
    if (action === 'get_tutor_subjects') return [SUBJECT] as never;
    if (action === 'get_chapters_by_category') return { subject: SUBJECT, chapters: [{ id: 7, slug: 'words', chapter: 1, chaptername: 'Words', units: [...units] }] } as never;
    if (action === 'get_tutor_session_progress') return null as never;
    throw new ApiError('NETWORK', 0, 'Network Error');
  });
}

function renderSession(curriculumId: number) {
  renderAt(`/tutor-hub/units/${curriculumId}/session`, <Route path="/tutor-hub/units/:curriculumId/session" component={SessionScreen} />);
}

/** The item the device is asking now (read from the stored session, as the screen does). */
async function currentItem(unit: TutorUnit): Promise<TutorItem> {
  const session = await readTutorSession(USER_ID, unit.curriculum_id);
  const { item } = viewOf(unit, session);
  if (!item) throw new Error('no item');
  return item;
}

const status = () => screen.getByRole('status', { name: "The tutor's feedback" });

setUpSignedInScreenTests(async () => {
  setForcedOffline(false);
  vi.mocked(callAction).mockReset();
  const db = getOfflineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('SessionScreen', () => {
  it('teaches a unit: notes, the worked example step by step, then guided practice with a hint after a wrong answer', async () => {
    serve([englishUnit]);
    renderSession(englishUnit.curriculum_id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouns' })).toBeTruthy();
    expect(await screen.findByText('A noun names a person, place or thing.')).toBeTruthy();
    expect(callAction).toHaveBeenCalledWith('get_tutor_session_progress', { curriculum_id: englishUnit.curriculum_id }, { displayToast: false });
    fireEvent.click(screen.getByRole('button', { name: 'Show me an example' }));
    // The example's two steps, one per press.
    fireEvent.click(await screen.findByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(screen.getAllByRole('listitem').some((li) => li.textContent === 'A noun names a person, place or thing.')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Now I try' }));
    await screen.findByText(/Question 1 of 3/);

    // A wrong option: the first rung of the ladder, announced in the live region.
    const item = await currentItem(englishUnit);
    const options = within(screen.getByRole('group', { name: item.prompt }));
    const wrong = item.options?.find((_, i) => String(i) !== item.answer) ?? '';
    fireEvent.click(options.getByRole('button', { name: wrong }));
    expect(await within(status()).findByText('Not quite. Start with this first step.')).toBeTruthy();
    expect(within(status()).getByText(item.steps[0]?.text ?? '')).toBeTruthy();
    // The right option moves on, with the verdict said; a second press on it answers nothing more.
    const right = within(screen.getByRole('group', { name: item.prompt })).getByRole('button', { name: item.options?.[Number(item.answer)] ?? '' });
    fireEvent.click(right);
    fireEvent.click(right);
    await screen.findByText(/Question 2 of 3/);
    expect(within(status()).getByText("That's right!")).toBeTruthy();

    // Every step went to the outbox as a contract-valid tutor_session op, the hint among the turns.
    const ops = await getOfflineDb().outbox.toArray();
    expect(ops.every((op) => op.kind === 'tutor_session' && TutorSessionUpdateSchema.safeParse(op.payload).success)).toBe(true);
    const turns = ops.flatMap((op) => TutorSessionUpdateSchema.parse(op.payload).conversation_history);
    expect(turns.filter((turn) => turn.hint === 'step')).toHaveLength(1);
    expect(turns.filter((turn) => turn.role === 'student')).toHaveLength(2);
    // The transcript is there for a screen reader, tutor and student turns named.
    fireEvent.click(screen.getByText(/Our conversation/));
    expect(screen.getAllByText('You:').length).toBe(2);
  });

  it('plays offline from the kept unit, and resumes where the student left off after a reload', async () => {
    await storeTutorUnits(1, [mathsUnit]);
    setForcedOffline(true);
    renderSession(mathsUnit.curriculum_id);
    fireEvent.click(await screen.findByRole('button', { name: 'Show me an example' }));
    await screen.findByRole('button', { name: 'Next step' });
    const example = await currentItem(mathsUnit);
    expect(screen.getByRole('heading', { level: 2, name: example.prompt })).toBeTruthy();
    for (let i = 0; i < example.steps.length; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
      await waitFor(() => expect(document.querySelectorAll('.tutor-session__steps li')).toHaveLength(i + 1));
    }
    expect(screen.getByText(`So the answer is ${example.answer}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Now I try' }));
    await screen.findByText(/Question 1 of 3/);
    const item = await currentItem(mathsUnit);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: String(Number(item.answer) + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    await within(status()).findByText(/Nearly!|Not quite. Start with this first step./);
    expect(callAction).not.toHaveBeenCalled();

    // A reload: the same question, with its hint, from the device alone.
    cleanup();
    renderSession(mathsUnit.curriculum_id);
    expect(await screen.findByRole('heading', { level: 2, name: item.prompt })).toBeTruthy();
    expect(within(status()).getByText(/Nearly!|Not quite. Start with this first step./)).toBeTruthy();
    expect((await getOfflineDb().outbox.toArray()).every((op) => op.status === 'pending')).toBe(true);
  });

  it('says a unit the device does not have needs a connection', async () => {
    setForcedOffline(true);
    renderSession(999);
    expect(await screen.findByRole('heading', { level: 1, name: /not on this device yet/ })).toBeTruthy();
  });
});
