/**
 * Question pictures are public files (docs/fair-play.md): nothing in one may give its question's
 * answer away, neither the file name, nor the words drawn in it, nor its title, nor its alt text.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MEDIA_DIR, CONTENT_MEDIA_PREFIX } from '../../../features/packs/content-media';
import { quizQuestionImages } from './images';
import { quizCategories } from './index';

function correctOption(subcategorySlug: string, question: string): string {
  for (const category of quizCategories) {
    for (const sub of category.subcategories) {
      if (sub.slug !== subcategorySlug) continue;
      for (const level of sub.levels) {
        const found = level.find((q) => q.question === question);
        if (found) return found.options[found.answer] ?? '';
      }
    }
  }
  throw new Error(`no seeded question "${question}" in ${subcategorySlug}`);
}

/** Every word a picture shows or says: its <title>, <desc> and <text> contents. */
function wordsIn(svg: string): string {
  return [...svg.matchAll(/<(title|desc|text)\b[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]).join(' ');
}

const mentions = (haystack: string, answer: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu').test(haystack);

describe('seeded question pictures', () => {
  it.each(quizQuestionImages.map((image) => [image.url, image] as const))('%s does not give the answer away', async (_url, image) => {
    const answer = correctOption(image.subcategory, image.question);
    expect(answer.length).toBeGreaterThan(0);
    const file = path.join(CONTENT_MEDIA_DIR, image.url.slice(CONTENT_MEDIA_PREFIX.length));
    const svg = await readFile(file, 'utf8');
    for (const [where, text] of [
      ['file name', path.basename(file, path.extname(file)).replaceAll('-', ' ')],
      ['drawn words', wordsIn(svg)],
      ['alt text', image.alt],
    ] as const) {
      expect(mentions(text, answer), `${where} of ${image.url} mentions the answer "${answer}"`).toBe(false);
    }
  });

  it('catches a picture that would', () => {
    expect(mentions('A circle with a line labelled 14 cm', '14 cm')).toBe(true);
    expect(mentions('A hexagon with 6 dots', '6')).toBe(true);
    expect(mentions('labelled 16 cm', '6')).toBe(false);
  });
});
