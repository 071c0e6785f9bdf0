/**
 * What a question must hold for its category's type (docs/CONTENT.md, the table of modes): four
 * options in most, two for True & False, a word and no options for Guess The Word, a transcript
 * with a sound, a passage in Fun & Learn, balanced TeX in Math Mania. Pure, so the rules are tested
 * without a database.
 */
import type { CategoryType } from '../../../contract/quiz/solo-modes';

export interface QuestionKindInput {
  readonly options: readonly string[];
  readonly answer: number;
  readonly answer_text: string | null;
  readonly hint: string | null;
  readonly audio_url: string | null;
  readonly transcript: string | null;
  readonly passage_id: number | null;
  readonly math?: boolean | undefined;
  readonly question: string;
}

/** The type's fields as they will be stored: options and answer settled, fields the type has not cleared. */
export interface QuestionKindFields {
  readonly options: string[];
  readonly answer: number;
  readonly answer_text: string | null;
  readonly hint: string | null;
  readonly transcript: string | null;
  readonly passage_id: number | null;
  readonly math: boolean;
}

export type QuestionKindResult = { readonly fields: QuestionKindFields } | { readonly field: string; readonly problem: string };

/** An odd number of unescaped $ leaves a formula open. */
const unclosedFormula = (text: string): boolean => (text.replace(/\\\$/g, '').match(/\$/g)?.length ?? 0) % 2 === 1;

const fail = (field: string, problem: string): QuestionKindResult => ({ field, problem });

export function questionKindFields(type: CategoryType, input: QuestionKindInput): QuestionKindResult {
  const word = type === 'guess_the_word';
  if (word) {
    if (!input.answer_text) return fail('answer_text', 'answer_text (the word to guess) is required in a Guess The Word category');
    if (input.options.length > 0) return fail('options', 'options must be empty in a Guess The Word category (the player builds answer_text)');
  } else {
    if (input.answer_text !== null) return fail('answer_text', `answer_text is only for Guess The Word questions, not ${type}`);
    if (input.hint !== null) return fail('hint', `hint is only for Guess The Word questions, not ${type}`);
    const wanted = type === 'true_false' ? 2 : 4;
    if (input.options.length !== wanted) return fail('options', `options must be exactly ${wanted} answers`);
    if (input.answer >= wanted) return fail('answer', `answer must be from 0 to ${wanted - 1}`);
  }
  if (input.audio_url !== null && !input.transcript) return fail('transcript', 'transcript (what the sound says) is required with audio_url');
  if (type === 'audio_questions' && input.audio_url === null) return fail('audio_url', 'audio_url is required in an Audio Questions category');
  if (type === 'fun_n_learn' && input.passage_id === null) return fail('passage_id', 'passage_id is required in a Fun & Learn category');
  if (type !== 'fun_n_learn' && input.passage_id !== null) return fail('passage_id', `passage_id is only for Fun & Learn questions, not ${type}`);
  const math = input.math ?? type === 'math_mania';
  if (math) {
    if (unclosedFormula(input.question)) return fail('question', 'question has a formula opened with $ and not closed');
    const open = input.options.findIndex(unclosedFormula);
    if (open >= 0) return fail('options', `option ${open + 1} has a formula opened with $ and not closed`);
  }
  return {
    fields: {
      options: word ? [] : [...input.options],
      answer: word ? -1 : input.answer,
      answer_text: word ? input.answer_text : null,
      hint: word ? input.hint || null : null,
      transcript: input.audio_url === null ? null : input.transcript,
      passage_id: input.passage_id,
      math,
    },
  };
}
