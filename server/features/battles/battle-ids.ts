/** A battle's ids from a cryptographic source: the spec's 20-character match id and a group room's code. */
import { randomInt } from 'node:crypto';
import { MATCH_ID_LENGTH, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../../contract/battles/rules';

const MATCH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function draw(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)] ?? '';
  return out;
}

export const newMatchId = (): string => draw(MATCH_ALPHABET, MATCH_ID_LENGTH);

/** A code nobody can guess from others (crypto.randomInt); the unique index refuses one a living room holds. */
export const newRoomCode = (): string => draw(ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH);
