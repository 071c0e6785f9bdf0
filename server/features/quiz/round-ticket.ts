/**
 * A served round, as a ticket the server signs when it serves a level's questions and checks when
 * the sheet comes back: whose round, which level, which questions in which order, when served and
 * until when it is ranked. Signed rather than stored, so serving questions writes nothing (the
 * busiest read of a classroom stays a read) and any instance sharing the key can check it; the
 * result row that uses a round up records its id, so a round is scored once (score-sheet.ts).
 */
import { createHash, createHmac, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';

export interface RoundTicket {
  readonly userId: number;
  readonly subcategory: number;
  readonly level: number;
  /** questionsDigest of the served question ids, in the order served. */
  readonly questions: string;
  /** Milliseconds since the epoch, by the server's clock. */
  readonly servedAt: number;
  readonly expiresAt: number;
  /** Random: two serves in one millisecond are still two rounds. */
  readonly nonce: string;
}

/** Enough of the signature to make a forgery hopeless (128 bits), short enough for a URL-safe id. */
const SIGNATURE_CHARS = 22;
const TICKET = /^(\d{1,12})\.(\d{1,12})\.(\d{1,6})\.([0-9a-f]{16})\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{22})$/;

/** A fresh nonce for a ticket. */
export function roundNonce(): string {
  // randomUUID draws from a cached batch of entropy: far cheaper per call than randomBytes.
  return randomUUID().slice(0, 8);
}

/** A short fingerprint of the served questions and their order. */
export function questionsDigest(ids: readonly number[]): string {
  return createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 16);
}

function signature(body: string, key: KeyObject): string {
  return createHmac('sha256', key).update(body).digest('base64url').slice(0, SIGNATURE_CHARS);
}

export function signRound(ticket: RoundTicket, key: KeyObject): string {
  const body = [ticket.userId, ticket.subcategory, ticket.level, ticket.questions, ticket.servedAt, ticket.expiresAt, ticket.nonce].join('.');
  return `${body}.${signature(body, key)}`;
}

/** The ticket a round id stands for, or null when the server did not sign it with this key. */
export function readRound(roundId: string, key: KeyObject): RoundTicket | null {
  const match = TICKET.exec(roundId);
  if (!match) return null;
  const [, userId, subcategory, level, questions, servedAt, expiresAt, nonce, given] = match as unknown as string[];
  const body = roundId.slice(0, roundId.length - SIGNATURE_CHARS - 1);
  const expected = Buffer.from(signature(body, key));
  const actual = Buffer.from(given ?? '');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return {
    userId: Number(userId),
    subcategory: Number(subcategory),
    level: Number(level),
    questions: questions ?? '',
    servedAt: Number(servedAt),
    expiresAt: Number(expiresAt),
    nonce: nonce ?? '',
  };
}
