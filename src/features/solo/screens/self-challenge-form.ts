/**
 * Self Challenge's choices and what is missing from them, in the spec's words ('Please select
 * Number of Questions', 'Please select Number of Timer'); the server checks the same lists.
 */
import { SELF_CHALLENGE_MINUTES, SELF_CHALLENGE_QUESTION_COUNTS } from '../../../../contract/quiz/solo-modes';

export interface SelfChallengeChoice {
  readonly category: number | null;
  readonly topic: number | null;
  readonly limit: number | null;
  readonly timer: number | null;
}

export interface SelfChallengeErrors {
  readonly category?: 'modes.selfChallenge.selectCategory';
  readonly limit?: 'modes.selfChallenge.selectQuestions';
  readonly timer?: 'modes.selfChallenge.selectTimer';
}

export function selfChallengeErrors(choice: SelfChallengeChoice): SelfChallengeErrors {
  return {
    ...(choice.category === null ? { category: 'modes.selfChallenge.selectCategory' } : {}),
    ...(choice.limit === null || !(SELF_CHALLENGE_QUESTION_COUNTS as readonly number[]).includes(choice.limit) ? { limit: 'modes.selfChallenge.selectQuestions' } : {}),
    ...(choice.timer === null || !(SELF_CHALLENGE_MINUTES as readonly number[]).includes(choice.timer) ? { timer: 'modes.selfChallenge.selectTimer' } : {}),
  };
}

export const hasErrors = (errors: SelfChallengeErrors) => Object.keys(errors).length > 0;
