/**
 * A contest's form as data: what the admin typed, its checks before sending (keys of the texts, by
 * the field the server names), and the body of set_admin_contest. The server checks again and has
 * the last word (CONTEST_IN_USE once players have entered).
 */
import { ADMIN_CONTEST_COINS_MAX, ADMIN_CONTEST_DESCRIPTION_MAX, ADMIN_CONTEST_NAME_MAX, ADMIN_PRIZE_RANKS_MAX } from '../../../../contract/api/admin-limits';
import type { AdminContest } from '../../../../contract/api/contests';
import { checkWindow, isoToLocalDateTime, localDateTimeToIso } from '../components/local-time';
import { checkQuestions, draftOf, emptyQuestion, questionsBody, type QuestionDraft, type StoredQuestion } from '../components/question-drafts';
import type { ContestBody } from './contests.api';

export const CONTEST_NAME_MAX = ADMIN_CONTEST_NAME_MAX;
export const CONTEST_DESCRIPTION_MAX = ADMIN_CONTEST_DESCRIPTION_MAX;
const CONTEST_COINS_MAX = ADMIN_CONTEST_COINS_MAX;

export interface ContestDraft {
  readonly language_id: string;
  readonly name: string;
  readonly description: string;
  readonly image_url: string | null;
  /** As the datetime-local inputs hold them (the admin's time zone). */
  readonly starts_at: string;
  readonly ends_at: string;
  readonly entry_fee: string;
  /** Coins for ranks 1, 2, 3 ... as typed. */
  readonly prizes: readonly string[];
  readonly active: boolean;
  readonly questions: readonly QuestionDraft[];
}

export function contestDraft(contest: AdminContest | null, questions: readonly StoredQuestion[]): ContestDraft {
  if (!contest) {
    return { language_id: '', name: '', description: '', image_url: null, starts_at: '', ends_at: '', entry_fee: '0', prizes: ['100', '50', '25'], active: true, questions: [emptyQuestion()] };
  }
  return {
    language_id: String(contest.language_id),
    name: contest.name,
    description: contest.description,
    image_url: contest.image_url,
    starts_at: isoToLocalDateTime(contest.starts_at),
    ends_at: isoToLocalDateTime(contest.ends_at),
    entry_fee: String(contest.entry_fee),
    prizes: contest.prizes.map((prize) => String(prize.coins)),
    active: contest.active,
    questions: questions.map(draftOf),
  };
}

/** A whole number of coins from `min` to 1,000,000, or null. */
function coinsOf(value: string, min: number): number | null {
  const coins = Number(value);
  return value.trim() !== '' && Number.isInteger(coins) && coins >= min && coins <= CONTEST_COINS_MAX ? coins : null;
}

/** The problems of the draft: the key of each one's text by the server's field; empty when there are none. */
export function checkContest(draft: ContestDraft): Record<string, string> {
  const found: Record<string, string> = {};
  if (!draft.language_id) found.language_id = 'admin.contests.languageRequired';
  if (!draft.name.trim()) found.name = 'admin.contests.nameRequired';
  if (coinsOf(draft.entry_fee, 0) === null) found.entry_fee = 'admin.contests.feeInvalid';
  if (draft.prizes.length > ADMIN_PRIZE_RANKS_MAX) found.prizes = 'admin.contests.tooManyPrizes';
  draft.prizes.forEach((coins, index) => {
    if (coinsOf(coins, 1) === null) found[`prizes.${index}.coins`] = 'admin.contests.prizeInvalid';
  });
  return { ...found, ...checkWindow(draft.starts_at, draft.ends_at), ...checkQuestions(draft.questions, false) };
}

/** set_admin_contest's body for a draft that passed checkContest (id when editing). */
export function contestBody(draft: ContestDraft, id: number | null): ContestBody {
  return {
    ...(id !== null ? { id } : {}),
    language_id: Number(draft.language_id),
    name: draft.name.trim(),
    description: draft.description.trim(),
    image_url: draft.image_url,
    starts_at: localDateTimeToIso(draft.starts_at) ?? '',
    ends_at: localDateTimeToIso(draft.ends_at) ?? '',
    entry_fee: Number(draft.entry_fee),
    prizes: draft.prizes.map((coins, index) => ({ rank: index + 1, coins: Number(coins) })),
    active: draft.active,
    questions: questionsBody(draft.questions, false),
  };
}
