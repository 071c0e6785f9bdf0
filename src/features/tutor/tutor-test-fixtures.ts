/** Canned tutor hub data for the screen tests, each parsed with its contract schema so it is what a server may send. */
import type { z } from 'zod';
import {
  getAssessmentConfiguration,
  getAssessmentQuestionsByYearSubject,
  getAssessmentReviewDetails,
  getChaptersByCategory,
  getTutorMastery,
  getTutorSubjects,
  getUserAssessmentResults,
  submitAssessmentResults,
  type AssessmentResult,
} from '../../../contract/api/tutor';

const DAY = 86_400_000;

export const subjects = () =>
  getTutorSubjects.data.parse([
    { id: 11, slug: 'year-3-maths', name: 'Year 3 Maths', subject: 'maths', year: 3, no_of_chapters: 2, no_of_units: 3 },
    { id: 12, slug: 'year-3-english', name: 'Year 3 English', subject: 'english', year: 3, no_of_chapters: 1, no_of_units: 1 },
    { id: 21, slug: 'year-4-maths', name: 'Year 4 Maths', subject: 'maths', year: 4, no_of_chapters: 1, no_of_units: 1 },
  ]);

const practice = { source: 'items', items: [{ id: 'y3-add-tens:1', kind: 'number', prompt: 'What is 40 + 30?', answer: '70', steps: [{ text: 'Add the tens: 4 tens + 3 tens = 7 tens.' }] }] } as const;

export const chapters = () =>
  getChaptersByCategory.data.parse({
    subject: subjects()[0],
    chapters: [
      {
        id: 301,
        slug: 'addition',
        chapter: 1,
        chaptername: 'Addition',
        units: [
          {
            curriculum_id: 501,
            slug: 'adding-tens',
            name: 'Adding tens',
            chapter_id: 301,
            notes: [
              { type: 'text', text: 'To add tens, add the number of tens: \\(40 + 30\\) is 4 tens and 3 tens.' },
              { type: 'formula', tex: '40 + 30 = 70', says: 'forty plus thirty equals seventy' },
              { type: 'picture', src: '/tutor/maths/tens-rods.svg', alt: 'Four rods of ten beside three rods of ten' },
              { type: 'example', text: 'Fifty and twenty', tex: '50 + 20 = 70' },
            ],
            practice,
          },
          { curriculum_id: 502, slug: 'adding-hundreds', name: 'Adding hundreds', chapter_id: 301, notes: [{ type: 'text', text: 'Hundreds work like tens.' }], practice },
        ],
      },
      { id: 302, slug: 'shapes', chapter: 2, chaptername: 'Shapes', units: [{ curriculum_id: 503, slug: 'right-angles', name: 'Right angles', chapter_id: 302, notes: [{ type: 'text', text: 'A square corner.' }], practice }] },
    ],
  });

export const mastery = (now = Date.now()) =>
  getTutorMastery.data.parse({
    skills: [
      { curriculum_id: 501, level: 'familiar', recent: 5, recent_correct: 4, attempts: 9, review_due_at: new Date(now + 2.5 * DAY).toISOString() },
      { curriculum_id: 502, level: 'attempted', recent: 3, recent_correct: 1, attempts: 3, review_due_at: new Date(now - DAY).toISOString() },
    ],
    due: [502, 503],
  });

export const configuration = () =>
  getAssessmentConfiguration.data.parse({
    years: [
      {
        year: 3,
        name: 'Year 3',
        subjects: [
          { subject: 'maths', name: 'Maths', question_count: 2, time_limit_seconds: 600 },
          { subject: 'english', name: 'English', question_count: 10, time_limit_seconds: 900 },
        ],
      },
    ],
  });

/** A paper with `minutes` left on the server's clock, the server's clock `skewMs` ahead of the device's. */
export function paper(minutes = 10, responses: { item_id: string; answer: string }[] = [], skewMs = 0) {
  const serverNow = Date.now() + skewMs;
  return getAssessmentQuestionsByYearSubject.data.parse({
    attempt_id: 77,
    year: 3,
    subject: 'maths',
    questions: [
      { item_id: 'y3-add-tens:4', curriculum_id: 501, kind: 'number', prompt: 'What is 40 + 30?' },
      { item_id: 'right-angles:square', curriculum_id: 503, kind: 'choice', prompt: 'Which has four right angles?', options: ['A triangle', 'A square', 'A circle'] },
    ],
    time_limit_seconds: 600,
    started_at: new Date(serverNow - (10 - minutes) * 60_000).toISOString(),
    deadline_at: new Date(serverNow + minutes * 60_000).toISOString(),
    server_now: new Date(serverNow).toISOString(),
    responses,
  });
}

export function result(overrides: Partial<AssessmentResult> = {}): AssessmentResult {
  return submitAssessmentResults.data.unwrap().parse({
    attempt_id: 77,
    year: 3,
    subject: 'maths',
    score: 1,
    total: 2,
    percent: 50,
    time_taken: 125,
    submitted_at: '2026-11-20T10:00:00.000Z',
    by_unit: [
      { curriculum_id: 501, name: 'Adding tens', correct: 1, total: 1 },
      { curriculum_id: 503, name: 'Right angles', correct: 0, total: 1 },
    ],
    ...overrides,
  });
}

export const history = (): z.infer<typeof getUserAssessmentResults.data> =>
  getUserAssessmentResults.data.parse({
    total: 3,
    data: [
      result({ attempt_id: 79, percent: 100, score: 2, submitted_at: '2026-11-25T10:00:00.000Z' }),
      result({ attempt_id: 78, subject: 'english', percent: 70, score: 7, total: 10, submitted_at: '2026-11-22T10:00:00.000Z', by_unit: [] }),
      result(),
    ],
  });

export const review = () =>
  getAssessmentReviewDetails.data.parse({
    result: result(),
    questions: [
      { item_id: 'y3-add-tens:4', curriculum_id: 501, kind: 'number', prompt: 'What is 40 + 30?', answer: '70', given: '70', correct: true, steps: [{ text: 'Add the tens: 4 tens + 3 tens = 7 tens, which is 70.' }] },
      {
        item_id: 'right-angles:square',
        curriculum_id: 503,
        kind: 'choice',
        prompt: 'Which has four right angles?',
        options: ['A triangle', 'A square', 'A circle'],
        answer: '1',
        given: '0',
        correct: false,
        steps: [{ text: 'A right angle is a square corner.' }, { text: 'A square has four square corners.' }],
      },
    ],
  });
