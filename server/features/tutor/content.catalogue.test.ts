/** The tutor catalogue built from rows: order, numbering, names by language, and units left out when they have nothing to practise. */
import { describe, expect, it } from 'vitest';
import { buildTutorCatalogue, languageIn, toChapter, toSubjectEntry } from './content.catalogue';
import type { TutorContentRows } from './content.repo';

const notes = [{ type: 'text' as const, text: 'What to know.' }];
const rows: TutorContentRows = {
  subjects: [{ id: 7, slug: 'y3-english', subject: 'english', year: 3, name: 'Year 3 English', names: { fr: 'Anglais CE2' }, mathsCurriculumId: null, sort: 1 }],
  chapters: [
    { id: 20, subjectId: 7, slug: 'words', name: 'Words', names: { fr: 'Mots' }, sort: 0 },
    { id: 21, subjectId: 7, slug: 'maths-ish', name: 'Numbers', names: {}, sort: 1 },
  ],
  units: [
    { id: 30, chapterId: 20, slug: 'nouns', name: 'Nouns', names: {}, notes, mathsUnitId: null, sort: 0 },
    { id: 31, chapterId: 20, slug: 'empty', name: 'Nothing yet', names: {}, notes, mathsUnitId: null, sort: 1 },
    { id: 32, chapterId: 21, slug: 'adding', name: 'Adding', names: {}, notes, mathsUnitId: 5, sort: 0 },
    { id: 33, chapterId: 21, slug: 'no-levels', name: 'No levels', names: {}, notes, mathsUnitId: 6, sort: 1 },
  ],
  items: [{ id: 1, unitId: 30, itemId: 'nouns:1', kind: 'choice', prompt: 'Which is a noun?', options: ['run', 'cat', 'red'], answer: '1', steps: [{ text: 'A cat is an animal.' }], sort: 0 }],
  levels: [{ unitId: 5, level: 1, levelKey: 'y3-add-1', generator: { kind: 'addition', a: [1, 9], b: [1, 9] }, questionCount: 30 }],
  languages: [
    { id: 1, code: 'en', isDefault: true },
    { id: 3, code: 'fr', isDefault: false },
  ],
};

describe('tutor catalogue', () => {
  const catalogue = buildTutorCatalogue(rows);
  const subject = catalogue.subjectById.get(7);

  it('numbers chapters from 1 and leaves out units with nothing to practise', () => {
    if (!subject) throw new Error('no subject');
    expect(subject.chapters.map((c) => [c.number, c.slug, c.units.map((u) => u.slug)])).toEqual([
      [1, 'words', ['nouns']],
      [2, 'maths-ish', ['adding']],
    ]);
    expect(toSubjectEntry(subject, 'en')).toMatchObject({ no_of_chapters: 2, no_of_units: 2 });
    const [words, numbers] = subject.chapters.map((c) => toChapter(c, 'en'));
    expect(words?.units[0]?.practice).toEqual({ source: 'items', items: [{ id: 'nouns:1', kind: 'choice', prompt: 'Which is a noun?', options: ['run', 'cat', 'red'], answer: '1', steps: [{ text: 'A cat is an animal.' }] }] });
    expect(numbers?.units[0]?.practice).toEqual({ source: 'generator', levels: [{ level_key: 'y3-add-1', generator: { kind: 'addition', a: [1, 9], b: [1, 9] }, question_count: 30 }] });
  });

  it('names in the language asked, the default language for an unknown one, English where a name is missing', () => {
    if (!subject) throw new Error('no subject');
    expect(languageIn(catalogue, 3)).toBe('fr');
    expect(languageIn(catalogue, 99)).toBe('en');
    expect(languageIn(catalogue, undefined)).toBe('en');
    expect(toSubjectEntry(subject, 'fr').name).toBe('Anglais CE2');
    expect(subject.chapters.map((c) => toChapter(c, 'fr').chaptername)).toEqual(['Mots', 'Numbers']);
  });
});
