import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { generateQuestion } from '../../../contract/maths/generate';
import { setForcedOffline } from '../../lib/connectivity/connectivity';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { ApiError } from '../../lib/request/api-error';
import { callAction } from '../../lib/request/request';
import { isBusy } from '../../lib/safe-point';
import { resetSession } from '../../lib/session/session-store';
import { signInSubscriber } from '../../lib/session/test-session';
import { getOfflineDb } from '../../offline/db';
import { PracticeScreen } from './PracticeScreen';
import { levelRefOfPath, readAheadPractice, resetPracticeReadAhead } from './practice-data';
import { storeMathsPack, year3Content } from './maths-test-fixtures';

vi.mock('../../lib/request/request', () => ({ callAction: vi.fn() }));

const PATH = '/tutor-hub/sub-categories/:subject/:curriculum/:unit/level/:level';
const content = year3Content;
const question = (n: number) => generateQuestion(content.units[0]!.levels[0]!.generator, `y3-add-1:${n}`);

const practicePath = (levelNumber: number) => `/tutor-hub/sub-categories/maths/3-year-3-maths/5-addition/level/${levelNumber}`;
const levelReads = () => vi.mocked(callAction).mock.calls.filter(([action]) => action === 'get_unit_levels_by_category').length;

function renderPractice(levelNumber = 1) {
  const location = memoryLocation({ path: practicePath(levelNumber) });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={PATH} component={PracticeScreen} />
      </Router>
    </I18nextProvider>,
  );
}

const pad = () => screen.getByRole('group', { name: 'Number keypad' });
const typeOnKeypad = (answer: string) => {
  for (const digit of answer) fireEvent.click(within(pad()).getByRole('button', { name: digit }));
};
const typeOnKeyboard = (keys: string[]) => {
  for (const key of keys) fireEvent.keyDown(document.activeElement ?? document.body, { key });
};
const wrong = (answer: string) => String(Number(answer) + 1);

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  resetSession();
  signInSubscriber();
  vi.mocked(callAction).mockImplementation(async (action) => {
    if (action === 'get_unit_levels_by_category') return content as never;
    throw new ApiError('NETWORK', 0, 'Network Error');
  });
});

