import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MEDIA_DIR, contentMediaPath, readContentMedia } from './content-media';

describe('content media', () => {
  it('maps a /content-media/ path to its file in the media folder', () => {
    expect(contentMediaPath('/content-media/quiz/hexagon.svg')).toBe(path.join(CONTENT_MEDIA_DIR, 'quiz', 'hexagon.svg'));
  });

  it('refuses paths that leave the folder, other file types, other prefixes and broken escapes', () => {
    for (const url of ['/content-media/../seed.ts', '/content-media/quiz/%2e%2e/%2e%2e/seed.ts', '/content-media/quiz/notes.txt', '/uploads/a.svg', '/content-media/%E0.svg']) {
      expect(contentMediaPath(url), url).toBeNull();
    }
  });

  it('reads the size, type and hash of a file, and null for a missing one', async () => {
    const file = await readContentMedia('/content-media/quiz/cube.svg');
    expect(file).toMatchObject({ url: '/content-media/quiz/cube.svg', type: 'image/svg+xml' });
    expect(file?.bytes).toBeGreaterThan(100);
    expect(file?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await readContentMedia('/content-media/quiz/missing.svg')).toBeNull();
  });

  it('serves every media file the content files name', async () => {
    const { loadContent } = await import('../../seed/content/load');
    for (const file of loadContent().media) expect(await readContentMedia(`/content-media/${file}`), file).not.toBeNull();
  });
});
