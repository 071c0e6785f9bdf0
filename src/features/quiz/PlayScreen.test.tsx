/**
 * The play screen with the real request layer, outbox, flusher and Dexie (fake-indexeddb); only
 * fetch is replaced, by canned server answers. Every sheet goes through the outbox, online or not.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OpEnvelope } from '../../../contract/sync/ops';
import { connectivityStore } from '../../lib/connectivity/connectivity';
import { i18n } from '../../lib/i18n/i18n';
import { isBusy } from '../../lib/safe-point';
import { resetSession, sessionStore } from '../../lib/session/session-store';
import { getOfflineDb } from '../../offline/db';
import { providePendingRounds } from '../../lib/pending-rounds-slot';
import { startSync, stopSync } from '../../offline/sync-service';
import { loadSyncStatus } from '../sync-status';
import { fakeApiFetch, MemoryMediaCaches, type FakeFailure } from '../../offline/packs/test-platform';
import { PlayScreen } from './PlayScreen';
import { signInSubscriber, USER_ID } from '../../lib/session/test-session';
import { clearOfflineDb, levelResult, packLevels, storeQuizPack } from './quiz-test-fixtures';
import { SHEET_WAIT_MS } from '../../offline/op-results';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

const serverQuestions = packLevels[0]?.questions.map(({ id, question, options, image_url, image_alt }) => ({ id, question, options, image_url, image_alt })) ?? [];
const NETWORK: FakeFailure = 'network';
const ROUND_ID = 'served-round-0000000001';

/** What the fake server does with sync_ops: answer each op with a result, a refusal, or nothing. */
let syncAnswer: (op: OpEnvelope) => unknown;
let questionsAnswer: () => unknown;
let sentOps: OpEnvelope[];
/** What the fake server answers to check_level_answer: the level's key, first answer final. */
let checkAnswer: (body: Record<string, unknown>) => unknown;
let checked: Record<string, unknown>[];

const level1Key = packLevels[0]?.questions ?? [];
function keyVerdict(body: Record<string, unknown>) {
  const question = level1Key.find((q) => q.id === body.question_id);
  if (!question) throw { status: 400, code: 'ROUND_NOT_SERVED', message: 'This question was not served in this round.' };
  const first = checked.find((c) => c.question_id === body.question_id) ?? body;
  return { question_id: question.id, chosen: first.answer, is_correct: first.answer === question.answer, correct_answer: question.answer, note: question.note };
}

