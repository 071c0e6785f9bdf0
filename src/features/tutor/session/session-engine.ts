/**
 * The rule-based tutor of a guided session (issue 17, docs/TUTOR.md "Sessions"), pure: given the
 * unit, the session as merged (its stage and transcript) and what the student did, it answers the
 * turns to append and the next stage. Nothing else is kept: where the student stands inside a
 * stage is read back from the transcript, so a session resumes from the synced transcript after a
 * reload or on another device.
 *
 * Stages: explain (the unit's notes) → worked_example (the example's steps, one per Continue) →
 * guided_practice (a wrong answer gets the hint ladder of contract/tutor/hints.ts: the step that
 * went wrong, the next step, the solution; a wrong answer after the solution moves on with the
 * answer shown) → independent_practice (no hints) → check (the result at the end) → complete.
 *
 * A round starts with a turn whose id begins 'start-' (made when the student leaves the notes); its
 * id seeds the round's items (session-plan.ts) and the round is every turn after it.
 */
import type { TutorTurn, TutorUnit } from '../../../../contract/api/tutor';
import type { TutorItem, WorkedStep } from '../../../../contract/tutor/content';
import { nextHint, type Hint } from '../../../../contract/tutor/hints';
import type { TutorStage } from '../../../../contract/tutor/mastery-rules';
import { answerText, isRightAnswer, planSession, type SessionPlan } from './session-plan';

/** What the tutor says, in the student's language (the screen passes its translations). */
export interface SessionTexts {
  readonly start: (unitName: string) => string;
  readonly workedExample: (prompt: string) => string;
  readonly step: (step: WorkedStep, n: number, total: number) => string;
  readonly guidedIntro: string;
  readonly independentIntro: string;
  readonly checkIntro: string;
  readonly correct: string;
  readonly incorrect: (answer: string) => string;
  readonly hint: (hint: Hint) => string;
  readonly moveOn: (answer: string) => string;
  readonly complete: (correct: number, total: number) => string;
}

export interface StepContext {
  /** A new id, unique per user forever (the device's random ids): 8 to 80 of [A-Za-z0-9_-] with the prefix. */
  readonly newId: (prefix: 'start' | 'turn') => string;
  /** The device's time (ISO), stamped on every turn. */
  readonly now: string;
  readonly texts: SessionTexts;
}

export type SessionEvent = { readonly type: 'continue' } | { readonly type: 'answer'; readonly answer: string } | { readonly type: 'restart' };

export interface SessionProgress {
  readonly stage: TutorStage;
  /** The merged transcript, in order (contract/tutor/session-merge.ts transcriptOf). */
  readonly transcript: readonly TutorTurn[];
}

/** One write: the stage after the event and the turns it adds. */
export interface SessionStep {
  readonly stage: TutorStage;
  readonly turns: TutorTurn[];
}

/** TutorTurnSchema's limit of a turn's text. */
export const MAX_TURN_TEXT = 2000;

export const isStartTurn = (turn: TutorTurn): boolean => turn.turn_id.startsWith('start-');

/** The current round's turns: those after the last start turn (none before the first). */
export function roundOf(transcript: readonly TutorTurn[]): { start: TutorTurn | null; turns: TutorTurn[] } {
  for (let i = transcript.length - 1; i >= 0; i -= 1) {
    const turn = transcript[i];
    if (turn && isStartTurn(turn)) return { start: turn, turns: transcript.slice(i + 1) };
  }
  return { start: null, turns: [] };
}

const isAnswer = (turn: TutorTurn): boolean => turn.role === 'student' && turn.item_id !== undefined && turn.answer !== undefined;

/** Where the student stands in a stage of items, read from the round's turns of that stage. */
interface ItemsPosition {
  /** Items finished (answered right, answered once without hints, or moved on after the solution). */
  readonly done: number;
  readonly correct: number;
  /** Hints shown for the current item, and the last of them. */
  readonly hintsShown: number;
  readonly lastHint: Hint | null;
  /** The last answer of the stage and whether it was right (for the feedback line). */
  readonly last: { readonly answer: string; readonly correct: boolean; readonly item: TutorItem } | null;
}

