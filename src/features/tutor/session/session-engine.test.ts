import { describe, expect, it } from 'vitest';
import { TutorTurnSchema, type TutorUnit } from '../../../../contract/api/tutor';
import type { TutorItem } from '../../../../contract/tutor/content';
import { advance, MAX_TURN_TEXT, roundOf, viewOf, type SessionEvent, type SessionProgress } from './session-engine';
import { CHECK_ITEMS, GUIDED_ITEMS, INDEPENDENT_ITEMS, isRightAnswer, planSession } from './session-plan';
import { englishUnit, mathsUnit, testIds, testTexts } from './session-test-fixtures';

const ctx = { newId: testIds, now: '2026-11-27T03:10:00.000Z', texts: testTexts };
const START: SessionProgress = { stage: 'explain', transcript: [] };

function play(unit: TutorUnit, progress: SessionProgress, event: SessionEvent): SessionProgress {
  const step = advance(unit, progress, event, ctx);
  return { stage: step.stage, transcript: [...progress.transcript, ...step.turns] };
}

/** A wrong answer to an item: another option, or the number plus one. */
const wrongOf = (item: TutorItem) => (item.kind === 'choice' ? String((Number(item.answer) + 1) % (item.options?.length ?? 2)) : String(Number(item.answer) + 1));

function currentItem(unit: TutorUnit, progress: SessionProgress): TutorItem {
  const { item } = viewOf(unit, progress);
  if (!item) throw new Error(`no item in ${progress.stage}`);
  return item;
}

/** From the notes through the worked example's steps to the first guided item. */
function toGuided(unit: TutorUnit): SessionProgress {
  let progress = play(unit, START, { type: 'continue' });
  expect(progress.stage).toBe('worked_example');
  const steps = viewOf(unit, progress).plan?.example.steps.length ?? 0;
  for (let i = 0; i < steps; i += 1) {
    expect(viewOf(unit, progress).stepsShown).toBe(i);
    progress = play(unit, progress, { type: 'continue' });
  }
  expect(viewOf(unit, progress).stepsShown).toBe(steps);
  progress = play(unit, progress, { type: 'continue' });
  expect(progress.stage).toBe('guided_practice');
  return progress;
}

