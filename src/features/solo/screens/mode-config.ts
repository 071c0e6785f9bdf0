/**
 * The modes that start from a category list, and what each does with a chosen category: play it
 * straight away, or list its topics (Guess The Word) or passages (Fun & Learn) first.
 */
import type { CategoryType } from '../../../../contract/quiz/solo-modes';
import type { IconName } from '../../../ui/icons';
import { soloPaths } from './solo-paths';

export type ListedMode = 'true_false' | 'fun_n_learn' | 'guess_the_word' | 'audio_questions' | 'math_mania' | 'nonverbal';

export interface ModeConfig {
  readonly type: CategoryType;
  /** The locale key of the mode's name (its page title). */
  readonly titleKey: string;
  readonly leadKey: string;
  readonly icon: IconName;
  readonly start: string;
  /** Where a category leads ("<id>-<slug>"). */
  readonly next: (category: string) => string;
  /** A choice of every category at once ("All"), when the mode has one. */
  readonly all?: string;
}

export const MODE_CONFIGS: Readonly<Record<ListedMode, ModeConfig>> = {
  true_false: {
    type: 'true_false',
    titleKey: 'nav.trueFalse',
    leadKey: 'modes.trueFalse.lead',
    icon: 'checkCircle',
    start: soloPaths.trueFalse(),
    next: soloPaths.trueFalsePlay,
    all: soloPaths.trueFalsePlayAll(),
  },
  fun_n_learn: {
    type: 'fun_n_learn',
    titleKey: 'nav.funAndLearn',
    leadKey: 'modes.funAndLearn.lead',
    icon: 'book',
    start: soloPaths.funAndLearn(),
    next: soloPaths.funAndLearnCategory,
  },
  guess_the_word: {
    type: 'guess_the_word',
    titleKey: 'nav.guessTheWord',
    leadKey: 'modes.guessTheWord.lead',
    icon: 'type',
    start: soloPaths.guessTheWord(),
    next: soloPaths.guessTheWordCategory,
  },
  audio_questions: {
    type: 'audio_questions',
    titleKey: 'nav.audioQuestions',
    leadKey: 'modes.audioQuestions.lead',
    icon: 'headphones',
    start: soloPaths.audioQuestions(),
    next: soloPaths.audioQuestionsPlay,
  },
  math_mania: {
    type: 'math_mania',
    titleKey: 'nav.mathMania',
    leadKey: 'modes.mathMania.lead',
    icon: 'calculator',
    start: soloPaths.mathMania(),
    next: soloPaths.mathManiaPlay,
  },
  nonverbal: {
    type: 'nonverbal',
    titleKey: 'nav.nonverbal',
    leadKey: 'modes.nonverbal.lead',
    icon: 'compass',
    start: soloPaths.nonverbal(),
    next: soloPaths.nonverbalPlay,
  },
};
