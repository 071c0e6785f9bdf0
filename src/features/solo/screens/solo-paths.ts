/**
 * The solo modes' URLs (spec section 2 for each mode's start; the deeper ones are Quizhive's).
 * Categories, topics and passages are "<id>-<slug>" segments (lib/id-segment.ts). Every mode's play
 * screen is its own route, so a reload or a shared link replays the same request.
 */
export const soloPaths = {
  dailyQuiz: () => '/quiz-play/daily-quiz-dashboard',
  dailyQuizPlay: () => '/quiz-play/daily-quiz-dashboard/play',
  trueFalse: () => '/quiz-play/true-and-false-play',
  /** True & False of every category ("All"). */
  trueFalsePlayAll: () => '/quiz-play/true-and-false-play/play',
  trueFalsePlay: (category: string) => `/quiz-play/true-and-false-play/${category}/play`,
  funAndLearn: () => '/fun-and-learn',
  funAndLearnCategory: (category: string) => `/fun-and-learn/${category}`,
  funAndLearnPassage: (category: string, passage: string) => `/fun-and-learn/${category}/${passage}`,
  funAndLearnPlay: (category: string, passage: string) => `/fun-and-learn/${category}/${passage}/play`,
  guessTheWord: () => '/guess-the-word',
  guessTheWordCategory: (category: string) => `/guess-the-word/${category}`,
  /** Every topic of a category. */
  guessTheWordPlayAll: (category: string) => `/guess-the-word/${category}/play`,
  guessTheWordPlay: (category: string, subcategory: string) => `/guess-the-word/${category}/${subcategory}/play`,
  selfChallenge: () => '/self-learning',
  selfChallengePlay: (choice: { category: string; topic?: string; limit: number; timer: number }) => {
    const query = new URLSearchParams({ category: choice.category, limit: String(choice.limit), timer: String(choice.timer) });
    if (choice.topic) query.set('topic', choice.topic);
    return `/self-learning/play?${query.toString()}`;
  },
  audioQuestions: () => '/audio-questions',
  audioQuestionsPlay: (category: string) => `/audio-questions/${category}/play`,
  mathMania: () => '/math-mania',
  mathManiaPlay: (category: string) => `/math-mania/${category}/play`,
  nonverbal: () => '/non-verbal-reasoning',
  nonverbalPlay: (category: string) => `/non-verbal-reasoning/${category}/play`,
  bookmarks: () => '/profile/bookmarks',
  playBookmarks: (type?: string) => (type ? `/profile/play-bookmark-questions?type=${encodeURIComponent(type)}` : '/profile/play-bookmark-questions'),
};
