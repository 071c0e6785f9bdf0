/** Profile pictures: the type is read from the file's own bytes, never from its name or header. */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../contract/api/user';
import { AppError } from '../../lib/app-error';

export const PROFILE_URL_PREFIX = '/uploads/profile/';

export function detectImageType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | undefined {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47 && b(4) === 0x0d && b(5) === 0x0a) return 'png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** Writes the image under uploadsDir/profile and returns its public URL path. */
export async function storeProfileImage(uploadsDir: string, uid: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > PROFILE_IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { code: 'IMAGE_TOO_LARGE', params: { megabytes: PROFILE_IMAGE_MAX_BYTES / 1_048_576 } }, 'image');
  const type = detectImageType(bytes);
  if (!type) throw new AppError('IMAGE_INVALID', undefined, 'image');
  const dir = path.join(uploadsDir, 'profile');
  await mkdir(dir, { recursive: true });
  const name = `${uid}-${randomBytes(6).toString('hex')}.${type}`;
  await writeFile(path.join(dir, name), bytes);
  return `${PROFILE_URL_PREFIX}${name}`;
}

/** Removes a stored picture; a missing file is not an error. */
export async function removeProfileImage(uploadsDir: string, url: string | null): Promise<boolean> {
  if (!url?.startsWith(PROFILE_URL_PREFIX)) return false;
  const name = path.basename(url);
  try {
    await unlink(path.join(uploadsDir, 'profile', name));
    return true;
  } catch {
    return false;
  }
}
