/** Contest Play's calls (contract/api/contests.ts); the screens show every error themselves (toasts off). */
import { currentLanguageParam } from '../../lib/language-param';
import { callAction } from '../../lib/request/request';

const quiet = (signal?: AbortSignal) => ({ displayToast: false, signal });

export const contestsApi = {
  /** `onCachedCopy`: the answer is the service worker's stored copy (offline), with when it was stored. */
  contests: (signal: AbortSignal, onCachedCopy: (storedAt: Date) => void) =>
    callAction('get_contest', { ...currentLanguageParam() }, { displayToast: false, signal, onCachedCopy }),
  /** Enters the contest (the fee is taken once) or resumes the entry; never carries answers. */
  enter: (contestId: number) => callAction('get_questions_by_contest', { contest_id: contestId }, quiet()),
  answer: (contestId: number, questionId: number, choice: number | null) => callAction('set_contest_answer', { contest_id: contestId, question_id: questionId, choice }, quiet()),
  /** The spec's fields; the server's own counts decide, so only what the device knows is sent. */
  finish: (contestId: number, questionsAttended: number) => callAction('set_contest_leaderboard', { contest_id: contestId, questions_attended: questionsAttended }, quiet()),
  leaderboard: (contestId: number, paging: { readonly offset: number; readonly limit: number }, options: { readonly signal: AbortSignal; readonly onCachedCopy: (at: Date) => void }) =>
    callAction('get_contest_leaderboard', { contest_id: contestId, offset: paging.offset, limit: paging.limit }, { displayToast: false, signal: options.signal, onCachedCopy: options.onCachedCopy }),
  review: (contestId: number, signal: AbortSignal) => callAction('get_contest_review', { contest_id: contestId }, quiet(signal)),
};