function installServer() {
  const fetchFn = fakeApiFetch({
    get_questions_by_level: () => questionsAnswer(),
    check_level_answer: (body) => {
      const verdict = checkAnswer(body);
      checked.push(body);
      return verdict;
    },
    sync_ops: (body) => {
      const ops = body.ops as OpEnvelope[];
      sentOps.push(...ops);
      return { results: ops.map((op) => syncAnswer(op)) };
    },
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

function renderPlay(level = 1) {
  const location = memoryLocation({ path: `/quiz-zone/3-geography/7-capitals/level/${level}` });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/quiz-zone/:category/:subcategory/level/:level" component={PlayScreen} />
      </Router>
    </I18nextProvider>,
  );
}

/**
 * Yields real setImmediate turns (fake-indexeddb works in them; the fake clock stays put) until
 * `assertion` passes, or fails with its error after `turns` of them.
 */
/** Moves on from an answer's feedback once its verdict has come (Next is off until then). */
async function next(): Promise<void> {
  await until(() => expect((screen.getByRole('button', { name: /Next question|See my result/ }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: /Next question|See my result/ }));
}

async function until(assertion: () => void | Promise<void>, turns = 500): Promise<void> {
  for (let i = 0; ; i += 1) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (i >= turns) throw error;
    }
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

setUpSignedInScreenTests(() => {
  stopSync();
  providePendingRounds(null);
  connectivityStore.set({ browserOnline: true, forcedOffline: false });
  vi.useRealTimers();
});
beforeEach(async () => {
  // Dexie (fake-indexeddb) schedules with setImmediate, which stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  await clearOfflineDb();
  sentOps = [];
  checked = [];
  checkAnswer = keyVerdict;
  sessionStorage.clear();
  questionsAnswer = () => ({
    level: 1,
    seconds_per_question: 30,
    questions: serverQuestions,
    round_id: ROUND_ID,
    expires_at: new Date(Date.now() + 150_000).toISOString(),
    pass_percentage: 60,
  });
  syncAnswer = (op) => ({ op_id: op.op_id, status: 'applied', result: levelResult() });
  installServer();
  await startSync(USER_ID, false);
});

describe('PlayScreen online', () => {
  it('plays one question at a time, sends the sheet through the outbox and shows the server result', async () => {
    renderPlay();
    await until(() => expect(screen.getByRole('heading', { name: 'Capital of France?' })).toBeTruthy());
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(document.title).toBe('Level 1 · Quizhive');
    expect(screen.getByTestId('question-timer').textContent).toBe('00:30');
    // Online play has no key: nothing is marked until the server has checked an answer; no offline note.
    expect(document.querySelector('.option--correct, .option--wrong')).toBeNull();
    expect(screen.queryByText(/^Playing from your download/)).toBeNull();
    expect(screen.getByRole('img', { name: 'A drawing for question 101' }).getAttribute('src')).toBe('/content-media/quiz/q101.svg');
    expect(isBusy()).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    fireEvent.click(screen.getByRole('button', { name: 'Paris' }));
    // The server checks the answer inside the round: the same feedback as a pack's.
    await until(() => expect(screen.getByTestId('answer-feedback').textContent).toContain('Correct!'));
    expect(screen.getByTestId('answer-feedback').textContent).toContain('Paris has been the capital since 987.');
    expect(checked[0]).toMatchObject({ round_id: ROUND_ID, question_id: 101, answer: 1, time_ms: 2_000 });
    await next();
    expect(screen.getByRole('heading', { name: 'Largest planet?' })).toBeTruthy();
    fireEvent.keyDown(document, { key: '1' });
    await until(() => expect(screen.getByTestId('answer-feedback').textContent).toContain('The right answer is: Jupiter'));
    await next();
    expect(screen.getByRole('heading', { name: 'H2O is?' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_250));
    await until(() => expect(screen.getByTestId('answer-feedback').textContent).toContain('Time ran out.'));
    expect(checked[2]).toMatchObject({ question_id: 103, answer: null });
    await next();
    await until(() => expect(screen.getByRole('heading', { name: 'Level 1 complete' })).toBeTruthy());

    expect(sentOps).toHaveLength(1);
    // The sheet names the round the server served, so the server scores it as ranked play.
    expect(sentOps[0]).toMatchObject({ kind: 'quiz_zone_sheet', seq: 1, payload: { category: 3, subcategory: 7, level: 1, round_id: ROUND_ID } });
    const answers = (sentOps[0]?.payload as { answers: { question_id: number; answer: number | null; time_ms: number }[] }).answers;
    expect(answers.map((a) => [a.question_id, a.answer])).toEqual([
      [101, 1],
      [102, 0],
      [103, null],
    ]);
    expect(answers[0]?.time_ms).toBe(2_000);

    expect(screen.getByRole('heading', { name: 'Level 1 complete' })).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('+6 coins')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next level' }).getAttribute('href')).toBe('/quiz-zone/3-geography/7-capitals/level/2');
    expect(sessionStore.get().user).toMatchObject({ coins: 56, all_time_score: 108 });
    expect(await getOfflineDb().outbox.count()).toBe(0);
    expect(await getOfflineDb().quizLevels.get([USER_ID, 7])).toMatchObject({ levelReached: 2 });
    expect(screen.queryByTestId('earning-notes')).toBeNull();
    expect(isBusy()).toBe(false);
  });

  it('says why a replay earned nothing, and that the next level needs the pass mark', async () => {
    syncAnswer = (op) => ({
      op_id: op.op_id,
      status: 'applied',
      result: levelResult({ mode: 'practice', practice_reason: 'already_played', passed: false, correct: 1, percentage: 33.33, coins_earned: 0, score_earned: 0, next_level: null }),
    });
    installServer();
    renderPlay();
    await until(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    for (const key of ['2', '1', '1']) {
      fireEvent.keyDown(document, { key });
      await next();
    }
    await until(() => expect(screen.getByRole('heading', { name: 'Level 1 complete' })).toBeTruthy());
    const notes = screen.getByTestId('earning-notes').textContent;
    expect(notes).toContain('You have Already Played this level. Replays are practice: they can raise your best percentage but earn no coins or score.');
    expect(notes).toContain('You need 60% or more to open the next level. Try again!');
    expect(screen.queryByRole('link', { name: 'Next level' })).toBeNull();
    // The device has no key for server questions: the next level stays as the server left it.
    expect((await getOfflineDb().quizLevels.get([USER_ID, 7]))?.levelReached ?? 1).toBe(1);
  });

  it('says the sheet is saved on the device when the server does not answer in time, and keeps it', async () => {
    syncAnswer = () => {
      throw NETWORK;
    };
    installServer();
    renderPlay();
    await until(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    for (const key of ['2', '3', '2']) {
      fireEvent.keyDown(document, { key });
      await next();
    }
    expect(screen.getByText('Checking your answers…')).toBeTruthy();
    // The sheet is in the outbox (its flush was tried) before the wait runs out.
    await until(() => expect(sentOps).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(SHEET_WAIT_MS));
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'Saved on this device' })).toBeTruthy());

    const heading = screen.getByRole('heading', { level: 1, name: 'Saved on this device' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('It will be scored when you are back online. Your coins and score update then.')).toBeTruthy();
    // Online play has no answer key, so the device cannot tally the sheet itself, nor open a level.
    expect(screen.queryByTestId('device-tally')).toBeNull();
    expect(screen.queryByTestId('practice-rule')).toBeNull();
    expect((await getOfflineDb().quizLevels.get([USER_ID, 7]))?.levelReached ?? 1).toBe(1);
    // Back to pending once the failed flush has put it back, to be sent again later.
    await until(async () => expect(await getOfflineDb().outbox.toArray()).toEqual([expect.objectContaining({ kind: 'quiz_zone_sheet', status: 'pending', payload: expect.objectContaining({ level: 1 }) })]));
    expect(sessionStore.get().user).toMatchObject({ coins: 50 });
  });

  it('shows the reason when the server refuses the sheet', async () => {
    syncAnswer = (op) => ({
      op_id: op.op_id,
      status: 'rejected',
      error: { code: 'LEVEL_LOCKED', message: 'This Level is Locked. Play previous levels to unlock', field: 'level' },
    });
    installServer();
    renderPlay();
    await until(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    for (const key of ['1', '1', '1']) {
      fireEvent.keyDown(document, { key });
      await next();
    }
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'These answers were not accepted' })).toBeTruthy());
    expect(screen.getByText('This Level is Locked. Play previous levels to unlock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it('keeps the answers and offers a retry when the sheet cannot be stored on the device', async () => {
    renderPlay();
    await until(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    fireEvent.keyDown(document, { key: '2' });
    await next();
    fireEvent.keyDown(document, { key: '3' });
    await next();
    fireEvent.keyDown(document, { key: '2' });
    await until(() => expect(screen.getByTestId('answer-feedback').textContent).toContain('Correct!'));
    // Signed out in another tab just before the last step: there is no user to store the sheet for.
    resetSession();
    await next();
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'Your answers could not be sent' })).toBeTruthy());
    const heading = screen.getByRole('heading', { level: 1, name: 'Your answers could not be sent' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Your answers are kept on this screen.')).toBeTruthy();
    expect(await getOfflineDb().outbox.count()).toBe(0);

    signInSubscriber();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await until(() => expect(screen.getByRole('heading', { name: 'Level 1 complete' })).toBeTruthy());
    expect((sentOps[0]?.payload as { answers: { answer: number | null }[] }).answers.map((a) => a.answer)).toEqual([1, 2, 1]);
  });

  it('resumes the same round after a reload at the same question, with the time it had left', async () => {
    const fetchFn = installServer();
    renderPlay();
    await until(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    fireEvent.keyDown(document, { key: '2' });
    await next();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // A reload: the page goes away without unmounting anything, sessionStorage stays.
    const kept = Object.entries(sessionStorage);
    cleanup();
    for (const [k, v] of kept) sessionStorage.setItem(k, v);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    renderPlay();
    await until(() => expect(screen.getByRole('heading', { name: 'Largest planet?' })).toBeTruthy());
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(screen.getByTestId('question-timer').textContent).toBe('00:15');
    // The same served round: no second get_questions_by_level.
    expect(fetchFn.calls.filter((url) => url.includes('get_questions_by_level'))).toHaveLength(1);
    fireEvent.keyDown(document, { key: '3' });
    await next();
    fireEvent.keyDown(document, { key: '2' });
    await next();
    await until(() => expect(screen.getByRole('heading', { name: 'Level 1 complete' })).toBeTruthy());
    expect(sentOps[0]?.payload).toMatchObject({ round_id: ROUND_ID, answers: [{ question_id: 101, answer: 1 }, { question_id: 102, answer: 2 }, { question_id: 103, answer: 1 }] });
    // The round is over: nothing left to resume.
    expect(sessionStorage.length).toBe(0);
  });

  it('says a level that does not exist, with the way back and no Try again', async () => {
    questionsAnswer = () => {
      throw { status: 404, code: 'LEVEL_NOT_FOUND', message: 'This level does not exist.' };
    };
    installServer();
    renderPlay(9);
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'This level does not exist' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to levels' }).getAttribute('href')).toBe('/quiz-zone/3-geography/7-capitals');
  });

  it('shows a load failure as the h1 of the screen, in plain words, when no pack is downloaded', async () => {
    questionsAnswer = () => {
      throw NETWORK;
    };
    installServer();
    renderPlay();
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'This could not be loaded' })).toBeTruthy());
    expect(screen.getByText('You seem to be offline. Check your connection and try again.')).toBeTruthy();
    expect(document.title).toBe('This could not be loaded · Quizhive');
  });
});