describe('the session engine', () => {
  it('runs a written unit through every stage, each turn contract-valid with an id of its own', () => {
    let progress = toGuided(englishUnit);
    const stages: string[] = [];
    while (progress.stage !== 'complete') {
      stages.push(progress.stage);
      progress = play(englishUnit, progress, { type: 'answer', answer: currentItem(englishUnit, progress).answer });
    }
    expect(stages).toEqual([...Array<string>(GUIDED_ITEMS).fill('guided_practice'), ...Array<string>(INDEPENDENT_ITEMS).fill('independent_practice'), ...Array<string>(CHECK_ITEMS).fill('check')]);
    expect(viewOf(englishUnit, progress).result).toEqual({ correct: CHECK_ITEMS, total: CHECK_ITEMS });
    for (const turn of progress.transcript) expect(TutorTurnSchema.safeParse(turn).success).toBe(true);
    expect(new Set(progress.transcript.map((t) => t.turn_id)).size).toBe(progress.transcript.length);
    const answers = progress.transcript.filter((t) => t.role === 'student');
    expect(answers).toHaveLength(GUIDED_ITEMS + INDEPENDENT_ITEMS + CHECK_ITEMS);
    expect(answers.every((t) => t.correct === true && t.item_id !== undefined)).toBe(true);
    // A choice answer reads as its option in the transcript.
    const first = answers[0];
    const item = englishUnit.practice.source === 'items' ? englishUnit.practice.items.find((i) => i.id === first?.item_id) : undefined;
    expect(first?.text).toBe(item?.options?.[Number(item.answer)]);
    expect(progress.transcript.at(-1)?.text).toBe(`You got ${CHECK_ITEMS} of ${CHECK_ITEMS} in the check.`);
  });

  it('answers a wrong guided answer with the hint ladder: the step, the next step, the solution, then moves on', () => {
    let progress = toGuided(englishUnit);
    const item = currentItem(englishUnit, progress);
    const levels: (string | undefined)[] = [];
    for (let i = 0; i < 3; i += 1) {
      progress = play(englishUnit, progress, { type: 'answer', answer: wrongOf(item) });
      const view = viewOf(englishUnit, progress);
      expect(view.item?.id).toBe(item.id);
      expect(view.hintsShown).toBe(i + 1);
      levels.push(progress.transcript.at(-1)?.hint);
      expect(view.hint?.level).toBe(levels.at(-1));
    }
    expect(levels).toEqual(['step', 'next_step', 'solution']);
    // After the solution a wrong answer shows the answer and moves on; no more hints.
    progress = play(englishUnit, progress, { type: 'answer', answer: wrongOf(item) });
    expect(progress.transcript.at(-2)?.text).toBe(`The answer is ${item.options?.[Number(item.answer)] ?? ''}. On to the next one.`);
    const next = viewOf(englishUnit, progress);
    expect(next.index).toBe(1);
    expect(next.item?.id).not.toBe(item.id);
    expect(next.hintsShown).toBe(0);
  });

  it('moves on after a right answer following a hint', () => {
    let progress = toGuided(mathsUnit);
    const item = currentItem(mathsUnit, progress);
    progress = play(mathsUnit, progress, { type: 'answer', answer: wrongOf(item) });
    expect(progress.transcript.at(-1)?.hint).toBe('step');
    progress = play(mathsUnit, progress, { type: 'answer', answer: ` ${item.answer} ` });
    expect(progress.transcript.at(-1)?.item_id).not.toBe(item.id);
    expect(viewOf(mathsUnit, progress).index).toBe(1);
  });

  it('gives no hints in independent practice and counts the check', () => {
    let progress = toGuided(englishUnit);
    while (progress.stage === 'guided_practice') progress = play(englishUnit, progress, { type: 'answer', answer: currentItem(englishUnit, progress).answer });
    expect(progress.stage).toBe('independent_practice');
    // The new stage's first question still shows the verdict of the last guided answer.
    expect(viewOf(englishUnit, progress).last).toMatchObject({ correct: true, item: { id: progress.transcript.filter((t) => t.role === 'student').at(-1)?.item_id } });
    const item = currentItem(englishUnit, progress);
    progress = play(englishUnit, progress, { type: 'answer', answer: wrongOf(item) });
    expect(progress.transcript.some((t) => t.stage === 'independent_practice' && t.hint !== undefined)).toBe(false);
    expect(viewOf(englishUnit, progress).index).toBe(1);
    expect(viewOf(englishUnit, progress).last).toMatchObject({ correct: false, item: { id: item.id } });
    while (progress.stage === 'independent_practice') progress = play(englishUnit, progress, { type: 'answer', answer: currentItem(englishUnit, progress).answer });
    // One check answer wrong, the others right.
    progress = play(englishUnit, progress, { type: 'answer', answer: wrongOf(currentItem(englishUnit, progress)) });
    while (progress.stage === 'check') progress = play(englishUnit, progress, { type: 'answer', answer: currentItem(englishUnit, progress).answer });
    expect(viewOf(englishUnit, progress).result).toEqual({ correct: CHECK_ITEMS - 1, total: CHECK_ITEMS });
  });

  it('resumes from the transcript alone: the view of a replayed transcript is the same', () => {
    let progress = toGuided(mathsUnit);
    progress = play(mathsUnit, progress, { type: 'answer', answer: wrongOf(currentItem(mathsUnit, progress)) });
    const copy: SessionProgress = { stage: progress.stage, transcript: JSON.parse(JSON.stringify(progress.transcript)) as SessionProgress['transcript'] };
    expect(viewOf(mathsUnit, copy)).toEqual(viewOf(mathsUnit, progress));
  });

  it('starts a new round with new items after the session is complete', () => {
    let progress = toGuided(englishUnit);
    while (progress.stage !== 'complete') progress = play(englishUnit, progress, { type: 'answer', answer: currentItem(englishUnit, progress).answer });
    const firstStart = roundOf(progress.transcript).start?.turn_id;
    progress = play(englishUnit, progress, { type: 'restart' });
    expect(progress.stage).toBe('explain');
    progress = play(englishUnit, progress, { type: 'continue' });
    const round = roundOf(progress.transcript);
    expect(round.start?.turn_id).not.toBe(firstStart);
    expect(round.turns.every((t) => t.stage === 'worked_example')).toBe(true);
    expect(viewOf(englishUnit, progress).stepsShown).toBe(0);
  });

  it('refuses events that do not fit the stage', () => {
    expect(() => advance(englishUnit, START, { type: 'answer', answer: '1' }, ctx)).toThrow(RangeError);
    expect(() => advance(englishUnit, START, { type: 'restart' }, ctx)).toThrow(RangeError);
    const guided = toGuided(englishUnit);
    expect(() => advance(englishUnit, guided, { type: 'continue' }, ctx)).toThrow(RangeError);
    expect(() => advance(englishUnit, guided, { type: 'answer', answer: '  ' }, ctx)).toThrow('answer must not be empty');
    expect(() => advance(englishUnit, guided, { type: 'answer', answer: '1'.repeat(33) }, ctx)).toThrow('at most 32');
  });

  it('keeps every turn within the contract: a long solution hint is cut to the text limit', () => {
    const long = { ...englishUnit, practice: { source: 'items' as const, items: (englishUnit.practice.source === 'items' ? englishUnit.practice.items : []).map((item) => ({ ...item, steps: Array.from({ length: 8 }, (_, i) => ({ text: `${'x'.repeat(390)} ${i}` })) })) } };
    let progress = toGuided(long);
    const item = currentItem(long, progress);
    for (let i = 0; i < 3; i += 1) progress = play(long, progress, { type: 'answer', answer: wrongOf(item) });
    const solution = progress.transcript.at(-1);
    expect(solution?.hint).toBe('solution');
    expect(solution?.text).toHaveLength(MAX_TURN_TEXT);
    expect(progress.transcript.every((turn) => TutorTurnSchema.safeParse(turn).success)).toBe(true);
  });
});

