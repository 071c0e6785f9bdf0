import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/request/api-error';
import { AnswerSaver, retryDelay, type SaveState } from './answer-saver';

/** A fake server whose answers the test decides, and a wait that resolves at once (recording the pauses). */
function harness(answer: (questionId: number, choice: number | null, attempt: number) => 'ok' | ApiError) {
  const sent: Array<[number, number | null]> = [];
  const waits: number[] = [];
  let states: ReadonlyMap<number, SaveState> = new Map();
  let unsaved: ReadonlyMap<number, number | null> = new Map();
  let closed = 0;
  const saver = new AnswerSaver({
    send: async (questionId, choice) => {
      sent.push([questionId, choice]);
      const result = answer(questionId, choice, sent.length);
      if (result !== 'ok') throw result;
      return { answered: 1, remaining_seconds: 100 };
    },
    wait: async (ms) => {
      waits.push(ms);
    },
    onChange: (next, pending) => {
      states = next;
      unsaved = pending;
    },
    onClosed: () => (closed += 1),
  });
  return { saver, sent, waits, states: () => states, unsaved: () => unsaved, closed: () => closed };
}

const network = () => new ApiError('NETWORK', 0, 'Network Error');

describe('saving exam answers as the player goes', () => {
  it('saves each answer and reports it saved', async () => {
    const h = harness(() => 'ok');
    h.saver.set(1, 2);
    expect(h.states().get(1)).toBe('saving');
    await h.saver.flushed();
    expect(h.sent).toEqual([[1, 2]]);
    expect(h.states().get(1)).toBe('saved');
    expect(h.unsaved().size).toBe(0);
  });

  it('tries a save again after a lost connection until it arrives, never dropping it', async () => {
    const h = harness((_q, _c, attempt) => (attempt <= 3 ? network() : 'ok'));
    h.saver.set(5, 1);
    await h.saver.flushed();
    expect(h.sent).toEqual([
      [5, 1],
      [5, 1],
      [5, 1],
      [5, 1],
    ]);
    expect(h.waits).toEqual([retryDelay(0), retryDelay(1), retryDelay(2)]);
    expect(h.states().get(5)).toBe('saved');
  });

  it('keeps the choice the player made last when they change it quickly', async () => {
    const h = harness(() => 'ok');
    h.saver.set(1, 0);
    h.saver.set(1, 3);
    await h.saver.flushed();
    expect(h.sent.at(-1)).toEqual([1, 3]);
    expect(h.saver.unsaved().size).toBe(0);
  });

  it('lists unsaved choices while a save waits for the connection, and none once it arrived', async () => {
    let online = false;
    let release: () => void = () => undefined;
    let unsaved: ReadonlyMap<number, number | null> = new Map();
    let states: ReadonlyMap<number, SaveState> = new Map();
    const saver = new AnswerSaver({
      send: async () => {
        if (!online) throw network();
      },
      // Holds until the test lets it go, so the state in between can be read.
      wait: () => new Promise<void>((resolve) => (release = resolve)),
      onChange: (next, pending) => {
        states = next;
        unsaved = pending;
      },
    });
    saver.set(2, 1);
    await vi.waitFor(() => expect(states.get(2)).toBe('retrying'));
    expect(unsaved.get(2)).toBe(1);
    online = true;
    release();
    await saver.flushed();
    expect(unsaved.size).toBe(0);
  });

  it('stops every save once the server says the attempt is closed', async () => {
    const h = harness((questionId) => (questionId === 1 ? new ApiError('EXAM_ATTEMPT_CLOSED', 409, 'closed') : 'ok'));
    h.saver.set(1, 0);
    h.saver.set(2, 0);
    await h.saver.flushed();
    expect(h.closed()).toBe(1);
    expect(h.saver.isClosed()).toBe(true);
    expect(h.sent).toEqual([[1, 0]]);
  });

  it('marks an answer the server refuses for another reason as failed (shown, not retried forever)', async () => {
    const h = harness(() => new ApiError('VALIDATION', 400, 'choice must be 0 to 3'));
    h.saver.set(1, 0);
    await h.saver.flushed();
    expect(h.states().get(1)).toBe('failed');
    expect(h.sent).toHaveLength(1);
  });

  it('does not send again what a resumed attempt already holds', async () => {
    const h = harness(() => 'ok');
    h.saver.known(4, 2);
    h.saver.set(4, 2);
    await h.saver.flushed();
    expect(h.sent).toEqual([]);
    expect(h.states().get(4)).toBe('saved');
  });
});
