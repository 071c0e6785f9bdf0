import { createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RoundIdSchema } from '../../../contract/api/quiz';
import { questionsDigest, readSoloRound, seededOrder, signSoloRound, type SoloTicket } from './solo-ticket';

const key = createSecretKey(Buffer.alloc(32, 3));
const other = createSecretKey(Buffer.alloc(32, 4));

const ticket = (scope: string): SoloTicket => ({
  userId: 123456,
  mode: 'guess_the_word',
  scope,
  languageId: 3,
  limit: 50,
  questions: questionsDigest([5, 3, 9]),
  servedAt: 1_795_000_000_000,
  expiresAt: 1_795_000_600_000,
  paid: true,
  nonce: 'AbC-_123',
});

describe('solo round tickets', () => {
  it('reads back what it signed, for every kind of scope, as a valid round id', () => {
    for (const scope of ['category:12', 'subcategory:9999999999', 'passage:4', 'day:2026-11-26', 'type:true_false', 'type:guess_the_word', 'bookmarks']) {
      const id = signSoloRound(ticket(scope), key);
      expect(RoundIdSchema.safeParse(id).success, id).toBe(true);
      expect(readSoloRound(id, key)).toEqual(ticket(scope));
    }
  });

  it('refuses a ticket signed with another key or changed in any field', () => {
    const id = signSoloRound(ticket('category:12'), key);
    expect(readSoloRound(id, other)).toBeNull();
    expect(readSoloRound(id.replace('123456.', '123457.'), key)).toBeNull();
    expect(readSoloRound(id.replace('category-12', 'category-13'), key)).toBeNull();
    expect(readSoloRound(id.replace('.1.AbC', '.0.AbC'), key)).toBeNull();
    expect(readSoloRound('not a ticket', key)).toBeNull();
  });

  it('draws the same order from the same seed, another from another', () => {
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(seededOrder(ids, 'seed-one')).toEqual(seededOrder([...ids].reverse(), 'seed-one'));
    expect(seededOrder(ids, 'seed-one')).not.toEqual(seededOrder(ids, 'seed-two'));
    expect([...seededOrder(ids, 'seed-one')].sort((a, b) => a - b)).toEqual(ids);
  });
});
