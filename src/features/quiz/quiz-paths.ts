/** Quiz Zone URLs: "<id>-<slug>" segments (lib/id-segment.ts) name a category and a topic. */

export const quizPaths = {
  categories: () => '/quiz-zone',
  category: (category: string) => `/quiz-zone/${category}`,
  levels: (category: string, subcategory: string) => `/quiz-zone/${category}/${subcategory}`,
  play: (category: string, subcategory: string, level: number) => `/quiz-zone/${category}/${subcategory}/level/${level}`,
};
