/**
 * From a play route's address to the request the player gets, and the screen its exit leads back
 * to. The address holds everything (ids, Self Challenge's choices), so a reload plays the same
 * thing; what it cannot make a request of (a missing or malformed id) is null.
 */
import { CATEGORY_TYPES, SELF_CHALLENGE_MINUTES, SELF_CHALLENGE_QUESTION_COUNTS, type CategoryType, type SoloMode } from '../../../../contract/quiz/solo-modes';
import { parseIdSegment } from '../../../lib/id-segment';
import type { SoloRoundRequest } from '../play/solo-request';
import { soloPaths } from './solo-paths';

export interface RouteParams {
  readonly category?: string;
  readonly subcategory?: string;
  readonly passage?: string;
}

export interface PlayTarget {
  readonly request: SoloRoundRequest;
  readonly backTo: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

function selfChallenge(search: URLSearchParams): PlayTarget | null {
  const categorySlug = search.get('category') ?? '';
  const topic = search.get('topic');
  const limit = Number(search.get('limit'));
  const timer = Number(search.get('timer'));
  if (!SLUG.test(categorySlug) || (topic !== null && !SLUG.test(topic))) return null;
  if (!(SELF_CHALLENGE_QUESTION_COUNTS as readonly number[]).includes(limit) || !(SELF_CHALLENGE_MINUTES as readonly number[]).includes(timer)) return null;
  return { request: { mode: 'self_challenge', categorySlug, ...(topic ? { subcategorySlug: topic } : {}), limit, timer }, backTo: soloPaths.selfChallenge() };
}

/** The bookmarks' type an address names (?type=), when it is one; otherwise every type. */
export function bookmarkTypeOf(search: URLSearchParams): CategoryType | undefined {
  const type = search.get('type');
  return CATEGORY_TYPES.find((known) => known === type);
}

function bookmarks(search: URLSearchParams, backTo: string): PlayTarget {
  const type = bookmarkTypeOf(search);
  return { request: type ? { mode: 'bookmarks', type } : { mode: 'bookmarks' }, backTo };
}

export function playTarget(mode: SoloMode, params: RouteParams, search: URLSearchParams, bookmarksBack: string = soloPaths.bookmarks()): PlayTarget | null {
  const category = parseIdSegment(params.category);
  const subcategory = params.subcategory === undefined ? undefined : parseIdSegment(params.subcategory);
  if (subcategory === null) return null;
  const withTopic = subcategory === undefined ? {} : { subcategory };
  switch (mode) {
    case 'daily_quiz':
      return { request: { mode }, backTo: soloPaths.dailyQuiz() };
    case 'true_false':
      if (params.category !== undefined && category === null) return null;
      return { request: category === null ? { mode } : { mode, category }, backTo: soloPaths.trueFalse() };
    case 'fun_n_learn': {
      const passage = parseIdSegment(params.passage);
      if (category === null || passage === null || !params.category) return null;
      return { request: { mode, category, passage }, backTo: soloPaths.funAndLearnCategory(params.category) };
    }
    case 'guess_the_word':
      if (category === null || !params.category) return null;
      return { request: { mode, category, ...withTopic }, backTo: soloPaths.guessTheWordCategory(params.category) };
    case 'audio_questions':
      return category === null ? null : { request: { mode, category, ...withTopic }, backTo: soloPaths.audioQuestions() };
    case 'math_mania':
      return category === null ? null : { request: { mode, category, ...withTopic }, backTo: soloPaths.mathMania() };
    case 'nonverbal':
      return category === null ? null : { request: { mode, category, ...withTopic }, backTo: soloPaths.nonverbal() };
    case 'self_challenge':
      return selfChallenge(search);
    case 'bookmarks':
      return bookmarks(search, bookmarksBack);
  }
}
