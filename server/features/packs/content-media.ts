/**
 * Pictures (and later audio) that content shows, shipped in the repository under server/seed/media
 * and served at /content-media/. Questions store the site path; offline packs list each file with
 * its size so a device knows the download size before it starts.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromRoot } from '../../lib/project-root';

export const CONTENT_MEDIA_PREFIX = '/content-media/';
export const CONTENT_MEDIA_DIR = fromRoot('server', 'seed', 'media');

/** The only file types content may use; anything else is never served or packed. */
export const CONTENT_MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
};

export interface ContentMediaFile {
  readonly url: string;
  readonly bytes: number;
  readonly type: string;
  /** SHA-256 of the bytes, so a pack's version changes when a picture does. */
  readonly sha256: string;
}

/** The file behind a /content-media/ path, or null when the path leaves the folder or has another type. */
export function contentMediaPath(url: string, root = CONTENT_MEDIA_DIR): string | null {
  if (!url.startsWith(CONTENT_MEDIA_PREFIX)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice(CONTENT_MEDIA_PREFIX.length));
  } catch {
    return null;
  }
  const file = path.resolve(root, relative);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  return CONTENT_MEDIA_TYPES[path.extname(file).toLowerCase()] ? file : null;
}

/** Size, type and hash of one media file; null when it is missing or not a content media path. */
export async function readContentMedia(url: string, root = CONTENT_MEDIA_DIR): Promise<ContentMediaFile | null> {
  const file = contentMediaPath(url, root);
  const type = file ? CONTENT_MEDIA_TYPES[path.extname(file).toLowerCase()] : undefined;
  if (!file || !type) return null;
  try {
    const bytes = await readFile(file);
    return { url, bytes: bytes.byteLength, type, sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
