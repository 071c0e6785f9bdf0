/**
 * The solo player with the real request layer, outbox, flusher and Dexie (fake-indexeddb); only
 * fetch is replaced by canned server answers. Online rounds are checked and helped by the server;
 * offline rounds come from a downloaded pack, checked against its key; every sheet goes through
 * the outbox as its mode's op kind.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SoloSheetSchema, type SoloResult } from '../../../../contract/api/solo';
import { setBookmarkOp } from '../../../../contract/api/bookmarks';
import type { OpEnvelope } from '../../../../contract/sync/ops';
import { connectivityStore } from '../../../lib/connectivity/connectivity';
import { i18n } from '../../../lib/i18n/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { USER_ID } from '../../../lib/session/test-session';
import { getOfflineDb } from '../../../offline/db';
import { fakeApiFetch } from '../../../offline/packs/test-platform';
import { startSync, stopSync } from '../../../offline/sync-service';
import { clearOfflineDb, storeQuizPack } from '../../quiz/quiz-test-fixtures';
import { ROUND_ID, choiceQuestions, storeSoloPack, trueFalseRound, wordQuestions } from './solo-test-fixtures';
import type { SoloRoundRequest } from './solo-request';
import { SoloPlay } from './SoloPlay';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

let sentOps: OpEnvelope[];
let calls: Array<{ action: string; body: Record<string, unknown> }>;

function result(overrides: Partial<SoloResult> = {}): SoloResult {
  return {
    mode: 'true_false',
    earning: 'ranked',
    practice_reason: null,
    practice_capped: false,
    total: 2,
    correct: 1,
    incorrect: 0,
    unanswered: 0,
    skipped: 1,
    percentage: 100,
    score_earned: 4,
    coins_earned: 2,
    coins_spent: 4,
    coins: 48,
    all_time_score: 104,
    review: [
      { question_id: 11, question: 'Water boils at 100 °C at sea level.', type: 'true_false', chosen: 0, chosen_text: null, correct_answer: 0, correct_text: null, is_correct: true, skipped: false, note: 'At 1 atm.' },
      { question_id: 12, question: 'The Sun orbits the Earth.', type: 'true_false', chosen: null, chosen_text: null, correct_answer: 1, correct_text: null, is_correct: false, skipped: true, note: '' },
    ],
    ...overrides,
  };
}

function installServer(extra: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  const record = (action: string, answer: (body: Record<string, unknown>) => unknown) => (body: Record<string, unknown>) => {
    calls.push({ action, body });
    return answer(body);
  };
  vi.stubGlobal(
    'fetch',
    fakeApiFetch({
      get_questions_by_type: record('get_questions_by_type', () => trueFalseRound()),
      check_solo_answer: record('check_solo_answer', (body) => ({
        question_id: body.question_id,
        chosen: body.answer,
        chosen_text: null,
        is_correct: body.answer === 0,
        correct_answer: 0,
        correct_text: null,
        note: 'At 1 atm.',
      })),
      use_lifeline: record('use_lifeline', (body) => {
        if (calls.filter((c) => c.action === 'use_lifeline' && c.body.lifeline === body.lifeline).length > 1) throw { status: 409, code: 'LIFELINE_USED', message: 'Lifeline already used' };
        return { lifeline: body.lifeline, question_id: body.question_id, charged: 4, coins: 46, ...(body.lifeline === 'skip' ? { skipped: true } : { seconds: 20 }) };
      }),
      sync_ops: (body) => {
        const ops = body.ops as OpEnvelope[];
        sentOps.push(...ops);
        return { results: ops.map((op) => ({ op_id: op.op_id, status: 'applied', result: op.kind === 'set_bookmark' ? { question_id: 1, bookmarked: true, total: 1 } : result() })) };
      },
      ...Object.fromEntries(Object.entries(extra).map(([name, answer]) => [name, record(name, answer)])),
    }),
  );
}

function renderPlay(request: SoloRoundRequest) {
  const location = memoryLocation({ path: '/quiz-play/true-and-false-play' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SoloPlay request={request} backTo="/quiz-play/true-and-false-play" />
      </Router>
    </I18nextProvider>,
  );
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

async function next(): Promise<void> {
  const button = () => screen.getByRole('button', { name: /Next question|See my result/ }) as HTMLButtonElement;
  await until(() => expect(button().disabled).toBe(false));
  fireEvent.click(button());
}

function goOffline(): void {
  connectivityStore.set({ browserOnline: false, forcedOffline: false });
}

setUpSignedInScreenTests(() => {
  stopSync();
  connectivityStore.set({ browserOnline: true, forcedOffline: false });
  vi.useRealTimers();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  await clearOfflineDb();
  sentOps = [];
  calls = [];
  sessionStorage.clear();
  installServer();
  await startSync(USER_ID, false);
});

describe('SoloPlay online', () => {
  it('plays a served round with the server’s checks and lifelines, and shows its result from the outbox sheet', async () => {
    renderPlay({ mode: 'true_false', category: 4 });
    await until(() => expect(screen.getByRole('heading', { name: 'Water boils at 100 °C at sea level.' })).toBeTruthy());
    expect(calls[0]).toMatchObject({ action: 'get_questions_by_type', body: { type: 'true_false', category: 4 } });
    // mm:ss with two digits, counting down.
    expect(screen.getByTestId('question-timer').textContent).toBe('00:20');
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(screen.getByTestId('question-timer').textContent).toBe('00:09');

    // The mode forbids 50/50: it stays in the bar, described and refused with the spec's words.
    const fifty = screen.getByTestId('lifeline-fifty_fifty');
    expect(fifty.getAttribute('aria-disabled')).toBe('true');
    expect(fifty.textContent).toContain('This Lifeline is not allowed');
    fireEvent.click(fifty);
    expect(screen.getByTestId('lifeline-message').textContent).toBe('This Lifeline is not allowed');

    // Reset time is bought on the server: the coins shown are the server's, the clock starts again.
    fireEvent.click(screen.getByTestId('lifeline-reset_time'));
    await until(() => expect(sessionStore.get().user?.coins).toBe(46));
    expect(screen.getByTestId('question-timer').textContent).toBe('00:20');
    fireEvent.click(screen.getByTestId('lifeline-reset_time'));
    expect(screen.getByTestId('lifeline-message').textContent).toBe('Lifeline already used');
    expect(calls.filter((c) => c.action === 'use_lifeline')).toHaveLength(1);

    // True/false: two big buttons; the answer is checked by the server.
    fireEvent.click(screen.getByRole('button', { name: 'True' }));
    await until(() => expect(screen.getByTestId('answer-feedback').textContent).toContain('Correct!'));
    expect(calls.find((c) => c.action === 'check_solo_answer')?.body).toMatchObject({ round_id: ROUND_ID, question_id: 11, answer: 0 });
    await next();

    // Skip leaves the question out: straight on to the sheet.
    await until(() => expect(screen.getByRole('heading', { name: 'The Sun orbits the Earth.' })).toBeTruthy());
    fireEvent.click(screen.getByTestId('lifeline-skip'));
    await until(() => expect(screen.getByRole('heading', { name: 'Science facts: your result' })).toBeTruthy());

    expect(sentOps).toHaveLength(1);
    expect(sentOps[0]?.kind).toBe('true_false_sheet');
    const sheet = SoloSheetSchema.parse(sentOps[0]?.payload);
    expect(sheet).toMatchObject({ mode: 'true_false', round_id: ROUND_ID });
    expect(sheet.scope).toBeUndefined();
    expect(sheet.lifelines).toBeUndefined();
    expect(sheet.answers.map((a) => [a.question_id, a.answer])).toEqual([
      [11, 0],
      [12, null],
    ]);
    expect(screen.getByText('−4 coins on lifelines and hints')).toBeTruthy();
    expect(screen.getByText('Skipped')).toBeTruthy();
    expect(sessionStore.get().user).toMatchObject({ coins: 48, all_time_score: 104 });
  });

  it('shows in the review the bookmarks made while playing, though their toggles left the screen', async () => {
    installServer({ set_bookmark: (body) => ({ question_id: body.question_id, bookmarked: body.status, total: 1 }) });
    renderPlay({ mode: 'true_false', category: 4 });
    await until(() => expect(screen.getByRole('heading', { name: 'Water boils at 100 °C at sea level.' })).toBeTruthy());
    fireEvent.click(screen.getByTestId('bookmark-11'));
    await until(() => expect(screen.getByTestId('bookmark-11').getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.action === 'set_bookmark')?.body).toMatchObject({ question_id: 11, status: true, type: 'true_false' });
    fireEvent.click(screen.getByRole('button', { name: 'True' }));
    await next();
    await until(() => expect(screen.getByRole('heading', { name: 'The Sun orbits the Earth.' })).toBeTruthy());
    expect(screen.getByTestId('bookmark-12').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'False' }));
    await next();
    await until(() => expect(screen.getByRole('heading', { name: 'Science facts: your result' })).toBeTruthy());
    expect(screen.getByTestId('bookmark-11').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('bookmark-12').getAttribute('aria-pressed')).toBe('false');
  });

  it('sells Guess The Word hints on the server at the price shown and checks the built word', async () => {
    const word = { id: 31, kind: 'word' as const, question: 'A pet that purrs', options: [], image_url: null, image_alt: null, type: 'guess_the_word' as const, letters: ['T', 'A', 'C', 'Q'], word_length: 3, hint: 'It chases mice' };
    installServer({
      get_guess_the_word: () => trueFalseRound({ mode: 'guess_the_word', title: 'Animals', questions: [word], hint_price: 7 }),
      use_word_hint: () => ({ question_id: 31, revealed: [{ position: 0, letter: 'C' }], charged: 7, coins: 43 }),
      check_solo_answer: (body) => ({ question_id: 31, chosen: null, chosen_text: body.text, is_correct: body.text === 'CAT', correct_answer: -1, correct_text: 'CAT', note: '' }),
    });
    renderPlay({ mode: 'guess_the_word', category: 9 });
    await until(() => expect(screen.getByRole('heading', { name: 'A pet that purrs' })).toBeTruthy());
    const buy = screen.getByRole('button', { name: 'Reveal a letter' });
    expect(document.getElementById(buy.getAttribute('aria-describedby') ?? '')?.textContent).toBe('7 coins');
    fireEvent.click(buy);
    await until(() => expect(screen.getByRole('button', { name: 'Letter 1: C (from a hint)' })).toBeTruthy());
    expect(sessionStore.get().user?.coins).toBe(43);
    expect(calls.find((c) => c.action === 'use_word_hint')?.body).toEqual({ round_id: ROUND_ID, question_id: 31 });
    for (const key of ['a', 't', 'Enter']) fireEvent.keyDown(document, { key });
    await until(() => expect(screen.getByTestId('answer-feedback').textContent).toContain('Correct!'));
    expect(calls.find((c) => c.action === 'check_solo_answer')?.body).toMatchObject({ question_id: 31, answer: null, text: 'CAT' });
  });

  it('names a formula option by its text, since a button does not read the MathML inside it', async () => {
    const formula = { id: 51, kind: 'choice' as const, question: 'What is $\\frac{1}{2} + \\frac{1}{4}$?', options: ['$\\frac{3}{4}$', '$\\frac{2}{6}$', '$1$', '$x^2$'], image_url: null, image_alt: null, type: 'math_mania' as const, math: true };
    installServer({ get_maths_questions: () => trueFalseRound({ mode: 'math_mania', title: 'Fractions', questions: [formula] }) });
    renderPlay({ mode: 'math_mania', category: 7 });
    await until(() => expect(screen.getByRole('button', { name: '3/4' })).toBeTruthy());
    expect(screen.getByRole('button', { name: '2/6' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'x²' })).toBeTruthy();
  });

  it('resumes the same served round after a reload, at the same question, with the time and lifelines it had', async () => {
    renderPlay({ mode: 'true_false', category: 4 });
    await until(() => expect(screen.getByText('1 / 2')).toBeTruthy());
    fireEvent.click(screen.getByTestId('lifeline-reset_time'));
    await until(() => expect(sessionStore.get().user?.coins).toBe(46));
    fireEvent.keyDown(document, { key: '1' });
    await next();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    // A reload: the page goes away without unmounting anything, sessionStorage stays.
    const kept = Object.entries(sessionStorage);
    cleanup();
    for (const [k, v] of kept) sessionStorage.setItem(k, v);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    renderPlay({ mode: 'true_false', category: 4 });
    await until(() => expect(screen.getByRole('heading', { name: 'The Sun orbits the Earth.' })).toBeTruthy());
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(screen.getByTestId('question-timer').textContent).toBe('00:12');
    expect(screen.getByTestId('lifeline-reset_time').getAttribute('aria-disabled')).toBe('true');
    // The same served round: no second serve.
    expect(calls.filter((c) => c.action === 'get_questions_by_type')).toHaveLength(1);
    fireEvent.keyDown(document, { key: '2' });
    await next();
    await until(() => expect(screen.getByRole('heading', { name: 'Science facts: your result' })).toBeTruthy());
    const sheet = SoloSheetSchema.parse(sentOps[0]?.payload);
    expect(sheet.answers.map((a) => [a.question_id, a.answer])).toEqual([
      [11, 0],
      [12, 1],
    ]);
    expect(sheet.answers[1]?.time_ms).toBe(8_000);
    expect(sessionStorage.length).toBe(0);
  });

  it('says the server’s refusal, e.g. the daily quiz played today', async () => {
    installServer({ get_daily_quiz: () => ({ day: '2026-11-26', question_count: 10, played: true, result: null, round: null, streak: 3 }) });
    renderPlay({ mode: 'daily_quiz' });
    await until(() => expect(screen.getByRole('heading', { name: 'You have Already Played' })).toBeTruthy());
    expect(calls.find((c) => c.action === 'get_daily_quiz')?.body).toMatchObject({ peek: false });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/quiz-play/true-and-false-play');
  });
});

describe('SoloPlay offline', () => {
  it('builds a Guess The Word round from the pack, typed on the keyboard, and queues a practice sheet', async () => {
    await storeSoloPack(9, 'guess_the_word', wordQuestions);
    goOffline();
    renderPlay({ mode: 'guess_the_word', category: 9 });
    await until(() => expect(screen.getByRole('heading', { name: 'A pet that purrs' })).toBeTruthy());
    expect(calls).toHaveLength(0);
    // The free clue on request; a paid hint needs the server.
    fireEvent.click(screen.getByRole('button', { name: 'Show the clue' }));
    expect(screen.getByText('Clue: It chases mice')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reveal a letter' }) as HTMLButtonElement).disabled).toBe(true);

    // The decoy tiles are random: only the word's own letters are typed.
    for (const key of ['c', 'a', 'Backspace', 'a', 't']) fireEvent.keyDown(document, { key });
    expect(screen.getByText('Your word so far: CAT')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Enter' });
    await until(() => expect(screen.getByTestId('answer-feedback').textContent).toContain('Correct!'));
    expect(screen.getByTestId('answer-feedback').textContent).toContain('Cats purr.');
    await next();
    await until(() => expect(screen.getByRole('heading', { name: 'Saved on this device' })).toBeTruthy());
    expect(screen.getByTestId('device-tally').textContent).toContain('1 of 1');

    const ops = await getOfflineDb().outbox.toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]?.kind).toBe('guess_the_word_sheet');
    const sheet = SoloSheetSchema.parse(ops[0]?.payload);
    expect(sheet).toMatchObject({ mode: 'guess_the_word', scope: 'category:9', answers: [{ question_id: 31, answer: null, text: 'CAT' }] });
    expect(sheet.round_id).toBeUndefined();
  });

  it('applies lifelines from the key, keeps 50/50 and the poll apart, and lists them in the sheet', async () => {
    await storeSoloPack(12, 'nonverbal', choiceQuestions);
    goOffline();
    renderPlay({ mode: 'nonverbal', category: 12 });
    await until(() => expect(screen.getAllByRole('heading', { level: 1 })[0]?.textContent).toMatch(/Which/));
    const first = screen.getAllByRole('heading', { level: 1 })[0]?.textContent ?? '';
    expect(screen.getByTestId('lifeline-audience_poll').textContent).toContain('taken when your round syncs');
    fireEvent.click(screen.getByTestId('lifeline-audience_poll'));
    expect(screen.getAllByText(/of the audience$/)).toHaveLength(4);
    fireEvent.click(screen.getByTestId('lifeline-fifty_fifty'));
    expect(screen.getByTestId('lifeline-message').textContent).toBe('50/50 unavailable after Audience poll.');
    // The picture question (whichever comes first) shows its SVG with its description.
    const picture = () => screen.queryByRole('img', { name: 'A row of shapes with one more side each time' });
    let sawPicture = first.includes('next') && picture() !== null;
    fireEvent.keyDown(document, { key: '1' });
    await next();
    sawPicture ||= picture() !== null;
    expect(sawPicture).toBe(true);
    fireEvent.click(screen.getByTestId('lifeline-fifty_fifty'));
    expect(document.querySelectorAll('.option--removed')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(25_500));
    await until(() => expect(screen.getByTestId('answer-feedback').textContent).toContain('Time ran out.'));
    await next();
    await until(() => expect(screen.getByRole('heading', { name: 'Saved on this device' })).toBeTruthy());
    const sheet = SoloSheetSchema.parse((await getOfflineDb().outbox.toArray())[0]?.payload);
    expect(sheet.lifelines?.map((l) => l.lifeline)).toEqual(['audience_poll', 'fifty_fifty']);
    expect(sheet.answers[1]).toMatchObject({ answer: null });
  });

  it('plays Self Challenge from the Quiz Zone download on one round clock; time up leaves the rest unanswered', async () => {
    await storeQuizPack();
    goOffline();
    renderPlay({ mode: 'self_challenge', categorySlug: 'geography', limit: 5, timer: 3 });
    await until(() => expect(screen.getByTestId('question-timer').textContent).toBe('03:00'));
    expect(screen.getByRole('timer', { name: 'Time left for the round' })).toBeTruthy();
    expect(screen.getByText('1 / 5')).toBeTruthy();
    // Self Challenge allows no lifelines: every one is described as not allowed.
    expect(screen.getByTestId('lifeline-skip').textContent).toContain('This Lifeline is not allowed');
    fireEvent.keyDown(document, { key: '2' });
    await next();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByTestId('question-timer').textContent).toBe('01:59');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    await until(() => expect(screen.getByRole('heading', { name: 'Saved on this device' })).toBeTruthy());
    const ops = await getOfflineDb().outbox.toArray();
    expect(ops[0]?.kind).toBe('self_challenge_sheet');
    const sheet = SoloSheetSchema.parse(ops[0]?.payload);
    expect(sheet.scope).toBe('category:3');
    expect(sheet.answers).toHaveLength(5);
    expect(sheet.answers.slice(1).every((a) => a.answer === null)).toBe(true);
  });

  it('says honestly that nothing is downloaded, with the way to the downloads', async () => {
    // Known offline, the request still goes (the service worker may answer it): here nothing does.
    installServer({
      get_audio_questions: () => {
        throw 'network';
      },
    });
    goOffline();
    renderPlay({ mode: 'audio_questions', category: 77 });
    await until(() => expect(screen.getByRole('heading', { name: 'Not downloaded' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Go to downloads' }).getAttribute('href')).toBe('/downloads');
  });

  it('queues a bookmark made offline through the outbox, stamped with its moment', async () => {
    await storeSoloPack(12, 'nonverbal', choiceQuestions);
    goOffline();
    renderPlay({ mode: 'nonverbal', category: 12 });
    await until(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0));
    const toggle = document.querySelector<HTMLButtonElement>('.bookmark__toggle');
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle as HTMLButtonElement);
    await until(() => expect(toggle?.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText(/Saved on this device: it reaches your bookmarks/)).toBeTruthy();
    const ops = await getOfflineDb().outbox.toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]?.kind).toBe('set_bookmark');
    const payload = setBookmarkOp.payload.parse(ops[0]?.payload);
    expect(payload).toMatchObject({ status: true, type: 'nonverbal' });
    expect(payload.at).toBe(new Date(Date.now()).toISOString());
  });
});
