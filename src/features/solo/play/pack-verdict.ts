/**
 * An answer's verdict from a pack's key, on the device: what check_solo_answer would say. A word is
 * compared the server's way (normaliseWord); a timeout (nothing chosen) is never right.
 */
import type { SoloAnswer } from '../../../../contract/api/solo';
import { normaliseWord } from '../../../../contract/quiz/solo-modes';
import type { SoloVerdict } from './solo-play-state';
import type { KeyEntry } from './solo-round-model';

export function packVerdict(key: Readonly<Record<number, KeyEntry>>, answer: SoloAnswer): SoloVerdict | null {
  const entry = key[answer.question_id];
  if (!entry) return null;
  const text = answer.text ?? null;
  const isCorrect = entry.answer_text !== null ? text !== null && normaliseWord(text) === normaliseWord(entry.answer_text) : answer.answer !== null && answer.answer === entry.answer;
  return {
    question_id: answer.question_id,
    chosen: answer.answer,
    chosen_text: text,
    correct: entry.answer,
    correct_text: entry.answer_text,
    is_correct: isCorrect,
    note: entry.note,
  };
}
