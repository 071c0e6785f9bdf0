import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PackSchema } from '../../contract/api/packs';
import { PACK_FORMAT } from '../../contract/offline/pack-format';

/**
 * The pack contract's fingerprint for each PACK_FORMAT. Devices trust a stored pack by its format
 * number alone, so a change to PackSchema must come with a new number; otherwise a device would
 * play a copy stored under the old shape. When this test fails:
 * - the pack shape changed: raise PACK_FORMAT and record the new fingerprint under it;
 * - only zod's JSON Schema output changed (a zod upgrade): record the new fingerprint under the
 *   same number.
 * Refinements (e.g. a range's min <= max) are not in JSON Schema; changing one that older stored
 * packs could fail needs a new number too.
 */
const FINGERPRINTS: Readonly<Record<number, string>> = {
  1: '289ec0e53d0a18ad178942230a431882f341cddec9fe1f698f05a971575751fa',
  // Quiz Zone questions may carry audio_url and categories image_url (an admin's uploads, issue 12).
  2: '47a9f94c1c77d9c63c800bd6348e89c38efc3b7f223bd447ce037f59502702ad',
  // The solo modes' packs (one per category, with keys) and past daily quizzes (issue 14).
  3: '2d6b9a5055ca1be54b5f3490c7498b60f24b201201fe0b4ede18080fc54f4618',
};

function fingerprint(): string {
  const json = JSON.stringify(z.toJSONSchema(PackSchema, { unrepresentable: 'any' }));
  return createHash('sha256').update(json).digest('hex');
}

describe('PACK_FORMAT', () => {
  it('names the pack contract it was recorded for', () => {
    expect(FINGERPRINTS[PACK_FORMAT], `PackSchema changed: raise PACK_FORMAT (now ${PACK_FORMAT}) and record ${fingerprint()}`).toBe(fingerprint());
  });

  it('tells a change to the pack shape from no change', () => {
    const widened = PackSchema.options.map((option) => option.extend({ extra: z.string() }));
    const changed = createHash('sha256')
      .update(JSON.stringify(z.toJSONSchema(z.discriminatedUnion('kind', [widened[0]!, widened[1]!, widened[2]!, widened[3]!]), { unrepresentable: 'any' })))
      .digest('hex');
    expect(changed).not.toBe(fingerprint());
  });
});
