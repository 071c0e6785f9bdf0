/**
 * URL segments of the form "<id>-<slug>" (Quiz Zone categories and topics, maths curricula and
 * units): readable, and the id is what the data needs.
 */

export function idSegment(id: number, slug: string): string {
  return slug ? `${id}-${slug}` : String(id);
}

/** The id at the start of a segment ("12-world-capitals" -> 12), or null. */
export function parseIdSegment(segment: string | undefined): number | null {
  const match = /^(\d+)(?:-|$)/.exec(segment ?? '');
  const id = match?.[1] ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
