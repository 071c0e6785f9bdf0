/** Test data for the solo player: a served True & False round and downloaded solo packs. */
import type { SoloPackContent, SoloPackQuestion } from '../../../../contract/api/packs';
import type { Category, Subcategory } from '../../../../contract/api/quiz';
import type { SoloRound } from '../../../../contract/api/solo';
import { PACK_FORMAT } from '../../../../contract/offline/pack-format';
import { packIds } from '../../../../contract/offline/pack-ids';
import { getOfflineDb, type StoredPack } from '../../../offline/db';

const category: Category = {
  id: 9,
  slug: 'puzzles',
  name: 'Puzzles',
  icon: '🧩',
  description: 'Words and pictures.',
  language_id: 1,
  is_premium: false,
  no_of_subcategories: 1,
  no_of_questions: 3,
};
const subcategory: Subcategory = { id: 5, category_id: 9, slug: 'starter', name: 'Starter', no_of_questions: 3, max_level: 1 };

export const ROUND_ID = 'served-solo-round-000001';

export function trueFalseRound(overrides: Partial<SoloRound> = {}): SoloRound {
  const q = (id: number, question: string) => ({ id, kind: 'choice' as const, question, options: ['True', 'False'], image_url: null, image_alt: null, type: 'true_false' as const });
  return {
    mode: 'true_false',
    round_id: ROUND_ID,
    title: 'Science facts',
    scope: 'category:4',
    seconds_per_question: 20,
    total_seconds: null,
    expires_at: new Date(Date.now() + 600_000).toISOString(),
    paid: true,
    questions: [q(11, 'Water boils at 100 °C at sea level.'), q(12, 'The Sun orbits the Earth.')],
    lifelines: { allowed: ['reset_time', 'skip'], prices: { fifty_fifty: 5, audience_poll: 5, reset_time: 3, skip: 4 } },
    ...overrides,
  };
}

const base = { image_url: null, image_alt: null, note: '', subcategory_id: subcategory.id, passage_id: null, hint: null };

export const wordQuestions: SoloPackQuestion[] = [
  { ...base, id: 31, kind: 'word', type: 'guess_the_word', question: 'A pet that purrs', options: [], answer: -1, answer_text: 'CAT', hint: 'It chases mice', note: 'Cats purr.' },
];

export const choiceQuestions: SoloPackQuestion[] = [
  { ...base, id: 41, kind: 'choice', type: 'nonverbal', question: 'Which shape comes next?', options: ['Circle', 'Square', 'Star', 'Triangle'], answer: 2, answer_text: null, image_url: '/content-media/nonverbal/series-1.svg', image_alt: 'A row of shapes with one more side each time', note: 'One more point each time.' },
  { ...base, id: 42, kind: 'choice', type: 'nonverbal', question: 'Which is the odd one out?', options: ['A', 'B', 'C', 'D'], answer: 0, answer_text: null, note: '' },
];

export async function storeSoloPack(categoryId: number, type: SoloPackContent['type'], questions: SoloPackQuestion[]): Promise<StoredPack> {
  const content: SoloPackContent = { type, category: { ...category, id: categoryId }, subcategories: [subcategory], seconds_per_question: 25, questions, passages: [] };
  const row: StoredPack = {
    id: packIds.soloCategory(categoryId),
    kind: 'solo',
    title: category.name,
    version: 'v1',
    content,
    format: PACK_FORMAT,
    group: category.name,
    bytes: 1_000,
    downloadedAt: Date.now(),
    mediaUrls: [],
  };
  await getOfflineDb().packs.put(row);
  return row;
}
