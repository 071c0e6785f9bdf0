/**
 * Who words the tutor's turns (docs/TUTOR.md "Tutor provider"). The rule-based engine
 * (session-engine.ts) decides everything: whether an answer is right, which hint, the stage, the
 * turns and their ids. A provider may only give the engine's tutor turns other words. The default,
 * ruleBasedProvider, keeps the engine's words and needs no network. chatProvider asks the server's
 * phrase_tutor_turns (the deployment's chat endpoint, whose key never reaches the browser).
 *
 * phraseStep is the only way the player uses a provider, and it cannot fail: offline, past its
 * deadline, on any error, or when a provider's answer changes anything but a tutor turn's text, the
 * step keeps the engine's words, so a session without the provider is exactly a session as before.
 */
import type { TutorTurn } from '../../../../contract/api/tutor';
import { MAX_TURN_TEXT, type SessionStep } from './session-engine';

export interface PhrasingContext {
  readonly curriculumId: number;
  /** The student's language (the screen's), which the words keep. */
  readonly language: string;
}

export interface TutorProvider {
  /** 'rule-based' is the engine's own words: phraseStep does not even call it. */
  readonly kind: 'rule-based' | 'chat';
  /** The same turns, in the same order, with new words; any other change is ignored by phraseStep. */
  phrase(turns: readonly TutorTurn[], context: PhrasingContext, signal: AbortSignal): Promise<readonly TutorTurn[]>;
}

export const ruleBasedProvider: TutorProvider = { kind: 'rule-based', phrase: (turns) => Promise.resolve(turns) };

/** The subset of phrase_tutor_turns' body and answer this reads and sends. */
export interface PhraseCall {
  (
    body: {
      readonly curriculum_id: number;
      readonly language: string;
      readonly turns: { turn_id: string; stage: TutorTurn['stage']; text: string; item_id?: string; hint?: NonNullable<TutorTurn['hint']> }[];
    },
    signal: AbortSignal,
  ): Promise<{ readonly status: 'phrased' | 'off' | 'unavailable'; readonly turns: readonly { readonly turn_id: string; readonly text: string }[] }>;
}

/** The server's phrasing through `call` (the player passes callAction('phrase_tutor_turns')). */
export function chatProvider(call: PhraseCall): TutorProvider {
  return {
    kind: 'chat',
    async phrase(turns, context, signal) {
      const body = {
        curriculum_id: context.curriculumId,
        language: context.language,
        turns: turns.map((turn) => ({
          turn_id: turn.turn_id,
          stage: turn.stage,
          text: turn.text,
          ...(turn.item_id === undefined ? {} : { item_id: turn.item_id }),
          ...(turn.hint === undefined ? {} : { hint: turn.hint }),
        })),
      };
      const answer = await call(body, signal);
      if (answer.status !== 'phrased') return turns;
      const texts = new Map(answer.turns.map((turn) => [turn.turn_id, turn.text]));
      return turns.map((turn) => ({ ...turn, text: texts.get(turn.turn_id) ?? turn.text }));
    },
  };
}

/** How long the player waits for words before it keeps the engine's (the server gives up after at most 5 s). */
export const PHRASING_TIMEOUT_MS = 6000;

export interface PhraseOptions {
  readonly online: () => boolean;
  readonly timeoutMs?: number;
}

/** Whether `phrased` is `original` with, at most, other words: same id, role, stage, item, hint, answer and verdict. */
function onlyWordsChanged(original: TutorTurn, phrased: TutorTurn | undefined): phrased is TutorTurn {
  if (!phrased || typeof phrased.text !== 'string') return false;
  const text = phrased.text.trim();
  // A NUL would make the session's write refused by the server (TextSchema): never saved.
  if (text === '' || text.length > MAX_TURN_TEXT || text.includes('\u0000')) return false;
  const keys = new Set([...Object.keys(original), ...Object.keys(phrased)]);
  keys.delete('text');
  return [...keys].every((key) => original[key as keyof TutorTurn] === phrased[key as keyof TutorTurn]);
}

/** Rejects after `ms`, aborting `controller` so the request stops too. */
function deadline(ms: number, controller: AbortController): { promise: Promise<never>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('phrasing timed out'));
    }, ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * The step with its tutor turns worded by `provider`, or the step as the engine made it. Never
 * rejects; student turns, the stage and the order of turns are never touched.
 */
export async function phraseStep(provider: TutorProvider, step: SessionStep, context: PhrasingContext, options: PhraseOptions): Promise<SessionStep> {
  const tutorTurns = step.turns.filter((turn) => turn.role === 'tutor');
  if (provider.kind === 'rule-based' || tutorTurns.length === 0 || !options.online()) return step;
  const controller = new AbortController();
  const limit = deadline(options.timeoutMs ?? PHRASING_TIMEOUT_MS, controller);
  let phrased: readonly TutorTurn[];
  try {
    phrased = await Promise.race([provider.phrase(tutorTurns, context, controller.signal), limit.promise]);
  } catch {
    return step;
  } finally {
    limit.clear();
  }
  if (phrased.length !== tutorTurns.length) return step;
  const words = new Map<string, string>();
  tutorTurns.forEach((turn, i) => {
    const candidate = phrased[i];
    if (onlyWordsChanged(turn, candidate)) words.set(turn.turn_id, candidate.text.trim());
  });
  return { stage: step.stage, turns: step.turns.map((turn) => (turn.role === 'tutor' && words.has(turn.turn_id) ? { ...turn, text: words.get(turn.turn_id) ?? turn.text } : turn)) };
}
