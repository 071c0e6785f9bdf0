/**
 * Question pictures are public files (docs/fair-play.md): nothing in one may give its question's
 * answer away, neither the file name, nor the words drawn in it, nor its title, nor its alt text.
 * Every picture of every content file is checked, whoever adds it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent, MEDIA_ROOT, type LoadedCategory } from './load';

interface Pictured {
  readonly where: string;
  readonly image: string;
  readonly alt: string;
  /** The answer as a player would type or read it; true/false statements have none worth hiding. */
  readonly answer: string;
}

function picturesOf(category: LoadedCategory): Pictured[] {
  const found: Pictured[] = [];
  const add = (where: string, item: { image?: string | undefined; image_alt?: string | undefined }, answer: string | undefined) => {
    if (item.image !== undefined && answer !== undefined) found.push({ where: `${category.file} ${where}`, image: item.image, alt: item.image_alt ?? '', answer });
  };
  // Options that are the labels of figures drawn in the picture (non-verbal: A to D) are all shown
  // alike, so naming one gives nothing away; media-modes.test.ts checks those alt texts instead.
  const choiceAnswer = (q: { options: readonly string[]; answer: number }) => (q.options.every((o) => o.length === 1) ? undefined : q.options[q.answer]);
  category.data.subcategories.forEach((sub, s) => {
    if ('levels' in sub) sub.levels.forEach((level, l) => level.forEach((q, i) => add(`${s}.${l}.${i}`, q, choiceAnswer(q))));
    if ('passages' in sub) sub.passages.forEach((p, i) => p.questions.forEach((q, j) => add(`${s}.${i}.${j}`, q, choiceAnswer(q))));
    if ('questions' in sub) {
      sub.questions.forEach((q, i) => {
        if ('word' in q) add(`${s}.${i}`, q, q.word);
        else if ('options' in q) add(`${s}.${i}`, q, choiceAnswer(q));
      });
    }
  });
  return found;
}

/** Every word a picture shows or says: its <title>, <desc> and <text> contents. */
function wordsIn(svg: string): string {
  return [...svg.matchAll(/<(title|desc|text)\b[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]).join(' ');
}

const mentions = (haystack: string, answer: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu').test(haystack);

const pictures = loadContent().categories.flatMap(picturesOf);

describe('seeded question pictures', () => {
  it('include the Quiz Zone pictures', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(6);
  });

  it.each(pictures.map((p) => [p.where, p] as const))('%s does not give the answer away', async (_where, picture) => {
    expect(picture.answer.length).toBeGreaterThan(0);
    const file = path.join(MEDIA_ROOT, picture.image);
    const words = file.endsWith('.svg') ? wordsIn(await readFile(file, 'utf8')) : '';
    for (const [where, text] of [
      ['file name', path.basename(file, path.extname(file)).replaceAll('-', ' ')],
      ['drawn words', words],
      ['alt text', picture.alt],
    ] as const) {
      expect(mentions(text, picture.answer), `${where} of ${picture.image} mentions the answer "${picture.answer}"`).toBe(false);
    }
  });

  it('catches a picture that would', () => {
    expect(mentions('A circle with a line labelled 14 cm', '14 cm')).toBe(true);
    expect(mentions('A hexagon with 6 dots', '6')).toBe(true);
    expect(mentions('labelled 16 cm', '6')).toBe(false);
  });
});
