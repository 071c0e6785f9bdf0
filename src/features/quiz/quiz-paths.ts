/** Quiz Zone URLs carry "<id>-<slug>" segments: readable, and the id is what the API needs. */

export function idSegment(id: number, slug: string): string {
  return slug ? `${id}-${slug}` : String(id);
}

/** The id at the start of a segment ("12-world-capitals" -> 12), or null. */
export function parseIdSegment(segment: string | undefined): number | null {
  const match = /^(\d+)(?:-|$)/.exec(segment ?? '');
  const id = match?.[1] ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const quizPaths = {
  categories: () => '/quiz-zone',
  category: (category: string) => `/quiz-zone/${category}`,
  levels: (category: string, subcategory: string) => `/quiz-zone/${category}/${subcategory}`,
  play: (category: string, subcategory: string, level: number) => `/quiz-zone/${category}/${subcategory}/level/${level}`,
};
