/** Non-verbal reasoning with numbers: find the rule of a pattern, then the hidden term. */
import type { SeedCurriculum } from './types';

export const nvrNumberPatterns: SeedCurriculum = {
  key: 'nvr',
  slug: 'nvr-number-patterns',
  name: 'Non-verbal Reasoning: Number Patterns',
  subject: 'nvr',
  units: [
    {
      key: 'next',
      slug: 'nvr-what-comes-next',
      name: 'What comes next?',
      levels: [
        { kind: 'sequence', rules: ['add'], start: [0, 20], step: [1, 10], terms: 5, blank: 'next' },
        { kind: 'sequence', rules: ['add', 'subtract'], start: [0, 50], step: [2, 12], terms: 5, blank: 'next' },
        { kind: 'sequence', rules: ['multiply', 'divide'], start: [1, 5], step: [2, 3], terms: 5, blank: 'next' },
        { kind: 'sequence', rules: ['alternate', 'growing'], start: [1, 20], step: [1, 6], terms: 6, blank: 'next' },
        { kind: 'sequence', rules: ['square', 'fibonacci', 'growing', 'multiply'], start: [1, 9], step: [2, 3], terms: 6, blank: 'next' },
      ],
    },
    {
      key: 'gap',
      slug: 'nvr-missing-terms',
      name: 'Missing terms',
      levels: [
        { kind: 'sequence', rules: ['add'], start: [0, 30], step: [2, 10], terms: 5, blank: 'missing' },
        { kind: 'sequence', rules: ['add', 'subtract'], start: [0, 60], step: [3, 15], terms: 6, blank: 'missing' },
        { kind: 'sequence', rules: ['multiply', 'divide'], start: [1, 6], step: [2, 3], terms: 6, blank: 'missing' },
        { kind: 'sequence', rules: ['alternate', 'growing', 'square'], start: [1, 12], step: [2, 7], terms: 6, blank: 'missing' },
        { kind: 'sequence', rules: ['fibonacci', 'alternate', 'growing', 'divide'], start: [1, 10], step: [2, 6], terms: 7, blank: 'missing' },
      ],
    },
    {
      key: 'puzzle',
      slug: 'nvr-number-puzzles',
      name: 'Number puzzles',
      levels: [
        { kind: 'missing_number', ops: ['add'], a: [1, 30], b: [1, 30] },
        { kind: 'missing_number', ops: ['add', 'subtract'], a: [10, 99], b: [5, 50] },
        { kind: 'missing_number', ops: ['multiply'], a: [2, 12], b: [2, 12] },
        { kind: 'missing_number', ops: ['multiply', 'divide'], a: [2, 12], b: [2, 12] },
        { kind: 'missing_number', ops: ['add', 'subtract', 'multiply', 'divide'], a: [5, 25], b: [5, 25] },
      ],
    },
  ],
};
