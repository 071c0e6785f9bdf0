/**
 * An admin's pictures and sounds for questions: the type is read from the file's own bytes, and
 * the file is stored under the uploads folder's content/ by the hash of its bytes, so a path never
 * changes meaning (it is served as immutable) and the same file uploaded twice is stored once.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_AUDIO_MAX_BYTES, CONTENT_PICTURE_MAX_BYTES } from '../../../contract/api/admin-content';
import { AppError } from '../../lib/app-error';
import { CONTENT_MEDIA_TYPES, contentMediaPath, UPLOADED_MEDIA_PREFIX } from '../packs/content-media';

export interface MediaType {
  readonly kind: 'picture' | 'audio';
  readonly extension: string;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** PNG, JPEG, WebP, MP3, OGG, M4A, AAC (ADTS) or WAV by their signatures; anything else is undefined. */
export function detectMediaType(bytes: Uint8Array): MediaType | undefined {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0x89 && ascii(bytes, 1, 4) === 'PNG' && b(4) === 0x0d && b(5) === 0x0a) return { kind: 'picture', extension: '.png' };
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return { kind: 'picture', extension: '.jpg' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'picture', extension: '.webp' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return { kind: 'audio', extension: '.wav' };
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'audio', extension: '.ogg' };
  if (ascii(bytes, 0, 3) === 'ID3') return { kind: 'audio', extension: '.mp3' };
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^(M4A |M4B |mp42|isom|dash)$/.test(ascii(bytes, 8, 12))) return { kind: 'audio', extension: '.m4a' };
  // Frame sync (11 set bits): layer bits 00 are AAC in ADTS, 01 is MPEG layer III.
  if (b(0) === 0xff && (b(1) & 0xf6) === 0xf0) return { kind: 'audio', extension: '.aac' };
  if (b(0) === 0xff && (b(1) & 0xe6) === 0xe2) return { kind: 'audio', extension: '.mp3' };
  return undefined;
}

export interface StoredMedia {
  readonly url: string;
  readonly kind: MediaType['kind'];
  readonly content_type: string;
  readonly bytes: number;
  /** The same bytes were stored before (nothing was written). */
  readonly existed: boolean;
}

/** Checks and stores one upload; VALIDATION or PAYLOAD_TOO_LARGE on `file` when it is refused. */
export async function storeContentMedia(uploadsDir: string, bytes: Uint8Array): Promise<StoredMedia> {
  const type = detectMediaType(bytes);
  if (!type) throw new AppError('VALIDATION', { text: 'file must be a PNG, JPEG or WebP picture or an MP3, OGG, M4A, AAC or WAV sound' }, 'file');
  const max = type.kind === 'picture' ? CONTENT_PICTURE_MAX_BYTES : CONTENT_AUDIO_MAX_BYTES;
  if (bytes.byteLength > max) throw new AppError('PAYLOAD_TOO_LARGE', { text: `file is over ${max / 1_048_576} MB, the most a ${type.kind} may be` }, 'file');
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${type.extension}`;
  const dir = path.join(uploadsDir, 'content');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const existed = await access(file).then(
    () => true,
    () => false,
  );
  if (!existed) await writeFile(file, bytes);
  return { url: `${UPLOADED_MEDIA_PREFIX}${name}`, kind: type.kind, content_type: CONTENT_MEDIA_TYPES[type.extension] ?? 'application/octet-stream', bytes: bytes.byteLength, existed };
}

/**
 * Why a question cannot use this media path in this field (a picture in image_url, a sound in
 * audio_url, a file that exists), or null when it can.
 */
export async function mediaProblem(uploadsDir: string, url: string, kind: MediaType['kind']): Promise<string | null> {
  const file = contentMediaPath(url, undefined, uploadsDir);
  const type = file ? CONTENT_MEDIA_TYPES[path.extname(file).toLowerCase()] : undefined;
  if (!file || !type) return 'is not a content media path';
  if (!type.startsWith(kind === 'picture' ? 'image/' : 'audio/')) return `must be a ${kind}`;
  const found = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  return found ? null : 'names no stored file: upload it first (upload_admin_content_media)';
}