afterEach(async () => {
  cleanup();
  resetPracticeReadAhead();
  setForcedOffline(false);
  vi.mocked(callAction).mockReset();
  const db = getOfflineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('PracticeScreen', () => {
  it('plays a level one question at a time with instant feedback, then sums it up and tells the unlock', async () => {
    renderPractice();
    expect(await screen.findByRole('heading', { level: 2, name: question(1).prompt })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Addition · Level 1' })).toBeTruthy();
    expect(callAction).toHaveBeenCalledWith('get_unit_levels_by_category', { category: 3, question_type: 'maths' }, expect.objectContaining({ displayToast: false }));
    // The round marks the app busy in an effect, which may run just after the question shows.
    await waitFor(() => expect(isBusy()).toBe(true));

    // Question 1 on the keypad: right.
    typeOnKeypad(question(1).answer);
    expect(screen.getByTestId('maths-answer').textContent).toBe(question(1).answer);
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await within(screen.getByRole('status')).findByText('Correct!')).toBeTruthy();
    const [op] = await getOfflineDb().outbox.toArray();
    expect(op).toMatchObject({ userId: '1', kind: 'maths_answer', payload: { curriculum_id: 3, level_key: 'y3-add-1', question_id: 'y3-add-1:1', answer: question(1).answer } });
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));

    // Question 2 on the keyboard: wrong, with a correction typed away first; Enter checks and moves on.
    const heading = await screen.findByRole('heading', { level: 2, name: question(2).prompt });
    expect(document.activeElement).toBe(heading);
    typeOnKeyboard(['9', 'Backspace', ...wrong(question(2).answer).split(''), 'Enter']);
    expect(await within(screen.getByRole('status')).findByText(`Not quite. The answer is ${question(2).answer}.`)).toBeTruthy();
    typeOnKeyboard(['Enter']);

    // Question 3: right, and the last one.
    await screen.findByRole('heading', { level: 2, name: question(3).prompt });
    typeOnKeypad(question(3).answer);
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    await within(screen.getByRole('status')).findByText('Correct!');
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));

    expect(await screen.findByRole('heading', { name: 'Level 1 finished' })).toBeTruthy();
    expect(screen.getByText('You got 2 of 3 right this time.')).toBeTruthy();
    expect(await screen.findByText('Level progress: 2 of 3 right, 3 answered.')).toBeTruthy();
    expect(screen.getByText('Get 3 of 3 right to unlock level 2.')).toBeTruthy();
    expect(isBusy()).toBe(false);

    // Again, all right this time: 3 of 3 opens level 2.
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    for (const n of [1, 2, 3]) {
      await screen.findByRole('heading', { level: 2, name: question(n).prompt });
      typeOnKeypad(question(n).answer);
      fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
      await within(screen.getByRole('status')).findByText('Correct!');
      fireEvent.click(screen.getByRole('button', { name: n === 3 ? 'See my results' : 'Next question' }));
    }
    expect(await screen.findByText('Level 2 is unlocked!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play level 2' }).getAttribute('href')).toBe('/tutor-hub/sub-categories/maths/3-year-3-maths/5-addition/level/2');
    expect(await getOfflineDb().outbox.count()).toBe(6);
  });

  it('does not check an empty answer', async () => {
    renderPractice();
    await screen.findByRole('heading', { level: 2, name: question(1).prompt });
    const check = screen.getByRole('button', { name: 'Check answer' });
    expect(check.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(check);
    typeOnKeyboard(['Enter']);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(await getOfflineDb().outbox.count()).toBe(0);
  });

  it('plays from the download offline and says so', async () => {
    setForcedOffline(true);
    await storeMathsPack(content);
    renderPractice();
    expect(await screen.findByRole('heading', { level: 2, name: question(1).prompt })).toBeTruthy();
    expect(screen.getByText(/Practising from your download/)).toBeTruthy();
    expect(callAction).not.toHaveBeenCalled();
  });

  it('plays from the download when the browser says online but the request finds no network', async () => {
    vi.mocked(callAction).mockRejectedValue(new ApiError('NETWORK', 0, 'Network Error'));
    await storeMathsPack(content);
    renderPractice();
    expect(await screen.findByRole('heading', { level: 2, name: question(1).prompt })).toBeTruthy();
    expect(screen.getByText(/Practising from your download/)).toBeTruthy();
    expect(callAction).toHaveBeenCalledWith('get_unit_levels_by_category', { category: 3, question_type: 'maths' }, expect.anything());
  });

  it('says it needs a download or a connection when it has neither', async () => {
    setForcedOffline(true);
    vi.mocked(callAction).mockRejectedValue(new ApiError('NETWORK', 0, 'Network Error'));
    renderPractice();
    expect(await screen.findByRole('heading', { level: 1, name: 'This needs a download or a connection' })).toBeTruthy();
  });

  it('keeps a locked level closed', async () => {
    renderPractice(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 2 is locked' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Number keypad' })).toBeNull();
  });
  it('shows the reads started as its chunk arrived, without reading again', async () => {
    await storeMathsPack(content);
    readAheadPractice(practicePath(1));
    await waitFor(() => expect(levelReads()).toBe(1));
    renderPractice();
    expect(await screen.findByRole('heading', { level: 2, name: question(1).prompt })).toBeTruthy();
    expect(levelReads()).toBe(1);
  });

  it('starts the reads ahead only once the restored session names a subscriber, and reads afresh for another curriculum', async () => {
    resetSession();
    readAheadPractice('/tutor-hub/sub-categories/maths/4-year-4-maths/5-addition/level/1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(levelReads()).toBe(0);
    signInSubscriber();
    await waitFor(() => expect(levelReads()).toBe(1));
    renderPractice(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 2 is locked' })).toBeTruthy();
    expect(levelReads()).toBe(2);
  });
});

describe('levelRefOfPath', () => {
  it('reads a practice URL as the router matches it, and nothing else', () => {
    expect(levelRefOfPath(practicePath(2))).toEqual({ subject: 'maths', curriculumId: 3, unitId: 5, level: 2 });
    expect(levelRefOfPath('/Tutor-Hub/sub-categories/nvr/7/8-shapes/LEVEL/1/')).toEqual({ subject: 'nvr', curriculumId: 7, unitId: 8, level: 1 });
    expect(levelRefOfPath('/tutor-hub/sub-categories/maths/3-year-3-maths')).toBeNull();
    expect(levelRefOfPath('/tutor-hub/sub-categories/maths/3-year-3-maths/5-addition/level/1/more')).toBeNull();
    expect(levelRefOfPath('/tutor-hub/sub-categories/chess/3/5/level/1')).toBeNull();
    expect(levelRefOfPath('/quiz-zone/3/5/level/1')).toBeNull();
  });
});
