/**
 * Tutor units for the session and review tests, contract-valid (TutorUnitSchema): a maths unit over
 * two generated addition levels and an English unit of ten written choice items with their steps.
 */
import type { SkillMastery, TutorTurn, TutorUnit } from '../../../../contract/api/tutor';
import type { SessionTexts } from './session-engine';

export const mathsUnit: TutorUnit = {
  curriculum_id: 41,
  slug: 'adding-2-digit-numbers',
  name: 'Adding 2-digit numbers',
  chapter_id: 4,
  notes: [
    { type: 'text', text: 'Add the ones, then the tens.' },
    { type: 'formula', tex: '23 + 45 = 68', says: '23 plus 45 equals 68' },
  ],
  practice: {
    source: 'generator',
    levels: [
      { level_key: 'y3-add-1', generator: { kind: 'addition', a: [10, 49], b: [10, 49] }, question_count: 20 },
      { level_key: 'y3-add-2', generator: { kind: 'addition', a: [10, 99], b: [10, 99] }, question_count: 20 },
    ],
  },
};

/** Written choice questions on nouns: prompt, options, the right option's index. */
export const nounQuestions: readonly (readonly [string, readonly string[], number])[] = [
  ['Which word is a noun?', ['run', 'table', 'quickly', 'blue'], 1],
  ['Which word is a noun?', ['happy', 'jump', 'garden', 'softly'], 2],
  ['Which word is a noun?', ['teacher', 'sing', 'under', 'tall'], 0],
  ['Which word is a noun?', ['slowly', 'bright', 'swim', 'river'], 3],
  ['Which word is a proper noun?', ['city', 'London', 'river', 'school'], 1],
  ['Which word is a plural noun?', ['fox', 'box', 'foxes', 'boxy'], 2],
  ['Which word is a noun?', ['dog', 'ran', 'under', 'soft'], 0],
  ['Which word is a noun?', ['quick', 'apple', 'jump', 'very'], 1],
  ['Which word is a noun?', ['sing', 'loud', 'pencil', 'after'], 2],
  ['Which word is a noun?', ['bright', 'when', 'climb', 'house'], 3],
];

export const englishUnit: TutorUnit = {
  curriculum_id: 52,
  slug: 'nouns',
  name: 'Nouns',
  chapter_id: 7,
  notes: [{ type: 'text', text: 'A noun names a person, place or thing.' }],
  practice: {
    source: 'items',
    items: nounQuestions.map(([prompt, options, answer], i) => ({
      id: `nouns:q${i + 1}`,
      kind: 'choice' as const,
      prompt,
      options: [...options],
      answer: String(answer),
      steps: [{ text: 'A noun names a person, place or thing.' }, { text: `Which option names a thing? ${options[answer] ?? ''}.` }],
    })),
  },
};

/** Plain English texts, as the player's translations would say them. */
export const testTexts: SessionTexts = {
  start: (unit) => `Let us learn: ${unit}`,
  workedExample: (prompt) => `Watch me solve: ${prompt}`,
  step: (step, n, total) => `Step ${n} of ${total}: ${step.text}`,
  guidedIntro: 'Your turn, with my help.',
  independentIntro: 'Now on your own.',
  checkIntro: 'A short check.',
  correct: 'Right!',
  incorrect: (answer) => `Not quite: the answer is ${answer}.`,
  hint: (hint) => `${hint.text} ${hint.steps.map((s) => s.text).join(' ')}`,
  moveOn: (answer) => `The answer is ${answer}. On to the next one.`,
  complete: (correct, total) => `You got ${correct} of ${total} in the check.`,
};

let counter = 0;
/** Ids unique within a test run, in the contract's form. */
export const testIds = (prefix: 'start' | 'turn') => `${prefix}-${String((counter += 1)).padStart(8, '0')}`;

/** A server session of a unit, as get_tutor_session_progress answers it. */
export function serverSession(curriculumId: number, stage: TutorTurn['stage'], turns: readonly TutorTurn[], stamp: { seq: number; device_id: string }, mastery?: Partial<SkillMastery>) {
  return {
    user_id: 7,
    curriculum_id: curriculumId,
    current_stage: stage,
    proficiency_level: mastery?.level ?? 'attempted',
    conversation_history: [...turns],
    mastery: { curriculum_id: curriculumId, level: 'attempted', recent: 1, recent_correct: 0, attempts: 1, review_due_at: null, ...mastery },
    last_seq: stamp.seq,
    last_device_id: stamp.device_id,
    updated_at: '2026-11-27T03:00:00.000Z',
  } as const;
}
