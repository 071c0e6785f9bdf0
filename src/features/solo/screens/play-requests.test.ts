/** From each play route's address to the player's request and the screen its exit returns to. */
import { describe, expect, it } from 'vitest';
import { playTarget } from './play-requests';

const none = new URLSearchParams();

describe('playTarget', () => {
  it('makes each mode’s request from its address', () => {
    expect(playTarget('daily_quiz', {}, none)).toEqual({ request: { mode: 'daily_quiz' }, backTo: '/quiz-play/daily-quiz-dashboard' });
    expect(playTarget('true_false', {}, none)).toEqual({ request: { mode: 'true_false' }, backTo: '/quiz-play/true-and-false-play' });
    expect(playTarget('true_false', { category: '3-science' }, none)?.request).toEqual({ mode: 'true_false', category: 3 });
    expect(playTarget('fun_n_learn', { category: '5-nature', passage: '17' }, none)).toEqual({ request: { mode: 'fun_n_learn', category: 5, passage: 17 }, backTo: '/fun-and-learn/5-nature' });
    expect(playTarget('guess_the_word', { category: '6-animals' }, none)).toEqual({ request: { mode: 'guess_the_word', category: 6 }, backTo: '/guess-the-word/6-animals' });
    expect(playTarget('guess_the_word', { category: '6-animals', subcategory: '61-birds' }, none)?.request).toEqual({ mode: 'guess_the_word', category: 6, subcategory: 61 });
    expect(playTarget('audio_questions', { category: '7-sounds' }, none)).toEqual({ request: { mode: 'audio_questions', category: 7 }, backTo: '/audio-questions' });
    expect(playTarget('math_mania', { category: '8-algebra' }, none)).toEqual({ request: { mode: 'math_mania', category: 8 }, backTo: '/math-mania' });
    expect(playTarget('nonverbal', { category: '9-series' }, none)).toEqual({ request: { mode: 'nonverbal', category: 9 }, backTo: '/non-verbal-reasoning' });
  });

  it('takes Self Challenge’s choices from the query, only among the allowed ones', () => {
    const search = new URLSearchParams('category=history&topic=ancient-rome&limit=15&timer=5');
    expect(playTarget('self_challenge', {}, search)).toEqual({
      request: { mode: 'self_challenge', categorySlug: 'history', subcategorySlug: 'ancient-rome', limit: 15, timer: 5 },
      backTo: '/self-learning',
    });
    expect(playTarget('self_challenge', {}, new URLSearchParams('category=history&limit=12&timer=5'))).toBeNull();
    expect(playTarget('self_challenge', {}, new URLSearchParams('category=history&limit=10&timer=7'))).toBeNull();
    expect(playTarget('self_challenge', {}, new URLSearchParams('limit=10&timer=5'))).toBeNull();
    expect(playTarget('self_challenge', {}, new URLSearchParams('category=../x&limit=10&timer=5'))).toBeNull();
  });

  it('plays bookmarks of a known type, or all of them', () => {
    expect(playTarget('bookmarks', {}, new URLSearchParams('type=true_false'))?.request).toEqual({ mode: 'bookmarks', type: 'true_false' });
    expect(playTarget('bookmarks', {}, new URLSearchParams('type=nonsense'))?.request).toEqual({ mode: 'bookmarks' });
    expect(playTarget('bookmarks', {}, none, '/profile')?.backTo).toBe('/profile');
  });

  it('makes no request of a malformed id', () => {
    expect(playTarget('math_mania', { category: 'algebra' }, none)).toBeNull();
    expect(playTarget('true_false', { category: 'x' }, none)).toBeNull();
    expect(playTarget('fun_n_learn', { category: '5-nature', passage: 'intro' }, none)).toBeNull();
    expect(playTarget('guess_the_word', { category: '6-animals', subcategory: 'birds' }, none)).toBeNull();
  });
});
