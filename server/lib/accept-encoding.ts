/**
 * Which content coding to send, from a request's Accept-Encoding (RFC 9110, section 12.5.3), for
 * answers the server compresses itself (plugins/encoded-answers.ts): brotli where accepted, else
 * gzip, else none.
 */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** In the server's order of preference, used between codings of equal weight. */
const PREFERRED: readonly Exclude<ContentCoding, 'identity'>[] = ['br', 'gzip'];

/** The q-value of each coding the header names (`x-gzip` is gzip); `*` stands for any other. */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    // A malformed weight counts as a refusal rather than a guess.
    if (!Number.isFinite(q) || q < 0 || q > 1) q = 0;
    found.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  return found;
}

/** The coding to answer with; identity when the client names none it accepts (or sends no header). */
export function negotiateCoding(header: string | readonly string[] | undefined): ContentCoding {
  if (header === undefined) return 'identity';
  const accepted = weights(typeof header === 'string' ? header : header.join(','));
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  for (const coding of PREFERRED) {
    const q = accepted.get(coding) ?? accepted.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
