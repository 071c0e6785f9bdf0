/**
 * The admin's maths content (issue 12, docs/ADMIN.md): names and order of curricula and units,
 * and each level's generator spec and question count. Each write is one transaction with its audit
 * entry; this instance's content cache is cleared after the commit (other instances: at most
 * CATALOGUE_CACHE_MS, a minute).
 */
import type { AdminMathsCurriculum } from '../../../contract/api/admin-maths';
import { generateLevel } from '../../../contract/maths/generate';
import type { GeneratorSpec } from '../../../contract/maths/spec';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { canonicalJson } from '../../lib/canonical-json';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import * as adminRepo from './maths-admin.repo';
import { loadContent } from './maths.repo';
import type { MathsService } from './maths.service';

export interface MathsAdminService {
  list(): Promise<AdminMathsCurriculum[]>;
  setCurriculum(admin: AuthUser, id: number, edit: { name?: string | undefined; sort?: number | undefined }): Promise<{ id: number; changed: boolean }>;
  setUnit(admin: AuthUser, id: number, edit: { name?: string | undefined; sort?: number | undefined }): Promise<{ id: number; changed: boolean }>;
  setLevel(admin: AuthUser, id: number, edit: { generator?: GeneratorSpec | undefined; question_count?: number | undefined }): Promise<{ id: number; changed: boolean }>;
}

interface RowEdit {
  readonly action: string;
  readonly kind: string;
  readonly field: string;
  /** The row's editable fields as the contract names them, or undefined when there is no such row. */
  readonly lock: (tx: Tx) => Promise<Record<string, unknown> | undefined>;
  readonly edit: Record<string, unknown>;
  readonly write: (tx: Tx, changed: Record<string, unknown>) => Promise<void>;
}

/** Every question of the level made with the spec: a spec whose numbers outgrow a keypad answer is refused. */
function checkGenerator(levelKey: string, spec: GeneratorSpec, count: number): void {
  try {
    generateLevel(levelKey, spec, count);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('VALIDATION', { text: `generator: the generator cannot make this level's questions with it (${reason})` }, 'generator');
  }
}

export function createMathsAdminService(ctx: AppContext, maths: MathsService): MathsAdminService {
  const { db } = ctx;

  /** Locks the row, writes and records the fields that change; nothing when none does. */
  async function editRow(admin: AuthUser, id: number, edit: RowEdit): Promise<{ id: number; changed: boolean }> {
    const changed = await db.transaction(async (tx) => {
      const current = await edit.lock(tx);
      if (!current) throw new AppError('NOT_FOUND', { text: `No ${edit.kind} with id ${id}` }, edit.field);
      const fields = Object.keys(edit.edit).filter((key) => edit.edit[key] !== undefined && canonicalJson(edit.edit[key]) !== canonicalJson(current[key]));
      if (fields.length === 0) return false;
      const pick = (from: Record<string, unknown>) => Object.fromEntries(fields.map((key) => [key, from[key]]));
      await edit.write(tx, pick(edit.edit));
      await recordAudit(tx, { adminId: admin.id, action: edit.action, subject: `${edit.kind}:${id}`, before: pick(current), after: pick(edit.edit) });
      return true;
    });
    if (changed) maths.forgetCatalogue();
    return { id, changed };
  }

  return {
    async list() {
      const { curricula, units, levels } = await loadContent(db);
      return curricula.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        subject: c.subject,
        sort: c.sort,
        units: units
          .filter((u) => u.curriculumId === c.id)
          .map((u) => ({
            id: u.id,
            slug: u.slug,
            name: u.name,
            sort: u.sort,
            levels: levels
              .filter((l) => l.unitId === u.id)
              .map((l) => ({ id: l.id, level: l.level, level_key: l.levelKey, generator: l.generator, question_count: l.questionCount })),
          })),
      }));
    },

    setCurriculum: (admin, id, edit) =>
      editRow(admin, id, {
        action: 'set_admin_maths_curriculum',
        kind: 'maths_curriculum',
        field: 'curriculum_id',
        lock: async (tx) => {
          const row = await adminRepo.lockCurriculum(tx, id);
          return row && { name: row.name, sort: row.sort };
        },
        edit: { name: edit.name, sort: edit.sort },
        write: (tx, changed) => adminRepo.updateCurriculum(tx, id, changed),
      }),

    setUnit: (admin, id, edit) =>
      editRow(admin, id, {
        action: 'set_admin_maths_unit',
        kind: 'maths_unit',
        field: 'unit_id',
        lock: async (tx) => {
          const row = await adminRepo.lockUnit(tx, id);
          return row && { name: row.name, sort: row.sort };
        },
        edit: { name: edit.name, sort: edit.sort },
        write: (tx, changed) => adminRepo.updateUnit(tx, id, changed),
      }),

    setLevel: (admin, id, edit) =>
      editRow(admin, id, {
        action: 'set_admin_maths_level',
        kind: 'maths_level',
        field: 'level_id',
        lock: async (tx) => {
          const row = await adminRepo.lockLevel(tx, id);
          if (!row) return undefined;
          checkGenerator(row.levelKey, edit.generator ?? row.generator, edit.question_count ?? row.questionCount);
          return { generator: row.generator, question_count: row.questionCount };
        },
        edit: { generator: edit.generator, question_count: edit.question_count },
        write: (tx, changed) =>
          adminRepo.updateLevel(tx, id, {
            ...(changed.generator !== undefined ? { generator: changed.generator as GeneratorSpec } : {}),
            ...(changed.question_count !== undefined ? { questionCount: changed.question_count as number } : {}),
          }),
      }),
  };
}
