/**
 * A round as the player plays it, whichever way it came: served by the server (no key: each answer
 * is checked with check_solo_answer, lifelines and hints are bought with use_lifeline and
 * use_word_hint) or built on the device from a downloaded pack (the key is here: feedback and
 * lifelines are worked out locally, and the sheet names the pack's scope; the server scores it as
 * practice and charges the lifelines when it syncs).
 */
import type { SoloQuestion, SoloRound } from '../../../../contract/api/solo';

/** What the device knows of a pack question's answer. */
export interface KeyEntry {
  /** The correct option, or -1 for a word. */
  readonly answer: number;
  readonly answer_text: string | null;
  readonly note: string;
}

export type PlayableRound =
  | { readonly source: 'server'; readonly round: SoloRound }
  | { readonly source: 'pack'; readonly round: SoloRound; readonly key: Readonly<Record<number, KeyEntry>> };

/** What the player is asked: the round's questions with the server's (or the device's) tiles. */
export type { SoloQuestion };

/** Whether a question is answered with two big buttons (true/false) rather than a list of options. */
export function isTwoChoice(question: SoloQuestion): boolean {
  return question.kind === 'choice' && question.options.length === 2;
}
