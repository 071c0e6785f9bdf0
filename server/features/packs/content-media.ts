/**
 * Pictures and sounds that content shows: shipped in the repository under server/seed/media and
 * served at /content-media/, or uploaded by an admin under the data directory's uploads/content
 * and served at /uploads/content/. Questions store the site path; offline packs list each file
 * with its size so a device knows the download size before it starts.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromRoot } from '../../lib/project-root';

export const CONTENT_MEDIA_PREFIX = '/content-media/';
export const CONTENT_MEDIA_DIR = fromRoot('server', 'seed', 'media');
/** An admin's uploads (server/features/admin/content-media-upload.ts), under the uploads folder's content/. */
export const UPLOADED_MEDIA_PREFIX = '/uploads/content/';

/** The only file types content may use; anything else is never served or packed. */
export const CONTENT_MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.wav': 'audio/wav',
};

export interface ContentMediaFile {
  readonly url: string;
  readonly bytes: number;
  readonly type: string;
  /** SHA-256 of the bytes, so a pack's version changes when a picture does. */
  readonly sha256: string;
}

/**
 * The file behind a /content-media/ path (or, given the uploads folder, an /uploads/content/ one),
 * or null when the path leaves its folder or has another type.
 */
export function contentMediaPath(url: string, root = CONTENT_MEDIA_DIR, uploadsDir?: string): string | null {
  const uploaded = uploadsDir !== undefined && url.startsWith(UPLOADED_MEDIA_PREFIX);
  if (uploaded) root = path.join(uploadsDir, 'content');
  else if (!url.startsWith(CONTENT_MEDIA_PREFIX)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice((uploaded ? UPLOADED_MEDIA_PREFIX : CONTENT_MEDIA_PREFIX).length));
  } catch {
    return null;
  }
  const file = path.resolve(root, relative);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  return CONTENT_MEDIA_TYPES[path.extname(file).toLowerCase()] ? file : null;
}

/** Size, type and hash of one media file; null when it is missing or not a content media path. */
export async function readContentMedia(url: string, root = CONTENT_MEDIA_DIR, uploadsDir?: string): Promise<ContentMediaFile | null> {
  const file = contentMediaPath(url, root, uploadsDir);
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
