/**
 * What the rule-based tutor says, in the student's language: the engine's SessionTexts from the
 * locale files (maths.tutor.session.*). The transcript keeps the words as they were said.
 */
import type { TFunction } from 'i18next';
import type { Hint } from '../../../../contract/tutor/hints';
import type { SessionTexts } from './session-engine';

/** The hint's opening in the screen's words: by its rung, and whether the wrong answer named the step. */
export function hintLead(t: TFunction, hint: Pick<Hint, 'level' | 'diagnosed'>): string {
  if (hint.level === 'step') return t(hint.diagnosed ? 'maths.tutor.session.hint.diagnosed' : 'maths.tutor.session.hint.firstStep');
  return t(hint.level === 'next_step' ? 'maths.tutor.session.hint.nextStep' : 'maths.tutor.session.hint.solution');
}

export function sessionTexts(t: TFunction): SessionTexts {
  return {
    start: (unit) => t('maths.tutor.session.say.start', { unit }),
    workedExample: (prompt) => t('maths.tutor.session.say.workedExample', { prompt }),
    step: (step, n, total) => t('maths.tutor.session.say.step', { n, total, text: step.text }),
    guidedIntro: t('maths.tutor.session.say.guided'),
    independentIntro: t('maths.tutor.session.say.independent'),
    checkIntro: t('maths.tutor.session.say.check'),
    correct: t('maths.tutor.session.say.correct'),
    incorrect: (answer) => t('maths.tutor.session.say.incorrect', { answer }),
    hint: (hint) => [hintLead(t, hint), ...hint.steps.map((s) => s.text)].join(' '),
    moveOn: (answer) => t('maths.tutor.session.say.moveOn', { answer }),
    complete: (correct, total) => t('maths.tutor.session.say.complete', { correct, total }),
  };
}