function positionIn(stage: TutorStage, items: readonly TutorItem[], turns: readonly TutorTurn[]): ItemsPosition {
  let done = 0;
  let correct = 0;
  let hintsShown = 0;
  let lastHint: Hint | null = null;
  let solutionShown = false;
  let last: ItemsPosition['last'] = null;
  for (const turn of turns) {
    if (turn.stage !== stage || !isAnswer(turn)) continue;
    const item = items[done];
    if (!item || turn.answer === undefined) break;
    const right = isRightAnswer(item, turn.answer);
    last = { answer: turn.answer, correct: right, item };
    if (stage === 'guided_practice' && !right && !solutionShown) {
      lastHint = nextHint(item, turn.answer, hintsShown);
      hintsShown += 1;
      solutionShown = lastHint.level === 'solution';
      continue;
    }
    if (right) correct += 1;
    done += 1;
    hintsShown = 0;
    lastHint = null;
    solutionShown = false;
  }
  return { done, correct, hintsShown, lastHint, last };
}

export interface SessionView {
  readonly stage: TutorStage;
  /** The round's items; null before the first round. */
  readonly plan: SessionPlan | null;
  /** Worked example: the steps shown so far. */
  readonly stepsShown: number;
  /** The item to answer now (guided, independent, check), with its place in the stage. */
  readonly item: TutorItem | null;
  readonly index: number;
  readonly total: number;
  readonly hintsShown: number;
  readonly hint: Hint | null;
  readonly last: ItemsPosition['last'];
  /** The check's result, once complete. */
  readonly result: { readonly correct: number; readonly total: number } | null;
}

const itemsOf = (plan: SessionPlan, stage: TutorStage): readonly TutorItem[] =>
  stage === 'guided_practice' ? plan.guided : stage === 'independent_practice' ? plan.independent : stage === 'check' ? plan.check : [];

/** What the player shows for the session as it stands. */
export function viewOf(unit: Pick<TutorUnit, 'practice'>, progress: SessionProgress): SessionView {
  const { start, turns } = roundOf(progress.transcript);
  const plan = start ? planSession(unit, start.turn_id) : null;
  const { stage } = progress;
  const base: SessionView = { stage, plan, stepsShown: 0, item: null, index: 0, total: 0, hintsShown: 0, hint: null, last: null, result: null };
  if (!plan || stage === 'explain') return { ...base, plan };
  if (stage === 'worked_example') {
    const shown = turns.filter((t) => t.stage === 'worked_example' && t.role === 'tutor' && t.item_id === plan.example.id).length - 1;
    return { ...base, item: plan.example, stepsShown: Math.max(0, Math.min(shown, plan.example.steps.length)) };
  }
  if (stage === 'complete') {
    const check = positionIn('check', plan.check, turns);
    return { ...base, result: { correct: check.correct, total: plan.check.length } };
  }
  const items = itemsOf(plan, stage);
  const at = positionIn(stage, items, turns);
  return { ...base, item: items[at.done] ?? null, index: at.done, total: items.length, hintsShown: at.hintsShown, hint: at.lastHint, last: at.last ?? lastOfRound(plan, turns) };
}

/** The round's last answer (a stage's first question still shows the verdict of the stage before). */
function lastOfRound(plan: SessionPlan, turns: readonly TutorTurn[]): ItemsPosition['last'] {
  const turn = turns.findLast(isAnswer);
  const item = turn ? [...plan.guided, ...plan.independent, ...plan.check].find((i) => i.id === turn.item_id) : undefined;
  if (!turn?.answer || !item) return null;
  return { answer: turn.answer, correct: isRightAnswer(item, turn.answer), item };
}

const NEXT_STAGE: Partial<Record<TutorStage, TutorStage>> = {
  guided_practice: 'independent_practice',
  independent_practice: 'check',
  check: 'complete',
};

