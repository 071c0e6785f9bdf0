/** Rows as the content actions answer them, for the content screens' tests. */
import type { AdminCategory, AdminQuestion, AdminSubcategory } from '../../../../contract/api/admin-content';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import type { AdminPassage } from '../../../../contract/api/admin-passages';

export const languagesReply: AdminLanguage[] = [
  { id: 1, code: 'en', name: 'English', rtl: 0, is_default: true, for_ui: true, for_quiz: true, sort: 0, keys_total: 10, keys_present: 10, keys_missing: 0 },
  { id: 2, code: 'ar', name: 'العربية', rtl: 1, is_default: false, for_ui: true, for_quiz: true, sort: 1, keys_total: 10, keys_present: 10, keys_missing: 0 },
];

export function categoryRow(fields: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: 3,
    slug: 'oceans-en',
    name: 'Oceans',
    icon: '🌊',
    image_url: null,
    description: '',
    language_id: 1,
    type: 'quiz_zone',
    is_premium: false,
    coins: null,
    sort: 0,
    active: true,
    subcategories: 1,
    questions: 4,
    ...fields,
  };
}

export function subcategoryRow(fields: Partial<AdminSubcategory> = {}): AdminSubcategory {
  return { id: 5, category_id: 3, slug: 'deep-sea', name: 'Deep sea', sort: 0, active: true, questions: 4, max_level: 2, ...fields };
}

export function questionRow(fields: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id: 9,
    category_id: 3,
    subcategory_id: 5,
    language_id: 1,
    level: 1,
    question: 'Which ocean is the largest?',
    type: 'quiz_zone',
    options: ['Pacific', 'Atlantic', 'Indian', 'Arctic'],
    answer: 0,
    answer_text: null,
    hint: null,
    transcript: null,
    math: false,
    passage_id: null,
    note: '',
    image_url: null,
    image_alt: null,
    audio_url: null,
    sort: 0,
    active: true,
    ...fields,
  };
}

export function passageRow(fields: Partial<AdminPassage> = {}): AdminPassage {
  return {
    id: 21,
    category_id: 3,
    subcategory_id: 5,
    language_id: 1,
    title: 'The blue whale',
    detail: 'The blue whale is the largest animal.',
    image_url: null,
    image_alt: null,
    audio_url: null,
    video_url: null,
    transcript: null,
    sort: 0,
    active: true,
    questions: 0,
    ...fields,
  };
}

export const page = <T>(data: T[], total = data.length) => ({ total, data });
