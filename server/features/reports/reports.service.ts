/**
 * Question reports (issue 12, docs/ADMIN.md): a player's report, capped per day and one open per
 * question; the admin's list, one report with its full question, and closing, audited in the
 * transaction of the close.
 */
import { REPORTS_PER_DAY, type QuestionReportRow } from '../../../contract/api/reports';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import { lockUser } from '../economy/ledger.repo';
import * as repo from './reports.repo';

const DAY_MS = 86_400_000;

type ReportDetail = QuestionReportRow & {
  full_question: {
    id: number;
    language_id: number;
    question: string;
    options: string[];
    answer: number;
    answer_text: string | null;
    note: string;
    image_url: string | null;
    active: boolean;
  };
  open_reports_of_question: number;
};

export interface ReportsService {
  report(user: AuthUser, questionId: number, message: string): Promise<{ report_id: number; created: boolean }>;
  list(filter: repo.ReportFilter): Promise<{ total: number; data: QuestionReportRow[] }>;
  get(reportId: number): Promise<ReportDetail>;
  close(admin: AuthUser, reportId: number, note: string | undefined): Promise<{ report_id: number; status: 'closed'; changed: boolean }>;
  /** Reports still open (the dashboard's figure). */
  openCount(): Promise<number>;
}

const reportNotFound = (reportId: number) => new AppError('NOT_FOUND', { text: `No question report with id ${reportId}` }, 'report_id');

export function createReportsService(ctx: AppContext): ReportsService {
  const { db } = ctx;
  return {
    async report(user, questionId, message) {
      if (!(await repo.activeQuestion(db, questionId))) {
        throw new AppError('NOT_FOUND', { text: `No question with id ${questionId}` }, 'question_id');
      }
      // One report of a player at a time (their user row locked), so the daily cap and the one open
      // report per question hold however many requests arrive together.
      return db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const open = await repo.openReportOf(tx, user.id, questionId);
        if (open !== undefined) return { report_id: open, created: false };
        const now = ctx.now();
        if ((await repo.reportsSince(tx, user.id, new Date(now.getTime() - DAY_MS))) >= REPORTS_PER_DAY) {
          throw new AppError('RATE_LIMITED', { text: `At most ${REPORTS_PER_DAY} question reports a day: please try again tomorrow` }, 'question_id');
        }
        const id = await repo.insertReport(tx, { userId: user.id, questionId, message, at: now });
        if (id === null) throw new Error('the report was not stored');
        return { report_id: id, created: true };
      });
    },

    list: (filter) => repo.listReports(db, filter),

    async get(reportId) {
      const row = await repo.reportById(db, reportId);
      if (!row) throw reportNotFound(reportId);
      const [question, open] = await Promise.all([repo.fullQuestion(db, row.question_id), repo.openReportsOfQuestion(db, row.question_id)]);
      if (!question) throw reportNotFound(reportId);
      return {
        ...row,
        full_question: {
          id: question.id,
          language_id: question.languageId,
          question: question.question,
          options: question.options,
          answer: question.answer,
          answer_text: question.answerText,
          note: question.note,
          image_url: question.imageUrl,
          active: question.active,
        },
        open_reports_of_question: open,
      };
    },

    async close(admin, reportId, note) {
      const changed = await db.transaction(async (tx) => {
        const report = await repo.lockReport(tx, reportId);
        if (!report) throw reportNotFound(reportId);
        if (report.status === 'closed') return false;
        const adminNote = note === undefined || note === '' ? null : note;
        await repo.closeReport(tx, reportId, { adminId: admin.id, note: adminNote, at: ctx.now() });
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'close_admin_question_report',
          subject: `question_report:${reportId}`,
          before: { status: 'open' },
          after: { status: 'closed', note: adminNote, question_id: report.questionId },
        });
        return true;
      });
      return { report_id: reportId, status: 'closed' as const, changed };
    },

    openCount: () => repo.openReportCount(db),
  };
}
