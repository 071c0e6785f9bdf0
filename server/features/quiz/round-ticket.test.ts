import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { questionsDigest, readRound, roundNonce, signRound, type RoundTicket } from './round-ticket';

const key = createSecretKey(randomBytes(32));
const ticket: RoundTicket = { userId: 42, subcategory: 7, level: 3, questions: questionsDigest([11, 12, 13]), servedAt: 1_795_000_000_000, expiresAt: 1_795_000_254_000, nonce: roundNonce() };

describe('round tickets', () => {
  it('reads back what the server signed', () => {
    const id = signRound(ticket, key);
    expect(id.length).toBeLessThanOrEqual(160);
    expect(id).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(readRound(id, key)).toEqual(ticket);
  });

  it('refuses a ticket changed in any field, signed with another key, or made up', () => {
    const id = signRound(ticket, key);
    const [user, sub, level, questions, served, expires, nonce, sig] = id.split('.');
    const forged = [
      [String(Number(user) + 1), sub, level, questions, served, expires, nonce, sig],
      [user, sub, String(Number(level) + 1), questions, served, expires, nonce, sig],
      [user, sub, level, questionsDigest([11, 13, 12]), served, expires, nonce, sig],
      [user, sub, level, questions, served, String(Number(expires) + 3_600_000), nonce, sig],
      [user, sub, level, questions, served, expires, roundNonce(), sig],
    ].map((parts) => parts.join('.'));
    for (const candidate of forged) expect(readRound(candidate, key)).toBeNull();
    expect(readRound(id, createSecretKey(randomBytes(32)))).toBeNull();
    expect(readRound('madeUpRoundId0123456789', key)).toBeNull();
  });

  it('makes two serves in one millisecond two rounds', () => {
    expect(signRound({ ...ticket, nonce: roundNonce() }, key)).not.toBe(signRound({ ...ticket, nonce: roundNonce() }, key));
  });

  it('fingerprints the questions in their order', () => {
    expect(questionsDigest([1, 2, 3])).not.toBe(questionsDigest([1, 3, 2]));
    expect(questionsDigest([1, 2, 3])).toMatch(/^[0-9a-f]{16}$/);
  });
});
