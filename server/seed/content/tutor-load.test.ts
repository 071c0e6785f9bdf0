/**
 * The tutor content files (./tutor-schema.ts): the shipped ones load with what the hub promises
 * (both maths curricula, English for Years 3 and 4, notes with formulas and pictures, items whose
 * answers are options), and a broken file stops the load naming the file and the field.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import katex from 'katex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent, PUBLIC_ROOT } from './load';

let root: string;
let media: string;
let publicRoot: string;

function write(relative: string, data: unknown): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data));
}

const notes = [
  { type: 'text', text: 'What to know.' },
  { type: 'formula', tex: '1 + 1 = 2', says: 'One plus one is two.' },
  { type: 'example', text: 'One apple and one apple are two apples.' },
];
const item = (key: string, extra: Record<string, unknown> = {}) => ({ key, kind: 'choice', prompt: `Question ${key}?`, options: ['a', 'b', 'c'], answer: '1', steps: [{ text: 'Because b.' }], ...extra });
const items = (n = 10) => Array.from({ length: n }, (_, i) => item(String(i + 1)));
const mathsFile = { key: 'y3', slug: 'year-3', name: { en: 'Year 3' }, subject: 'maths', sort: 0, units: [{ key: 'add', slug: 'y3-add', name: { en: 'Addition' }, levels: [{ kind: 'addition', a: [1, 9], b: [1, 9] }] }] };
const english = (units: unknown[]) => ({ slug: 'y3-english', subject: 'english', year: 3, name: { en: 'Year 3 English' }, sort: 1, chapters: [{ slug: 'words', name: { en: 'Words' }, units }] });
const maths = (unit: Record<string, unknown>) => ({
  slug: 'y3-maths',
  subject: 'maths',
  year: 3,
  name: { en: 'Year 3 Maths' },
  sort: 0,
  maths_curriculum: 'year-3',
  chapters: [{ slug: 'calc', name: { en: 'Calculation' }, units: [{ slug: 'add', name: { en: 'Adding' }, notes, maths_unit: 'y3-add', ...unit }] }],
});

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'qh-tutor-'));
  media = mkdtempSync(path.join(tmpdir(), 'qh-media-'));
  publicRoot = mkdtempSync(path.join(tmpdir(), 'qh-public-'));
  write('maths/year-3.json', mathsFile);
});
afterEach(() => {
  for (const dir of [root, media, publicRoot]) rmSync(dir, { recursive: true, force: true });
});

describe('tutor content files', () => {
  it('ships Year 3 and 4 maths over the maths curricula and Year 3 and 4 English, as the hub promises', () => {
    const { tutor, maths: curricula } = loadContent();
    expect(tutor.map((s) => [s.slug, s.subject, s.year])).toEqual([
      ['year-3-maths', 'maths', 3],
      ['year-3-english', 'english', 3],
      ['year-4-maths', 'maths', 4],
      ['year-4-english', 'english', 4],
    ]);
    for (const subject of tutor) {
      for (const named of [subject, ...subject.chapters, ...subject.chapters.flatMap((c) => c.units)]) expect([named.name.ar, named.name.fr].every(Boolean), `${subject.file} ${named.slug}`).toBe(true);
      const units = subject.chapters.flatMap((c) => c.units);
      if (subject.subject === 'maths') {
        // Every maths unit of its curriculum is taught, each once.
        const curriculum = curricula.find((c) => c.slug === subject.maths_curriculum);
        expect(units.map((u) => u.maths_unit).sort()).toEqual(curriculum?.units.map((u) => u.slug).sort());
        for (const unit of units) {
          expect(unit.notes.some((b) => b.type === 'formula'), unit.slug).toBe(true);
          expect(unit.notes.some((b) => b.type === 'example'), unit.slug).toBe(true);
          expect(unit.notes.some((b) => b.type === 'text' && b.text.includes('\\(')), unit.slug).toBe(true);
        }
      } else {
        expect(subject.chapters.length).toBeGreaterThanOrEqual(3);
        expect(units.length).toBeGreaterThanOrEqual(6);
        for (const unit of units) {
          expect(unit.items?.length ?? 0, unit.slug).toBeGreaterThanOrEqual(10);
          for (const it of unit.items ?? []) expect(it.options[Number(it.answer)], `${unit.slug}:${it.key}`).toBeDefined();
        }
      }
    }
    const maths = tutor.filter((s) => s.subject === 'maths').flatMap((s) => s.chapters.flatMap((c) => c.units));
    expect(maths.filter((u) => u.notes.some((b) => b.type === 'picture')).length).toBeGreaterThanOrEqual(4);
  });

  it('ships notes whose TeX KaTeX renders: formulas, examples and the inline maths of texts', () => {
    let rendered = 0;
    const render = (tex: string, displayMode: boolean, where: string) => {
      expect(() => katex.renderToString(tex, { throwOnError: true, strict: 'error', displayMode }), `${where}: ${tex}`).not.toThrow();
      rendered++;
    };
    for (const subject of loadContent().tutor) {
      for (const unit of subject.chapters.flatMap((c) => c.units)) {
        for (const block of unit.notes) {
          if (block.type === 'formula') render(block.tex, true, unit.slug);
          if (block.type === 'example' && block.tex !== undefined) render(block.tex, true, unit.slug);
          if (block.type === 'text') for (const [, tex] of block.text.matchAll(/\\\((.+?)\\\)/g)) render(tex ?? '', false, unit.slug);
        }
      }
    }
    expect(rendered).toBeGreaterThan(30);
  });

  it('ships pictures that exist under public/tutor, each under 4 KB, with their alt text', () => {
    const pictures = loadContent().tutor.flatMap((s) => s.chapters.flatMap((c) => c.units.flatMap((u) => u.notes.flatMap((b) => (b.type === 'picture' ? [b] : [])))));
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    for (const picture of pictures) {
      const file = path.join(PUBLIC_ROOT, picture.src);
      expect(statSync(file).size, picture.src).toBeLessThan(4096);
      expect(readFileSync(file, 'utf8'), picture.src).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
      expect(picture.alt.length).toBeGreaterThan(10);
    }
  });

  it('names the file and the field of an answer that is not one of its options', () => {
    write('tutor/y3-english.json', english([{ slug: 'nouns', name: { en: 'Nouns' }, notes, items: [...items(9), item('10', { answer: '3' })] }]));
    expect(() => loadContent(root, media, publicRoot)).toThrow(/tutor\/y3-english\.json: does not match its format\n {2}chapters\.0\.units\.0\.items\.9\.answer: answer 3 is not one of the 3 options/);
  });

  it('refuses an item key used twice in a unit, naming both', () => {
    write('tutor/y3-english.json', english([{ slug: 'nouns', name: { en: 'Nouns' }, notes, items: [...items(10), item('4')] }]));
    expect(() => loadContent(root, media, publicRoot)).toThrow('tutor/y3-english.json: chapters.0.units.0.items.10.key: the item id "nouns:4" is already used by tutor/y3-english.json (chapters.0.units.0.items.3.key)');
  });

  it('refuses a maths unit that the maths files do not have, and items on a maths unit', () => {
    write('tutor/y3-maths.json', maths({ maths_unit: 'y3-divide' }));
    expect(() => loadContent(root, media, publicRoot)).toThrow('tutor/y3-maths.json: chapters.0.units.0.maths_unit: no maths unit "y3-divide" in maths/year-3.json');
    write('tutor/y3-maths.json', maths({ items: items() }));
    expect(() => loadContent(root, media, publicRoot)).toThrow(/chapters\.0\.units\.0\.items: a maths unit’s questions are generated/);
    write('tutor/y3-maths.json', { ...maths({}), maths_curriculum: 'year-9' });
    expect(() => loadContent(root, media, publicRoot)).toThrow('tutor/y3-maths.json: maths_curriculum: no maths curriculum "year-9" in server/seed/content/maths');
  });

  it('refuses an English unit with fewer than 10 items or a step-less item', () => {
    write('tutor/y3-english.json', english([{ slug: 'nouns', name: { en: 'Nouns' }, notes, items: items(9) }]));
    expect(() => loadContent(root, media, publicRoot)).toThrow(/chapters\.0\.units\.0\.items: /);
    write('tutor/y3-english.json', english([{ slug: 'nouns', name: { en: 'Nouns' }, notes, items: [...items(9), item('10', { steps: [] })] }]));
    expect(() => loadContent(root, media, publicRoot)).toThrow(/chapters\.0\.units\.0\.items\.9\.steps: /);
  });

  it('names a picture that is not under public/, and accepts it once it is', () => {
    const withPicture = [...notes, { type: 'picture', src: '/tutor/blocks.svg', alt: 'Blocks of ten.' }];
    write('tutor/y3-maths.json', maths({ notes: withPicture }));
    expect(() => loadContent(root, media, publicRoot)).toThrow('tutor/y3-maths.json: chapters.0.units.0.notes.3.src: no file "/tutor/blocks.svg" under public/');
    mkdirSync(path.join(publicRoot, 'tutor'));
    writeFileSync(path.join(publicRoot, 'tutor', 'blocks.svg'), '<svg/>');
    expect(loadContent(root, media, publicRoot).tutor.map((s) => s.slug)).toEqual(['y3-maths']);
  });
});