describe('PlayScreen from a downloaded pack', () => {
  beforeEach(async () => {
    await storeQuizPack();
    const caches = new MemoryMediaCaches();
    await (await caches.open('qh-pack-media')).put('/content-media/quiz/q101.svg', new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } }));
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pack-picture', revokeObjectURL: () => undefined }));
    questionsAnswer = () => {
      throw NETWORK;
    };
    syncAnswer = () => {
      throw NETWORK;
    };
    installServer();
  });

  it('plays from the pack when the network fails, with feedback after each answer, and saves the sheet with its tally', async () => {
    renderPlay();
    await until(() => expect(screen.getByRole('img', { name: 'A drawing for question 101' }).getAttribute('src')).toBe('blob:pack-picture'));
    expect(screen.getByRole('status').textContent).toContain('Playing from your download.');

    fireEvent.click(screen.getByRole('button', { name: 'Rome' }));
    const feedback = screen.getByTestId('answer-feedback');
    expect(feedback.textContent).toContain('Not quite.');
    expect(feedback.textContent).toContain('The right answer is: Paris');
    expect(feedback.textContent).toContain('Paris has been the capital since 987.');
    // The timer stops while the feedback is read.
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(screen.getByRole('heading', { name: 'Capital of France?' })).toBeTruthy();
    expect(isBusy()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));

    fireEvent.keyDown(document, { key: '3' });
    expect(screen.getByTestId('answer-feedback').textContent).toContain('Correct!');
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Water' }));
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    // The sheet and the unlock it earns are on the device before any answer from the server.
    await until(() => expect(sentOps).toHaveLength(1));
    const [op] = await getOfflineDb().outbox.toArray();
    expect(op).toMatchObject({ kind: 'quiz_zone_sheet', userId: USER_ID, payload: { category: 3, subcategory: 7, level: 1 } });
    // No round: a pack's sheet is practice on the server.
    expect(op?.payload).not.toHaveProperty('round_id');
    // 2 of 3 (67%) reaches the 60% pass mark: the next level opens on this device.
    expect(await getOfflineDb().quizLevels.get([USER_ID, 7])).toMatchObject({ levelReached: 2, maxLevel: 3 });

    await act(() => vi.advanceTimersByTimeAsync(SHEET_WAIT_MS));
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'Saved on this device' })).toBeTruthy());
    expect(screen.getByTestId('device-tally').textContent).toBe('On this device: 2 of 3 correct (67%).');
    expect(screen.getByTestId('practice-rule').textContent).toBe(
      'Played from a download, this round counts as practice: it opens the next level at 60% or more and can earn up to 20 coins a day, but no score. Rounds played online are ranked.',
    );
    expect(screen.getByRole('link', { name: 'Next level' }).getAttribute('href')).toBe('/quiz-zone/3-geography/7-capitals/level/2');
    expect(isBusy()).toBe(false);
  });

  it('keeps the next level closed on this device when the pack round is under the pass mark', async () => {
    renderPlay();
    await until(() => expect(screen.getByRole('heading', { name: 'Capital of France?' })).toBeTruthy());
    for (const choice of ['Rome', 'Jupiter', 'Gold']) {
      fireEvent.click(screen.getByRole('button', { name: choice }));
      fireEvent.click(screen.getByRole('button', { name: /Next question|See my result/ }));
    }
    await until(() => expect(sentOps).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(SHEET_WAIT_MS));
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'Saved on this device' })).toBeTruthy());
    expect(screen.getByTestId('device-tally').textContent).toBe('On this device: 1 of 3 correct (33%).');
    expect(screen.getByText('You need 60% or more to open the next level. Try again!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next level' })).toBeNull();
    expect((await getOfflineDb().quizLevels.get([USER_ID, 7]))?.levelReached ?? 1).toBe(1);
  });

  it('reads the pack first when the browser says it is offline, ends saved at once, and shows the server result when a sync gets the sheet through', async () => {
    connectivityStore.set({ browserOnline: false, forcedOffline: false });
    syncAnswer = (op) => ({ op_id: op.op_id, status: 'duplicate', result: levelResult({ correct: 3, percentage: 100, coins: 60, all_time_score: 112 }) });
    const fetchFn = installServer();
    renderPlay();
    await until(() => expect(screen.getByRole('heading', { name: 'Capital of France?' })).toBeTruthy());
    expect(fetchFn.calls.some((url) => url.includes('get_questions_by_level'))).toBe(false);
    for (const choice of ['Paris', 'Jupiter', 'Water']) {
      fireEvent.click(screen.getByRole('button', { name: choice }));
      fireEvent.click(screen.getByRole('button', { name: /Next question|See my result/ }));
    }
    // Known offline, nothing waits for the server: saved on the device, with the device's tally.
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'Saved on this device' })).toBeTruthy());
    expect(screen.getByTestId('device-tally').textContent).toBe('On this device: 3 of 3 correct (100%).');
    expect(screen.queryByText('Checking your answers…')).toBeNull();
    expect(sentOps).toHaveLength(0);
    // The server's last totals, and the round not in them (the chip's chunk, after start-up, says it).
    await act(async () => {
      await loadSyncStatus();
    });
    // The rounds' live query schedules with setTimeout, which this suite fakes.
    await act(() => vi.advanceTimersByTimeAsync(100));
    await until(() =>
      expect(screen.getByTestId('pending-rounds').textContent).toBe(
        'The server last gave you 50 coins and a score of 100. 1 round waiting to sync, coins and score not final.',
      ),
    );
    // Back online, the sync sends the sheet and the card turns into the server's result.
    act(() => {
      connectivityStore.set({ browserOnline: true, forcedOffline: false });
      window.dispatchEvent(new Event('online'));
    });
    await until(() => expect(screen.getByRole('heading', { name: 'Level 1 complete' })).toBeTruthy());
    expect(sentOps).toHaveLength(1);
    expect(screen.queryByText(/It will reach the server when you are back online/)).toBeNull();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(sessionStore.get().user).toMatchObject({ coins: 60, all_time_score: 112 });
    // Scored: nothing waits any more, and the totals are the server's answer.
    await until(() => expect(screen.queryByTestId('pending-rounds')).toBeNull());
  });

  it('keeps a level locked that this device has not opened', async () => {
    renderPlay(2);
    await until(() => expect(screen.getByRole('heading', { level: 1, name: 'This level is locked' })).toBeTruthy());
    expect(screen.getByText('Play previous levels to unlock it.')).toBeTruthy();
    // Retrying cannot open it: the way out is the levels list, not Try again.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to levels' }).getAttribute('href')).toBe('/quiz-zone/3-geography/7-capitals');
  });

  it('opens a level the server reported earlier', async () => {
    await getOfflineDb().quizLevels.put({ userId: USER_ID, subcategoryId: 7, categoryId: 3, levelReached: 2, maxLevel: 3 });
    renderPlay(2);
    await until(() => expect(screen.getByRole('heading', { name: 'Capital of Japan?' })).toBeTruthy());
  });
});
