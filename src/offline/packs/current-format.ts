/** Whether a stored pack can be played; Dexie-free, for the quick reads of ../direct-read.ts. */
import { PACK_FORMAT } from '../../../contract/offline/pack-format';
import type { StoredPack } from '../db';

/**
 * Whether a stored pack was checked against today's pack contract when it downloaded. A copy stored
 * by an app version with another contract counts as missing for play, never half-used.
 */
export function isCurrentFormat(pack: Pick<StoredPack, 'format'>): boolean {
  return pack.format === PACK_FORMAT;
}
