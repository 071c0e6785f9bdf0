/**
 * The content loader: the shipped files load, and a broken file, a missing media file or a slug
 * claimed twice stops the load naming the file and the field. Fixtures are written to a temp dir.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent, storedSlug } from './load';

let root: string;
let media: string;

function write(relative: string, data: unknown): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
}

const choice = (q: string, extra: Record<string, unknown> = {}) => ({ q, options: ['a', 'b', 'c', 'd'], answer: 1, note: 'Because.', ...extra });
const category = (slug: string, subcategories: unknown[], extra: Record<string, unknown> = {}) => ({ slug, name: slug, icon: '🔬', description: 'About it.', subcategories, ...extra });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'qh-content-'));
  media = mkdtempSync(path.join(tmpdir(), 'qh-media-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(media, { recursive: true, force: true });
});

describe('content loader', () => {
  it('loads the shipped files: categories, maths curricula and English pages', () => {
    const content = loadContent();
    expect(content.categories.filter((c) => c.type === 'quiz_zone' && c.language === 'en').length).toBeGreaterThanOrEqual(8);
    expect(content.maths.length).toBeGreaterThanOrEqual(3);
    expect(content.pages.map((p) => p.language)).toEqual(expect.arrayContaining(['ar', 'en', 'fr']));
    // Each language ships the same pages as English.
    const types = (code: string) => content.pages.find((p) => p.language === code)?.pages.map((p) => p.type).sort();
    expect(types('ar')).toEqual(types('en'));
    expect(types('fr')).toEqual(types('en'));
    for (const c of content.maths) {
      for (const named of [c, ...c.units]) expect([named.name.ar, named.name.fr].every(Boolean), `${c.file} ${named.slug}`).toBe(true);
    }
  });

  it('loads nothing from an empty root: absent and empty folders are fine', () => {
    mkdirSync(path.join(root, 'true-false', 'en'), { recursive: true });
    expect(loadContent(root, media)).toEqual({ categories: [], maths: [], pages: [], tutor: [], media: [] });
  });

  it('orders files by name, English first, and suffixes the slugs of other languages than English', () => {
    // Arabic sorts before English by name, but the default language is read (and seeded) first.
    write('quiz-zone/ar/01-c.json', category('c', [{ slug: 'c-one', name: 'واحد', levels: [[choice('C?')]] }]));
    write('quiz-zone/en/02-b.json', category('b', [{ slug: 'b-one', name: 'One', levels: [[choice('B?')]] }]));
    write('quiz-zone/en/01-a.json', category('a', [{ slug: 'a-one', name: 'One', levels: [[choice('A?')]] }]));
    write('true-false/fr/01-a.json', category('a', [{ slug: 'a-one', name: 'Un', questions: [{ q: 'Vrai ?', answer: true, note: 'Oui.' }] }]));
    write('math-mania/ar/01-m-ar.json', category('m-ar', [{ slug: 'm-one', name: 'واحد', questions: [choice('$1+1$?', { math: true })] }]));
    const { categories } = loadContent(root, media);
    expect(categories.map((c) => [c.type, c.language, c.slug, c.sort, c.subcategorySlugs])).toEqual([
      ['quiz_zone', 'en', 'a', 0, ['a-one']],
      ['quiz_zone', 'en', 'b', 1, ['b-one']],
      ['quiz_zone', 'ar', 'c-ar', 0, ['c-one-ar']],
      ['true_false', 'fr', 'a-fr', 0, ['a-one-fr']],
      ['math_mania', 'ar', 'm-ar', 0, ['m-one-ar']],
    ]);
    expect(storedSlug('science', 'en')).toBe('science');
    expect(storedSlug('science-fr', 'fr')).toBe('science-fr');
  });

  it('names the file and the field of a file that breaks its format', () => {
    write('quiz-zone/en/01-a.json', category('a', [{ slug: 'a-one', name: 'One', levels: [[choice('A?', { answer: 7 })]] }]));
    expect(() => loadContent(root, media)).toThrow(/quiz-zone\/en\/01-a\.json: does not match its format\n {2}subcategories\.0\.levels\.0\.0\.answer: /);
  });

  it('names a guess-the-word file whose word has a space, and a file that is not JSON', () => {
    write('guess-the-word/en/01-w.json', category('w', [{ slug: 'w-one', name: 'One', questions: [{ clue: 'A fruit', word: 'APPLE PIE' }] }]));
    expect(() => loadContent(root, media)).toThrow(/guess-the-word\/en\/01-w\.json: [^\n]*\n {2}subcategories\.0\.questions\.0\.word: a word is 2 to 14 letters/);
    rmSync(path.join(root, 'guess-the-word'), { recursive: true });
    write('pages/fr.json', '[{"type": "about_us",');
    expect(() => loadContent(root, media)).toThrow(/pages\/fr\.json: not valid JSON/);
  });

  it('names the field of a media file that does not exist, and accepts it once it does', () => {
    write('nonverbal/en/01-n.json', category('n', [{ slug: 'n-one', name: 'One', questions: [choice('Which comes next?', { image: 'nonverbal/next-1.svg', image_alt: 'Shapes in a row.' })] }]));
    expect(() => loadContent(root, media)).toThrow('nonverbal/en/01-n.json: subcategories.0.questions.0.image: no file "nonverbal/next-1.svg" under server/seed/media');
    mkdirSync(path.join(media, 'nonverbal'));
    writeFileSync(path.join(media, 'nonverbal', 'next-1.svg'), '<svg/>');
    expect(loadContent(root, media).media).toEqual(['nonverbal/next-1.svg']);
  });

  it('checks the media of Fun & Learn passages too', () => {
    write('fun-n-learn/en/01-f.json', category('f', [{ slug: 'f-one', name: 'One', passages: [{ title: 'T', detail: 'D', audio: 'audio/en/x.ogg', transcript: 'Words.', questions: [choice('Q?')] }] }]));
    expect(() => loadContent(root, media)).toThrow('fun-n-learn/en/01-f.json: subcategories.0.passages.0.audio: no file "audio/en/x.ogg"');
  });

  it('refuses a slug that two files claim, naming both', () => {
    write('quiz-zone/en/01-a.json', category('science', [{ slug: 'cells', name: 'Cells', levels: [[choice('A?')]] }]));
    write('true-false/en/01-a.json', category('science-facts', [{ slug: 'cells', name: 'Cells', questions: [{ q: 'Yes?', answer: false, note: 'No.' }] }]));
    expect(() => loadContent(root, media)).toThrow('true-false/en/01-a.json: subcategories.0.slug: the slug "cells" is already used by quiz-zone/en/01-a.json (subcategories.0.slug)');
  });

  it('refuses a folder that is not a language code, and a maths key used twice', () => {
    write('quiz-zone/english/01-a.json', category('a', [{ slug: 'a-one', name: 'One', levels: [[choice('A?')]] }]));
    expect(() => loadContent(root, media)).toThrow('quiz-zone/english: a folder under quiz-zone is a language code');
    rmSync(path.join(root, 'quiz-zone'), { recursive: true });
    const unit = (slug: string) => ({ key: 'add', slug, name: { en: 'Addition' }, levels: [{ kind: 'addition', a: [1, 9], b: [1, 9] }] });
    write('maths/a.json', { key: 'y3', slug: 'year-3', name: { en: 'Year 3' }, subject: 'maths', sort: 1, units: [unit('y3-add')] });
    write('maths/b.json', { key: 'y3', slug: 'year-4', name: { en: 'Year 4' }, subject: 'maths', sort: 0, units: [unit('y4-add')] });
    expect(() => loadContent(root, media)).toThrow('maths/a.json: key: the key "y3" is already used by maths/b.json');
  });
});
