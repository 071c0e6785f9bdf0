/**
 * The admin's questions files (issue 12, docs/ADMIN.md "Import and export"): an export of the
 * questions a filter picks, and an import checked row by row, written in one transaction with one
 * audit entry, or not at all.
 */
import type { exportAdminQuestions, importAdminQuestions } from '../../../contract/api/admin-content';
import { QUESTION_EXPORT_MAX } from '../../../contract/api/admin-content';
import type { DataOf, ParsedBodyOf } from '../../../contract/api/define';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import { ensureStillAdmin } from './admin-users.service';
import * as repo from './admin-content.repo';
import { readQuestionFile, writeQuestionFile, type ExportRow } from './question-file';
import { applyImport, planImport } from './question-import';

export interface AdminQuestionFilesService {
  exportQuestions(body: ParsedBodyOf<typeof exportAdminQuestions>): Promise<DataOf<typeof exportAdminQuestions>>;
  importQuestions(admin: AuthUser, body: ParsedBodyOf<typeof importAdminQuestions>): Promise<DataOf<typeof importAdminQuestions>>;
}

type ExportedQuestion = Awaited<ReturnType<typeof repo.exportQuestions>>[number];

function exportRow({ row, categorySlug, subcategorySlug }: ExportedQuestion): ExportRow {
  const [option1 = '', option2 = '', option3 = '', option4 = ''] = row.options;
  return {
    id: row.id,
    category_slug: categorySlug,
    subcategory_slug: subcategorySlug,
    level: row.level,
    question: row.question,
    option_1: option1,
    option_2: option2,
    option_3: option3,
    option_4: option4,
    answer: row.answer + 1,
    note: row.note,
    image_url: row.imageUrl,
    image_alt: row.imageAlt,
    audio_url: row.audioUrl,
    active: row.active,
  };
}

export function createAdminQuestionFilesService(ctx: AppContext, deps: { readonly invalidateContent: () => void }): AdminQuestionFilesService {
  const { db } = ctx;
  return {
    async exportQuestions(body) {
      const filter = { categoryId: body.category_id, subcategoryId: body.subcategory_id, languageId: body.language_id, active: body.active };
      const found = await repo.exportQuestions(db, filter, QUESTION_EXPORT_MAX + 1);
      const rows = found.slice(0, QUESTION_EXPORT_MAX).map(exportRow);
      return { format: body.format, content: writeQuestionFile(body.format, rows), rows: rows.length, truncated: found.length > QUESTION_EXPORT_MAX };
    },

    async importQuestions(admin, body) {
      const file = readQuestionFile(body.format, body.content);
      const result = await db.transaction(async (tx) => {
        await ensureStillAdmin(tx, admin.id);
        const plan = await planImport(tx, ctx.config.uploadsDir, file.rows);
        const problems = [...file.problems, ...plan.problems].sort((a, b) => a.line - b.line);
        const counts = { rows: file.count, created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged };
        if (problems.length > 0 || body.dry_run || counts.created + counts.updated === 0) return { dry_run: body.dry_run, written: false, ...counts, problems };
        await applyImport(tx, plan);
        await recordAudit(tx, { adminId: admin.id, action: 'import_admin_questions', subject: 'questions:import', before: null, after: { format: body.format, ...counts } });
        return { dry_run: false, written: true, ...counts, problems };
      });
      if (result.written) deps.invalidateContent();
      return result;
    },
  };
}
