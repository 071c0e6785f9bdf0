/** Test data for the Quiz Zone screens: a small downloaded pack and a scored result. */
import type { Pack, PackQuestion } from '../../../contract/api/packs';
import type { Category, LevelResult, Subcategory } from '../../../contract/api/quiz';
import { PACK_FORMAT } from '../../../contract/offline/pack-format';
import { getOfflineDb, type StoredPack } from '../../offline/db';

export const category: Category = {
  id: 3,
  slug: 'geography',
  name: 'Geography',
  icon: '🌍',
  description: 'Countries and capitals.',
  language_id: 1,
  is_premium: false,
  no_of_subcategories: 2,
  no_of_questions: 42,
};

export const subcategory: Subcategory = { id: 7, category_id: 3, slug: 'capitals', name: 'Capitals', no_of_questions: 9, max_level: 3 };

const q = (id: number, question: string, options: [string, string, string, string], answer: number, note: string, image = false): PackQuestion => ({
  id,
  question,
  options,
  answer,
  note,
  image_url: image ? `/content-media/quiz/q${id}.svg` : null,
  image_alt: image ? `A drawing for question ${id}` : null,
});

export const packLevels = [
  {
    level: 1,
    questions: [
      q(101, 'Capital of France?', ['Berlin', 'Paris', 'Rome', 'Madrid'], 1, 'Paris has been the capital since 987.', true),
      q(102, 'Largest planet?', ['Mars', 'Venus', 'Jupiter', 'Mercury'], 2, ''),
      q(103, 'H2O is?', ['Salt', 'Water', 'Oxygen', 'Gold'], 1, 'H2O is water.'),
    ],
  },
  { level: 2, questions: [q(201, 'Capital of Japan?', ['Kyoto', 'Osaka', 'Seoul', 'Tokyo'], 3, 'Tokyo.'), q(202, 'Capital of Italy?', ['Milan', 'Rome', 'Turin', 'Naples'], 1, '')] },
  { level: 3, questions: [q(301, 'Capital of Kenya?', ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru'], 0, '')] },
];

export const quizPack: Extract<Pack, { kind: 'quiz_zone' }> = {
  id: 'quiz_zone:subcategory:7',
  kind: 'quiz_zone',
  title: 'Capitals',
  version: 'v1',
  media: [{ url: '/content-media/quiz/q101.svg', bytes: 40, type: 'image/svg+xml' }],
  content: { category, subcategory, seconds_per_question: 30, levels: packLevels },
};

export async function storeQuizPack(): Promise<StoredPack> {
  const { media: _media, ...body } = quizPack;
  const row: StoredPack = { ...body, format: PACK_FORMAT, group: category.name, bytes: 2_000, downloadedAt: Date.now(), mediaUrls: quizPack.media.map((m) => m.url) };
  await getOfflineDb().packs.put(row);
  return row;
}

/** Empties every table of the app's database between tests (the database itself stays open). */
export async function clearOfflineDb(): Promise<void> {
  const db = getOfflineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
}

export function levelResult(overrides: Partial<LevelResult> = {}): LevelResult {
  return {
    level: 1,
    mode: 'ranked',
    practice_reason: null,
    practice_capped: false,
    passed: true,
    pass_percentage: 60,
    total: 3,
    correct: 2,
    incorrect: 0,
    unanswered: 1,
    percentage: 66.67,
    score_earned: 8,
    coins_earned: 6,
    coins: 56,
    all_time_score: 108,
    next_level: 2,
    review: [
      { question_id: 101, chosen: 1, correct_answer: 1, is_correct: true, note: 'Paris has been the capital since 987.' },
      { question_id: 102, chosen: 2, correct_answer: 2, is_correct: true, note: '' },
      { question_id: 103, chosen: null, correct_answer: 1, is_correct: false, note: 'H2O is water.' },
    ],
    ...overrides,
  };
}
