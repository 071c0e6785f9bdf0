import { describe, expect, it, vi } from 'vitest';
import type { TutorTurn } from '../../../../contract/api/tutor';
import type { SessionStep } from './session-engine';
import { chatProvider, phraseStep, ruleBasedProvider, type PhraseCall, type TutorProvider } from './tutor-provider';

const at = '2026-11-01T09:00:00.000Z';
const step: SessionStep = {
  stage: 'guided_practice',
  turns: [
    { turn_id: 'turn-student-01', role: 'student', stage: 'guided_practice', text: '12', item_id: 'u:1', answer: '12', correct: false, at },
    { turn_id: 'turn-hint-0001', role: 'tutor', stage: 'guided_practice', text: 'Look at the first step again.', item_id: 'u:1', hint: 'step', at },
    { turn_id: 'turn-ask-00001', role: 'tutor', stage: 'guided_practice', text: 'What is 3 + 4?', item_id: 'u:2', at },
  ],
};
const context = { curriculumId: 7, language: 'fr' };
const online = { online: () => true };
const reworded = (turns: readonly TutorTurn[]) => turns.map((turn) => ({ ...turn, text: `« ${turn.text} »` }));
const provider = (phrase: TutorProvider['phrase']): TutorProvider => ({ kind: 'chat', phrase });

describe('phraseStep', () => {
  it('keeps the engine’s step as it is with the rule-based provider', async () => {
    expect(await phraseStep(ruleBasedProvider, step, context, online)).toBe(step);
  });

  it('rewords only the tutor turns’ texts', async () => {
    const phrase = vi.fn((turns: readonly TutorTurn[]) => Promise.resolve(reworded(turns)));
    const worded = await phraseStep(provider(phrase), step, context, online);
    expect(phrase).toHaveBeenCalledWith(step.turns.slice(1), context, expect.any(AbortSignal));
    expect(worded.stage).toBe(step.stage);
    expect(worded.turns[0]).toEqual(step.turns[0]);
    expect(worded.turns.slice(1)).toEqual(reworded(step.turns.slice(1)));
  });

  it('falls back to the engine’s words offline, without asking', async () => {
    const phrase = vi.fn((turns: readonly TutorTurn[]) => Promise.resolve(reworded(turns)));
    expect(await phraseStep(provider(phrase), step, context, { online: () => false })).toBe(step);
    expect(phrase).not.toHaveBeenCalled();
  });

  it('falls back on an error', async () => {
    expect(await phraseStep(provider(() => Promise.reject(new Error('network'))), step, context, online)).toBe(step);
  });

  it('falls back past its deadline, and aborts the request', async () => {
    let aborted = false;
    const slow = provider((_turns, _context, signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise(() => undefined);
    });
    expect(await phraseStep(slow, step, context, { ...online, timeoutMs: 20 })).toBe(step);
    expect(aborted).toBe(true);
  });

  it('keeps the engine’s turn where a provider changed anything but the text, or sent an empty one', async () => {
    const sly = provider((turns) => Promise.resolve([{ ...(turns[0] as TutorTurn), text: 'Nice hint', hint: 'solution' as const }, { ...(turns[1] as TutorTurn), text: '  ' }]));
    expect((await phraseStep(sly, step, context, online)).turns).toEqual(step.turns);
    const nul = provider((turns) => Promise.resolve(turns.map((turn) => ({ ...turn, text: `${turn.text}\u0000` }))));
    expect((await phraseStep(nul, step, context, online)).turns).toEqual(step.turns);
    const short = provider((turns) => Promise.resolve(reworded(turns).slice(1)));
    expect(await phraseStep(short, step, context, online)).toBe(step);
  });
});

describe('chatProvider', () => {
  it('sends the tutor turns and takes the phrased texts by turn id', async () => {
    const call = vi.fn<PhraseCall>((body) => Promise.resolve({ status: 'phrased', turns: body.turns.map((t) => ({ turn_id: t.turn_id, text: t.text.toUpperCase() })) }));
    const worded = await phraseStep(chatProvider(call), step, context, online);
    expect(call.mock.calls[0]?.[0]).toEqual({
      curriculum_id: 7,
      language: 'fr',
      turns: [
        { turn_id: 'turn-hint-0001', stage: 'guided_practice', text: 'Look at the first step again.', item_id: 'u:1', hint: 'step' },
        { turn_id: 'turn-ask-00001', stage: 'guided_practice', text: 'What is 3 + 4?', item_id: 'u:2' },
      ],
    });
    expect(worded.turns.map((t) => t.text)).toEqual(['12', 'LOOK AT THE FIRST STEP AGAIN.', 'WHAT IS 3 + 4?']);
  });

  it('keeps the engine’s words when the server says off or unavailable', async () => {
    for (const status of ['off', 'unavailable'] as const) {
      const call = vi.fn<PhraseCall>((body) => Promise.resolve({ status, turns: body.turns.map((t) => ({ turn_id: t.turn_id, text: 'ignored' })) }));
      expect((await phraseStep(chatProvider(call), step, context, online)).turns).toEqual(step.turns);
    }
  });
});
