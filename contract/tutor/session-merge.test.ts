import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TutorTurn } from '../api/tutor';
import { TUTOR_STAGES } from './mastery-rules';
import { EMPTY_SESSION, mergeSessions, sessionWrite, transcriptOf, type SessionState } from './session-merge';

/** Device ids from a small alphabet and small seqs, so equal stamps, ties and shared turn ids all happen. */
const deviceId = fc.constantFrom('tablet-0001', 'tablet-0002', 'phone-00001', 'Phone-00001');
const turn: fc.Arbitrary<TutorTurn> = fc.record({
  turn_id: fc.constantFrom('turn-0001', 'turn-0002', 'turn-0003', 'turn-0004', 'turn-0005'),
  role: fc.constantFrom('tutor' as const, 'student' as const),
  stage: fc.constantFrom(...TUTOR_STAGES),
  text: fc.constantFrom('Add the ones.', '42', 'Try again: look at the tens.'),
  at: fc.constant('2026-11-20T10:00:00.000Z'),
});
const write = fc.record({
  stage: fc.constantFrom(...TUTOR_STAGES),
  turns: fc.array(turn, { maxLength: 4 }),
  seq: fc.integer({ min: 1, max: 5 }),
  device_id: deviceId,
});
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;
const stateOf = (w: Write) => sessionWrite(w.stage, w.turns, w);
/** What a replica can hold: the merge of some writes it has seen. */
const state: fc.Arbitrary<SessionState> = fc.array(write, { maxLength: 4 }).map((ws) => ws.map(stateOf).reduce(mergeSessions, EMPTY_SESSION));

describe('tutor session merge', () => {
  it('is commutative', () => {
    fc.assert(fc.property(state, state, (a, b) => {
        expect(mergeSessions(a, b)).toEqual(mergeSessions(b, a));
      }),
    );
  });

  it('is associative', () => {
    fc.assert(fc.property(state, state, state, (a, b, c) => {
        expect(mergeSessions(mergeSessions(a, b), c)).toEqual(mergeSessions(a, mergeSessions(b, c)));
      }),
    );
  });

  it('is idempotent, and the empty session changes nothing', () => {
    fc.assert(
      fc.property(state, (a) => {
        expect(mergeSessions(a, a)).toEqual(a);
        expect(mergeSessions(a, EMPTY_SESSION)).toEqual(mergeSessions(EMPTY_SESSION, a));
      }),
    );
  });

  it('ends in the same state and transcript for any delivery order and duplication of the same writes', () => {
    const deliveries = fc.array(write, { minLength: 1, maxLength: 6 }).chain((writes) =>
      fc.array(fc.nat(writes.length - 1), { maxLength: 8 }).chain((repeats) => {
        const all = [...writes.keys(), ...repeats];
        return fc.tuple(fc.constant(writes), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }));
      }),
    );
    fc.assert(
      fc.property(deliveries, ([writes, order]) => {
        const states = writes.map(stateOf);
        const clean = states.reduce(mergeSessions, EMPTY_SESSION);
        const messy = order.reduce((acc, i) => mergeSessions(acc, states[i] as SessionState), EMPTY_SESSION);
        expect(messy).toEqual(clean);
        expect(transcriptOf(messy)).toEqual(transcriptOf(clean));
      }),
    );
  });

  it('takes the stage of the greatest (seq, device_id) and keeps a resent turn at its first place', () => {
    const t = (turn_id: string, text: string): TutorTurn => ({ turn_id, role: 'student', stage: 'guided_practice', text, at: '2026-11-20T10:00:00.000Z' });
    const first = sessionWrite('guided_practice', [t('turn-aaaa', 'one'), t('turn-bbbb', 'two')], { seq: 2, device_id: 'tablet-0001' });
    // The phone's later write resends turn-bbbb before a new turn; the tablet's stage write is older.
    const later = sessionWrite('check', [t('turn-cccc', 'three'), t('turn-bbbb', 'two')], { seq: 3, device_id: 'phone-00001' });
    const merged = mergeSessions(later, first);
    expect(merged).toMatchObject({ current_stage: 'check', last_seq: 3, last_device_id: 'phone-00001' });
    expect(transcriptOf(merged).map((x) => x.turn_id)).toEqual(['turn-aaaa', 'turn-bbbb', 'turn-cccc']);
    expect(mergeSessions(first, later)).toEqual(merged);
  });
});
