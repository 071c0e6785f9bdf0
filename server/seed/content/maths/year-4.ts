/** Year 4 maths (ages 8-9): numbers to 10,000, all tables to 12 x 12, rounding, fractions. */
import type { SeedCurriculum } from './types';

export const year4: SeedCurriculum = {
  key: 'y4',
  slug: 'year-4-maths',
  name: 'Year 4 Maths',
  subject: 'maths',
  units: [
    {
      key: 'add',
      slug: 'y4-addition',
      name: 'Addition',
      levels: [
        { kind: 'addition', a: [100, 999], b: [100, 999] },
        { kind: 'addition', a: [1000, 9999], b: [10, 99] },
        { kind: 'addition', a: [1000, 9999], b: [100, 999] },
        { kind: 'addition', a: [1000, 9999], b: [1000, 9999] },
        { kind: 'word_problem', ops: ['add'], a: [200, 5000], b: [100, 4000] },
      ],
    },
    {
      key: 'sub',
      slug: 'y4-subtraction',
      name: 'Subtraction',
      levels: [
        { kind: 'subtraction', a: [100, 999], b: [100, 999] },
        { kind: 'subtraction', a: [1000, 9999], b: [10, 99] },
        { kind: 'subtraction', a: [1000, 9999], b: [100, 999] },
        { kind: 'subtraction', a: [1000, 9999], b: [1000, 9999] },
        { kind: 'word_problem', ops: ['subtract', 'add'], a: [500, 9000], b: [100, 999] },
      ],
    },
    {
      key: 'times',
      slug: 'y4-times-tables',
      name: 'Times tables to 12 x 12',
      levels: [
        { kind: 'multiplication', tables: [6], factor: [1, 12] },
        { kind: 'multiplication', tables: [7, 9], factor: [1, 12] },
        { kind: 'multiplication', tables: [11, 12], factor: [1, 12] },
        { kind: 'multiplication', tables: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], factor: [2, 12] },
        { kind: 'multiplication', tables: [3, 4, 6, 7, 8, 9], factor: [11, 40] },
      ],
    },
    {
      key: 'div',
      slug: 'y4-division',
      name: 'Division',
      levels: [
        { kind: 'division', divisors: [6, 7], quotient: [1, 12] },
        { kind: 'division', divisors: [9, 11, 12], quotient: [1, 12] },
        { kind: 'division', divisors: [3, 4, 6, 7, 8, 9, 12], quotient: [2, 12] },
        { kind: 'division', divisors: [2, 3, 4, 5], quotient: [11, 25] },
        { kind: 'word_problem', ops: ['divide', 'multiply'], a: [3, 12], b: [3, 12] },
      ],
    },
    {
      key: 'place',
      slug: 'y4-place-value-rounding',
      name: 'Place value and rounding',
      levels: [
        { kind: 'place_value', digits: [4, 4] },
        { kind: 'rounding', to: [10], n: [11, 999] },
        { kind: 'rounding', to: [100], n: [101, 9999] },
        { kind: 'rounding', to: [1000], n: [1001, 9999] },
        { kind: 'rounding', to: [10, 100, 1000], n: [1001, 9999] },
      ],
    },
    {
      key: 'frac',
      slug: 'y4-fractions',
      name: 'Fractions and missing numbers',
      levels: [
        { kind: 'fraction_of', denominators: [3, 4, 5, 6], unit_only: true, multiplier: [2, 12] },
        { kind: 'fraction_of', denominators: [6, 7, 8, 9], unit_only: false, multiplier: [2, 12] },
        { kind: 'fraction_of', denominators: [10, 12], unit_only: false, multiplier: [5, 25] },
        { kind: 'missing_number', ops: ['multiply', 'divide'], a: [2, 12], b: [2, 12] },
        { kind: 'missing_number', ops: ['add', 'subtract', 'multiply', 'divide'], a: [3, 12], b: [3, 30] },
      ],
    },
  ],
};
