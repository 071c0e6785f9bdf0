/** A question row with its key as a solo pack carries it (contract/api/packs.ts SoloPackQuestionSchema). */
import type { SoloPackQuestion } from '../../../../contract/api/packs';
import type { PackQuestionRow } from '../solo-packs.repo';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Letters as a player sees them: an Arabic letter with its marks, or an accented letter, is one tile. */
export function wordLength(word: string): number {
  return [...graphemes.segment(word.normalize('NFC'))].length;
}

export function toSoloPackQuestion(row: PackQuestionRow): SoloPackQuestion {
  const word = row.answerText;
  return {
    id: row.id,
    kind: word !== null ? 'word' : 'choice',
    question: row.question,
    options: word !== null ? [] : row.options,
    image_url: row.imageUrl,
    image_alt: row.imageUrl ? (row.imageAlt ?? row.question) : null,
    ...(row.audioUrl ? { audio_url: row.audioUrl } : {}),
    ...(row.transcript ? { transcript: row.transcript } : {}),
    ...(row.math ? { math: true } : {}),
    ...(word !== null ? { word_length: wordLength(word) } : {}),
    type: row.type,
    answer: word !== null ? -1 : row.answer,
    answer_text: row.answerText,
    hint: row.hint,
    note: row.note,
    subcategory_id: row.subcategoryId,
    passage_id: row.passageId,
  };
}

/** The site paths of the pictures and sounds a question shows. */
export function questionMedia(question: SoloPackQuestion): string[] {
  return [question.image_url, question.audio_url].filter((url): url is string => typeof url === 'string');
}
