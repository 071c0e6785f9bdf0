import { describe, expect, it } from 'vitest';
import { setMathsProgress, setNonVerbalReasoningProgress } from '../api/maths';
import { setLevelData } from '../api/quiz';
import { isOpKind, opDefs } from './op-defs';
import { OP_KINDS } from './op-kinds';

describe('the op kinds of the contract', () => {
  it('are each declared once, under their own kind, with who may send them and a payload schema', () => {
    expect(Object.keys(opDefs).sort()).toEqual([...OP_KINDS].sort());
    for (const kind of OP_KINDS) {
      const def = opDefs[kind];
      expect(def.kind).toBe(kind);
      expect(['user', 'subscriber', 'admin']).toContain(def.auth);
      expect(typeof def.payload.safeParse).toBe('function');
    }
  });

  it('are gated like the online actions they stand for', () => {
    expect(opDefs.quiz_zone_sheet.auth).toBe(setLevelData.auth);
    expect(opDefs.maths_answer.auth).toBe(setMathsProgress.auth);
    expect(opDefs.nvr_answer.auth).toBe(setNonVerbalReasoningProgress.auth);
    // Spec section 2 gates every maths page on a subscription, and a reset is a maths write.
    expect(opDefs.maths_reset.auth).toBe('subscriber');
  });

  it('know only their own kinds, never a property every object has', () => {
    for (const kind of OP_KINDS) expect(isOpKind(kind)).toBe(true);
    for (const kind of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'coin_gift']) expect(isOpKind(kind)).toBe(false);
  });
});
