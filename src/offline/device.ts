/**
 * Device identity and the per-device op sequence. The server orders a device's ops by seq and the
 * maths merge breaks ties on (seq, device_id), so a seq must never be reused, even across reloads:
 * both live in the `meta` table and the seq is taken inside a Dexie transaction.
 */
import type { QuizhiveDb } from './db';

const DEVICE_ID_KEY = 'deviceId';
const NEXT_SEQ_KEY = 'nextSeq';

/** base64url of `byteCount` random bytes from the platform CSPRNG (never Math.random: ids must not collide). */
export function randomId(byteCount: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteCount));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 12 bytes give 16 base64url chars: inside the contract's 8..64 and 96 bits of randomness. */
export function newDeviceId(): string {
  return randomId(12);
}

/** Reads the device id, creating it on first use; the transaction makes two tabs agree on one id. */
export function getDeviceId(db: QuizhiveDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(DEVICE_ID_KEY);
    if (typeof row?.value === 'string') return row.value;
    const id = newDeviceId();
    await db.meta.put({ key: DEVICE_ID_KEY, value: id });
    return id;
  });
}

/**
 * Takes the next seq (starting at 1, as the contract requires). When called inside an outer
 * transaction that includes `meta`, Dexie joins it, so the seq is only spent if the op commits.
 */
export function allocateSeq(db: QuizhiveDb): Promise<number> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(NEXT_SEQ_KEY);
    const seq = typeof row?.value === 'number' ? row.value : 1;
    await db.meta.put({ key: NEXT_SEQ_KEY, value: seq + 1 });
    return seq;
  });
}

/**
 * Lamport step: after seeing a stamp with `seq` (another device's, pulled from the server), this
 * device's next seq goes past it, so its next write is "later" than everything it has seen.
 */
export function observeSeq(db: QuizhiveDb, seen: number): Promise<void> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(NEXT_SEQ_KEY);
    const next = typeof row?.value === 'number' ? row.value : 1;
    if (seen + 1 > next) await db.meta.put({ key: NEXT_SEQ_KEY, value: seen + 1 });
  });
}
