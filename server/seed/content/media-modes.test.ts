/**
 * The demo content of the three media modes (issue 14): Audio Questions, Math Mania and non-verbal
 * reasoning. The files are data made by tools/content/make-audio.ts and make-nonverbal.ts (and
 * written by hand for Math Mania); this holds what the players and the packs rely on: every file
 * loads, every clip and picture exists and stays small enough for an offline pack, every formula
 * renders in KaTeX, and the pictures keep their answers to themselves.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { CONTENT_MEDIA_DIR } from '../../features/packs/content-media';
import { ChoiceFileSchema, type ChoiceItem } from './schema';

const CONTENT_DIR = path.join(import.meta.dirname);
const LANGS = ['en', 'ar', 'fr'] as const;
type Lang = (typeof LANGS)[number];

interface Loaded {
  lang: Lang;
  file: string;
  data: ReturnType<typeof ChoiceFileSchema.parse>;
  questions: ChoiceItem[];
}

function load(mode: string): Loaded[] {
  return LANGS.flatMap((lang) => {
    const dir = path.join(CONTENT_DIR, mode, lang);
    return readdirSync(dir)
      .sort()
      .map((file) => {
        const data = ChoiceFileSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
        return { lang, file, data, questions: data.subcategories.flatMap((s) => s.questions) };
      });
  });
}

const modes = { audio: load('audio-questions'), math: load('math-mania'), nonverbal: load('nonverbal') };
const count = (files: Loaded[], lang: Lang): number => files.filter((f) => f.lang === lang).reduce((n, f) => n + f.questions.length, 0);
const bytes = (media: string): number => statSync(path.join(CONTENT_MEDIA_DIR, media)).size;

describe('media modes demo content', () => {
  it('has the issue’s counts: 40 audio, 60 Math Mania, 60 non-verbal in English, and a third of each in Arabic and French', () => {
    expect(count(modes.audio, 'en')).toBe(40);
    expect(count(modes.math, 'en')).toBe(60);
    expect(count(modes.nonverbal, 'en')).toBe(60);
    for (const lang of ['ar', 'fr'] as const) {
      expect(count(modes.audio, lang), lang).toBe(14);
      expect(count(modes.math, lang), lang).toBe(20);
      expect(count(modes.nonverbal, lang), lang).toBe(20);
    }
  });

  it('names each file after its slug, suffixes other languages’ slugs, and keeps every slug unique', () => {
    const slugs: string[] = [];
    for (const { lang, file, data } of Object.values(modes).flat()) {
      const suffix = lang === 'en' ? '' : `-${lang}`;
      expect(file, file).toMatch(/^\d\d-[a-z0-9-]+\.json$/);
      expect(file.slice(3), file).toBe(`${data.slug.slice(0, data.slug.length - suffix.length)}.json`);
      for (const slug of [data.slug, ...data.subcategories.map((s) => s.slug)]) {
        if (suffix) expect(slug.endsWith(suffix), slug).toBe(true);
        slugs.push(slug);
      }
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('gives every audio question a transcript and an Ogg clip of its own language, under 25 KB each and 2 MB in all', () => {
    const clips = new Set<string>();
    for (const { lang, questions } of modes.audio) {
      for (const q of questions) {
        expect(q.transcript, q.q).toBeTruthy();
        expect(q.audio, q.q).toMatch(new RegExp(`^audio/${lang}/[a-z0-9-]+\\.ogg$`));
        const clip = q.audio ?? '';
        expect(clips.has(clip), clip).toBe(false);
        clips.add(clip);
        const head = readFileSync(path.join(CONTENT_MEDIA_DIR, clip)).subarray(0, 40).toString('latin1');
        expect(head.startsWith('OggS') && head.includes('OpusHead'), clip).toBe(true);
        expect(bytes(clip), clip).toBeLessThan(25 * 1024);
      }
    }
    expect([...clips].reduce((n, c) => n + bytes(c), 0)).toBeLessThan(2 * 1024 * 1024);
    // No clip on disk that no question plays: the packs carry what the content names.
    const onDisk = LANGS.flatMap((lang) => readdirSync(path.join(CONTENT_MEDIA_DIR, 'audio', lang)).map((f) => `audio/${lang}/${f}`));
    expect(onDisk.sort()).toEqual([...clips].sort());
  });

  it('gives every audio question a title of its own in its language (bookmarks and reports list them), which names no answer', () => {
    for (const lang of LANGS) {
      const questions = modes.audio.filter((f) => f.lang === lang).flatMap((f) => f.questions);
      const titles = questions.map((q) => q.q);
      expect(new Set(titles).size, lang).toBe(titles.length);
      for (const q of questions) {
        const answer = q.options[q.answer] ?? '';
        expect(q.q.toLocaleLowerCase(lang).includes(answer.toLocaleLowerCase(lang)), `${q.q} names ${answer}`).toBe(false);
        // The clip asks the question: the title is not its transcript.
        expect(q.q, q.q).not.toBe(q.transcript);
      }
    }
  });

  it('marks every Math Mania question as math, and every $…$ formula renders in KaTeX', () => {
    let formulas = 0;
    for (const { questions } of modes.math) {
      for (const q of questions) {
        expect(q.math, q.q).toBe(true);
        for (const text of [q.q, ...q.options]) {
          expect((text.match(/\$/g) ?? []).length % 2, text).toBe(0);
          for (const [, tex] of text.matchAll(/\$([^$]+)\$/g)) {
            formulas++;
            expect(() => katex.renderToString(tex ?? '', { throwOnError: true, strict: 'error' }), tex).not.toThrow();
          }
        }
        // Every option is a formula, so each one is read out as maths.
        for (const option of q.options) expect(option, q.q).toMatch(/^\$[^$]+\$$/);
      }
    }
    expect(formulas).toBeGreaterThan(200);
  });

  it('makes Geometry & Formulas premium at 40 coins in every language, and the other Math Mania categories free', () => {
    for (const { data } of modes.math) expect(data.premium_coins, data.slug).toBe(data.slug.startsWith('geometry-and-formulas') ? 40 : undefined);
  });

  it('draws each non-verbal item as a small SVG with a viewBox, a title and its own white card, options A to D', () => {
    const pictures = new Set<string>();
    for (const { questions } of modes.nonverbal) {
      for (const q of questions) {
        expect(q.options).toEqual(['A', 'B', 'C', 'D']);
        expect(q.image, q.q).toMatch(/^nonverbal\/nv-(series|odd|turn)-\d\d\.svg$/);
        const picture = q.image ?? '';
        pictures.add(picture);
        const svg = readFileSync(path.join(CONTENT_MEDIA_DIR, picture), 'utf8');
        expect(bytes(picture), picture).toBeLessThan(8 * 1024);
        expect(svg, picture).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
        expect(svg, picture).toMatch(/<title>[^<]+<\/title><rect width="\d+" height="\d+" rx="\d+" fill="#fff"/);
        for (const letter of ['A', 'B', 'C', 'D']) expect(svg, picture).toContain(`>${letter}</text>`);
      }
    }
    expect(pictures.size).toBe(60);
    expect(readdirSync(path.join(CONTENT_MEDIA_DIR, 'nonverbal')).length).toBe(60);
  });

  it('describes every option of a non-verbal item in its alt text, without naming the answer', () => {
    for (const { lang, questions } of modes.nonverbal) {
      for (const q of questions) {
        const alt = q.image_alt ?? '';
        const sep = lang === 'fr' ? ' : ' : ': ';
        // Each option's description starts after "A: " and ends at the next option or the end.
        const described = ['A', 'B', 'C', 'D'].map((l, i, all) => {
          const from = alt.indexOf(`${l}${sep}`);
          const next = i < 3 ? alt.indexOf(`${all[i + 1] ?? ''}${sep}`) : alt.length;
          return from < 0 || next < from ? '' : alt.slice(from + 3, next);
        });
        for (const d of described) expect(d.length, alt).toBeGreaterThan(5);
        // The four descriptions differ, so the words alone are enough to solve the puzzle.
        expect(new Set(described.map((d) => d.replace(/[;؛.\s]+$/u, ''))).size, alt).toBe(4);
        expect(alt, alt).not.toMatch(/answer|correct|réponse correcte|bonne réponse|الإجابة الصحيحة/i);
      }
    }
  });

  it('keeps the Arabic and French non-verbal items on the English pictures with the English answers', () => {
    const english = new Map(modes.nonverbal.filter((f) => f.lang === 'en').flatMap((f) => f.questions.map((q) => [q.image, q.answer] as const)));
    for (const { lang, questions } of modes.nonverbal.filter((f) => f.lang !== 'en')) {
      for (const q of questions) {
        expect(existsSync(path.join(CONTENT_MEDIA_DIR, q.image ?? '')), q.image).toBe(true);
        expect(english.get(q.image), `${lang} ${q.image}`).toBe(q.answer);
      }
    }
  });
});