describe('the session plan', () => {
  it('draws maths items from the levels, easiest first, the same for the same seed and none twice', () => {
    const plan = planSession(mathsUnit, 'start-seed0001');
    expect(planSession(mathsUnit, 'start-seed0001')).toEqual(plan);
    expect(planSession(mathsUnit, 'start-seed0002')).not.toEqual(plan);
    const all = [plan.example, ...plan.guided, ...plan.independent, ...plan.check];
    expect(all).toHaveLength(1 + GUIDED_ITEMS + INDEPENDENT_ITEMS + CHECK_ITEMS);
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    expect([plan.example, ...plan.guided].every((i) => i.id.startsWith('y3-add-1:'))).toBe(true);
    expect(plan.independent.every((i) => i.id.startsWith('y3-add-2:'))).toBe(true);
    for (const item of all) {
      expect(item.steps.length).toBeGreaterThan(0);
      expect(isRightAnswer(item, item.answer)).toBe(true);
      expect(isRightAnswer(item, String(Number(item.answer) + 1))).toBe(false);
    }
  });

  it('shuffles a written unit by the seed without asking an item twice', () => {
    const plan = planSession(englishUnit, 'start-seed0003');
    const all = [plan.example, ...plan.guided, ...plan.independent, ...plan.check];
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    expect(isRightAnswer(plan.example, plan.example.answer)).toBe(true);
    expect(isRightAnswer(plan.example, wrongOf(plan.example))).toBe(false);
  });
});
