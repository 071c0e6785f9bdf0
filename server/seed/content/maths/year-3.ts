/** Year 3 maths (ages 7-8): numbers to 1,000, the 3, 4 and 8 times tables, simple fractions. */
import type { SeedCurriculum } from './types';

export const year3: SeedCurriculum = {
  key: 'y3',
  slug: 'year-3-maths',
  name: 'Year 3 Maths',
  subject: 'maths',
  units: [
    {
      key: 'add',
      slug: 'y3-addition',
      name: 'Addition',
      levels: [
        { kind: 'addition', a: [1, 9], b: [1, 9] },
        { kind: 'addition', a: [10, 99], b: [1, 9] },
        { kind: 'addition', a: [10, 99], b: [10, 99] },
        { kind: 'addition', a: [100, 999], b: [10, 99] },
        { kind: 'word_problem', ops: ['add'], a: [20, 300], b: [10, 200] },
      ],
    },
    {
      key: 'sub',
      slug: 'y3-subtraction',
      name: 'Subtraction',
      levels: [
        { kind: 'subtraction', a: [10, 20], b: [1, 9] },
        { kind: 'subtraction', a: [20, 99], b: [1, 9] },
        { kind: 'subtraction', a: [20, 99], b: [10, 99] },
        { kind: 'subtraction', a: [100, 999], b: [10, 99] },
        { kind: 'word_problem', ops: ['subtract'], a: [50, 500], b: [10, 99] },
      ],
    },
    {
      key: 'times',
      slug: 'y3-times-tables',
      name: 'Times tables',
      levels: [
        { kind: 'multiplication', tables: [2, 5, 10], factor: [1, 12] },
        { kind: 'multiplication', tables: [3], factor: [1, 12] },
        { kind: 'multiplication', tables: [4], factor: [1, 12] },
        { kind: 'multiplication', tables: [8], factor: [1, 12] },
        { kind: 'multiplication', tables: [2, 3, 4, 5, 8, 10], factor: [2, 12] },
      ],
    },
    {
      key: 'div',
      slug: 'y3-division',
      name: 'Division',
      levels: [
        { kind: 'division', divisors: [2, 5, 10], quotient: [1, 12] },
        { kind: 'division', divisors: [3], quotient: [1, 12] },
        { kind: 'division', divisors: [4, 8], quotient: [1, 12] },
        { kind: 'division', divisors: [2, 3, 4, 5, 8, 10], quotient: [2, 12] },
        { kind: 'word_problem', ops: ['divide', 'multiply'], a: [2, 10], b: [2, 5] },
      ],
    },
    {
      key: 'place',
      slug: 'y3-place-value',
      name: 'Place value and missing numbers',
      levels: [
        { kind: 'place_value', digits: [2, 2] },
        { kind: 'place_value', digits: [3, 3] },
        { kind: 'missing_number', ops: ['add'], a: [1, 20], b: [1, 20] },
        { kind: 'missing_number', ops: ['add', 'subtract'], a: [5, 50], b: [5, 50] },
        { kind: 'missing_number', ops: ['multiply'], a: [2, 10], b: [1, 10] },
      ],
    },
    {
      key: 'frac',
      slug: 'y3-fractions',
      name: 'Fractions of amounts',
      levels: [
        { kind: 'fraction_of', denominators: [2], unit_only: true, multiplier: [1, 10] },
        { kind: 'fraction_of', denominators: [2, 4], unit_only: true, multiplier: [1, 10] },
        { kind: 'fraction_of', denominators: [3, 5, 10], unit_only: true, multiplier: [1, 10] },
        { kind: 'fraction_of', denominators: [4, 5], unit_only: false, multiplier: [1, 10] },
        { kind: 'fraction_of', denominators: [3, 4, 8, 10], unit_only: false, multiplier: [2, 12] },
      ],
    },
  ],
};