/**
 * The turns and stage after `event`. Throws a RangeError for an event that does not fit the stage
 * (an answer while reading notes, an empty answer): the player never offers one.
 */
export function advance(unit: Pick<TutorUnit, 'name' | 'practice'>, progress: SessionProgress, event: SessionEvent, ctx: StepContext): SessionStep {
  const { texts, now } = ctx;
  const turns: TutorTurn[] = [];
  // A turn's text is at most MAX_TURN_TEXT long (the contract's limit): a whole solution of long steps is cut, never refused.
  const tutor = (stage: TutorStage, text: string, extra: Partial<TutorTurn> = {}, id = ctx.newId('turn')) =>
    turns.push({ turn_id: id, role: 'tutor', stage, text: text.slice(0, MAX_TURN_TEXT), at: now, ...extra });
  const ask = (stage: TutorStage, item: TutorItem) => tutor(stage, item.prompt, { item_id: item.id });
  /** Entering a stage of items: its introduction and its first item. */
  const enter = (stage: TutorStage, plan: SessionPlan): SessionStep => {
    if (stage === 'complete') {
      const check = positionIn('check', plan.check, [...roundOf(progress.transcript).turns, ...turns]);
      tutor('complete', texts.complete(check.correct, plan.check.length));
      return { stage, turns };
    }
    tutor(stage, stage === 'guided_practice' ? texts.guidedIntro : stage === 'independent_practice' ? texts.independentIntro : texts.checkIntro);
    const first = itemsOf(plan, stage)[0];
    if (first) ask(stage, first);
    return { stage, turns };
  };

  if (event.type === 'restart') {
    if (progress.stage !== 'complete') throw new RangeError('only a complete session starts again');
    return { stage: 'explain', turns };
  }
  const view = viewOf(unit, progress);
  const { stage } = progress;
  if (event.type === 'continue') {
    if (stage === 'explain') {
      const startId = ctx.newId('start');
      tutor('explain', texts.start(unit.name), {}, startId);
      const plan = planSession(unit, startId);
      tutor('worked_example', texts.workedExample(plan.example.prompt), { item_id: plan.example.id });
      return { stage: 'worked_example', turns };
    }
    if (stage === 'worked_example' && view.plan) {
      const { example } = view.plan;
      const step = example.steps[view.stepsShown];
      if (step) {
        tutor('worked_example', texts.step(step, view.stepsShown + 1, example.steps.length), { item_id: example.id });
        return { stage, turns };
      }
      return enter('guided_practice', view.plan);
    }
    throw new RangeError(`continue does not fit the ${stage} stage`);
  }
  const answer = event.answer.trim();
  const { item, plan } = view;
  if (!item || !plan || answer === '') throw new RangeError(answer === '' ? 'answer must not be empty' : `no question to answer in the ${stage} stage`);
  const right = isRightAnswer(item, answer);
  if (answer.length > 32) throw new RangeError('answer must be at most 32 characters');
  turns.push({ turn_id: ctx.newId('turn'), role: 'student', stage, text: answerText(item, answer), item_id: item.id, answer, correct: right, at: now });
  const rightText = answerText(item, item.answer);
  let finished = true;
  if (right) tutor(stage, texts.correct, { item_id: item.id });
  else if (stage === 'guided_practice' && view.hint?.level !== 'solution') {
    const hint = nextHint(item, answer, view.hintsShown);
    tutor(stage, texts.hint(hint), { item_id: item.id, hint: hint.level });
    finished = false;
  } else tutor(stage, stage === 'guided_practice' ? texts.moveOn(rightText) : texts.incorrect(rightText), { item_id: item.id });
  if (!finished) return { stage, turns };
  const items = itemsOf(plan, stage);
  const next = items[view.index + 1];
  if (next) {
    ask(stage, next);
    return { stage, turns };
  }
  const following = NEXT_STAGE[stage];
  if (!following) throw new RangeError(`no stage follows ${stage}`);
  return enter(following, plan);
}
