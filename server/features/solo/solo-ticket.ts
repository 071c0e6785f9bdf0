/**
 * A served solo round as a signed ticket, as Quiz Zone's rounds are (quiz/round-ticket.ts): whose
 * round, which mode and scope, the seed its questions were drawn with, a digest of the question ids
 * in order, when served, until when it is ranked, and whether it can earn. Signed with its own
 * secret (solo_rounds), so a Quiz Zone round id is never a solo one. The seed lets the server draw
 * the same questions again from the scope's pool (solo-pool.ts) to check one answer or lifeline,
 * so serving writes nothing.
 */
import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SOLO_MODES, type SoloMode } from '../../../contract/quiz/solo-modes';

export { questionsDigest, roundNonce } from '../quiz/round-ticket';

export interface SoloTicket {
  readonly userId: number;
  readonly mode: SoloMode;
  /** category:<id>, subcategory:<id>, passage:<id>, day:<date>, type:<category type>, bookmarks. */
  readonly scope: string;
  /** The language the pool was drawn in (0: none, the scope alone says). */
  readonly languageId: number;
  /** How many questions were drawn from the pool. */
  readonly limit: number;
  readonly questions: string;
  readonly servedAt: number;
  readonly expiresAt: number;
  readonly paid: boolean;
  /** Random: the seed of the draw, and two serves in one millisecond are two rounds. */
  readonly nonce: string;
}

const SIGNATURE_CHARS = 22;
const MODES = SOLO_MODES.join('|');
// Round ids are [A-Za-z0-9_.-] (contract RoundIdSchema): the scope's ':' travels as its first '-'.
const TICKET = new RegExp(
  `^(\\d{1,12})\\.(${MODES})\\.([a-z_]{1,20}(?:-[0-9a-z_-]{1,20})?)\\.(\\d{1,4})\\.(\\d{1,2})\\.([0-9a-f]{16})\\.(\\d{1,15})\\.(\\d{1,15})\\.([01])\\.([A-Za-z0-9_-]{8})\\.([A-Za-z0-9_-]{22})$`,
);

const encodeScope = (scope: string) => scope.replace(':', '-');
const decodeScope = (scope: string) => scope.replace('-', ':');

function signature(body: string, key: KeyObject): string {
  return createHmac('sha256', key).update(body).digest('base64url').slice(0, SIGNATURE_CHARS);
}

export function signSoloRound(ticket: SoloTicket, key: KeyObject): string {
  const body = [
    ticket.userId,
    ticket.mode,
    encodeScope(ticket.scope),
    ticket.languageId,
    ticket.limit,
    ticket.questions,
    ticket.servedAt,
    ticket.expiresAt,
    ticket.paid ? 1 : 0,
    ticket.nonce,
  ].join('.');
  return `${body}.${signature(body, key)}`;
}

/** The ticket a round id stands for, or null when the server did not sign it with this key. */
export function readSoloRound(roundId: string, key: KeyObject): SoloTicket | null {
  const match = TICKET.exec(roundId);
  if (!match) return null;
  const body = roundId.slice(0, roundId.length - SIGNATURE_CHARS - 1);
  const expected = Buffer.from(signature(body, key));
  const actual = Buffer.from(match[11] ?? '');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const [, userId, mode, scope, languageId, limit, questions, servedAt, expiresAt, paid, nonce] = match as unknown as string[];
  return {
    userId: Number(userId),
    mode: mode as SoloMode,
    scope: decodeScope(scope ?? ''),
    languageId: Number(languageId),
    limit: Number(limit),
    questions: questions ?? '',
    servedAt: Number(servedAt),
    expiresAt: Number(expiresAt),
    paid: paid === '1',
    nonce: nonce ?? '',
  };
}

/**
 * A stable shuffle of `ids` by `seed`: each id is ranked by an HMAC of it, so the same seed gives
 * the same order on any instance, and a player cannot steer it without the seed.
 */
export function seededOrder(ids: readonly number[], seed: string): number[] {
  const rank = (id: number) => createHmac('sha256', seed).update(String(id)).digest('hex');
  return ids
    .map((id) => ({ id, rank: rank(id) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.id - b.id))
    .map((entry) => entry.id);
}
