/**
 * Question reports (spec section 7, issue 12): a player reports a question that looks wrong, an
 * admin lists the reports, opens one with the full question (its answer included: admin only),
 * fixes the question through the content actions and closes the report.
 */
import { z } from 'zod';
import { IdSchema, PagingSchema, TextSchema } from './common';
import { defineAction } from './define';
import { CATEGORY_TYPES } from '../quiz/solo-modes';

import { REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN, REPORT_NOTE_MAX } from '../reports/limits';

export { REPORTS_PER_DAY, REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN, REPORT_NOTE_MAX } from '../reports/limits';

/**
 * Reports a question. A second report of a question the player already reported, while that one is
 * open, changes nothing and answers the open report (`created: false`).
 */
export const reportQuestion = defineAction({
  name: 'report_question',
  auth: 'user',
  body: z.object({
    question_id: IdSchema,
    message: TextSchema.pipe(z.string().trim().min(REPORT_MESSAGE_MIN).max(REPORT_MESSAGE_MAX)),
  }),
  data: z.object({ report_id: z.number().int(), created: z.boolean() }),
});

export const ReportStatusSchema = z.enum(['open', 'closed']);

/** One report as the admin's list shows it, with what the screen needs to link to its question. */
export const QuestionReportRowSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  /** The question's text. */
  question: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  subcategory_id: z.number().int(),
  subcategory_name: z.string(),
  /** The question's mode type (its category's): which game it is played in (issue 14). */
  type: z.enum(CATEGORY_TYPES),
  level: z.number().int(),
  user_id: z.number().int(),
  /** The reporter's display name. */
  user_name: z.string(),
  message: z.string(),
  status: ReportStatusSchema,
  admin_note: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type QuestionReportRow = z.infer<typeof QuestionReportRowSchema>;

/**
 * Reports newest first with their total; `search` (trimmed) matches the message or the question's
 * text containing it (ignoring case), or the question's id equal to it.
 */
export const getAdminQuestionReports = defineAction({
  name: 'get_admin_question_reports',
  auth: 'admin',
  body: PagingSchema.extend({
    status: ReportStatusSchema.optional(),
    search: TextSchema.pipe(z.string().trim().max(100)).optional(),
  }),
  data: z.object({ total: z.number().int(), data: z.array(QuestionReportRowSchema) }),
});

/** One report with its whole question, the correct answer included (never sent to players before the answer sheet). */
export const getAdminQuestionReport = defineAction({
  name: 'get_admin_question_report',
  auth: 'admin',
  body: z.object({ report_id: IdSchema }),
  data: QuestionReportRowSchema.extend({
    full_question: z.object({
      id: z.number().int(),
      language_id: z.number().int(),
      question: z.string(),
      options: z.array(z.string()),
      /** Index of the correct option, or -1 for a word (Guess The Word). */
      answer: z.number().int(),
      /** The word a Guess The Word entry asks for; null for every other question. */
      answer_text: z.string().nullable(),
      note: z.string(),
      image_url: z.string().nullable(),
      active: z.boolean(),
    }),
    /** Reports of this question still open, this one included if it is. */
    open_reports_of_question: z.number().int(),
  }),
});

/** Closes a report, with an optional note; closing a closed report changes nothing (`changed: false`). */
export const closeAdminQuestionReport = defineAction({
  name: 'close_admin_question_report',
  auth: 'admin',
  body: z.object({
    report_id: IdSchema,
    note: TextSchema.pipe(z.string().trim().max(REPORT_NOTE_MAX)).optional(),
  }),
  data: z.object({ report_id: z.number().int(), status: z.literal('closed'), changed: z.boolean() }),
});
