import { describe, expect, it } from 'vitest';
import { EXAM_KEY_PATTERN } from '../../../../contract/api/exams';
import { emptyQuestion } from '../components/question-drafts';
import { checkExam, examBody, examDraft, generateExamKey, type ExamDraft } from './exam-form';

const draft = (fields: Partial<ExamDraft> = {}): ExamDraft => ({
  ...examDraft(null, []),
  language_id: '1',
  title: ' Weekly maths ',
  exam_key: ' MATHS-7 ',
  starts_at: '2026-12-01T09:30',
  ends_at: '2026-12-01T11:00',
  duration: '45',
  questions: [{ ...emptyQuestion(), question: '2 + 2?', options: ['4', '5'], answer: 0, marks: '3' }],
  ...fields,
});

describe('exam form', () => {
  it('generates keys the server accepts, without letters that read alike', () => {
    for (let i = 0; i < 50; i += 1) {
      const key = generateExamKey();
      expect(key).toMatch(EXAM_KEY_PATTERN);
      expect(key).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    }
    // Bytes past the last whole alphabet (248 and up) are drawn again, not folded onto the first letters.
    let calls = 0;
    const key = generateExamKey((bytes) => {
      calls += 1;
      return bytes.fill(calls === 1 ? 250 : 0);
    });
    expect(key).toBe('AAAAAAAA');
    expect(calls).toBe(2);
  });

  it('checks every field before sending, naming each the way the server does', () => {
    expect(checkExam(draft())).toEqual({});
    expect(checkExam(draft({ language_id: '', title: ' ', exam_key: 'ab', duration: '601', starts_at: '', ends_at: '2026-12-01T09:00', questions: [] }))).toEqual({
      language_id: 'admin.exams.languageRequired',
      title: 'admin.exams.titleRequired',
      exam_key: 'admin.exams.keyInvalid',
      duration: 'admin.exams.durationInvalid',
      starts_at: 'admin.window.startsMissing',
      questions: 'admin.questions.noneError',
    });
    expect(checkExam(draft({ ends_at: '2026-12-01T09:30' }))).toEqual({ ends_at: 'admin.window.endsBeforeStart' });
  });

  it('sends the local date-times as ISO with the offset of the admin’s time zone', () => {
    const body = examBody(draft(), null);
    expect(body).toMatchObject({ language_id: 1, title: 'Weekly maths', exam_key: 'MATHS-7', duration: 45, status: 'active', questions: [{ question: '2 + 2?', options: ['4', '5'], answer: 0, marks: 3 }] });
    expect(body.starts_at).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(body.starts_at).getTime()).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    expect(new Date(body.ends_at).getTime()).toBe(new Date(2026, 11, 1, 11, 0).getTime());
    expect(examBody(draft(), 12)).toMatchObject({ id: 12 });
    expect('id' in body).toBe(false);
  });
});
