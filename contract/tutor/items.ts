/**
 * A generated maths item of the tutor hub: a level's question n with its worked steps, made from
 * the level's spec and the seed '<level_key>:<n>' exactly as maths practice makes it, so the id,
 * prompt and answer are the ones the server checks (server/features/tutor/items.ts) and the steps
 * come from the numbers the generator drew. Pure: the device makes items offline.
 */
import { generateWorkedQuestion, questionId } from '../maths/generate';
import type { GeneratorSpec } from '../maths/spec';
import type { TutorItem } from './content';

/** A level key as maths levels have them ('y3-add-2'). */
const LEVEL_KEY = /^[a-z0-9][a-z0-9-]{0,59}$/;

export function generatedItem(levelKey: string, spec: GeneratorSpec, index: number): TutorItem {
  if (!LEVEL_KEY.test(levelKey)) throw new RangeError(`levelKey must be a maths level key such as 'y3-add-2', not '${levelKey}'`);
  if (!Number.isSafeInteger(index) || index < 1) throw new RangeError(`index must be a whole number from 1, not ${index}`);
  const { id, prompt, answer, steps } = generateWorkedQuestion(spec, questionId(levelKey, index));
  return { id, kind: 'number', prompt, answer, steps };
}
