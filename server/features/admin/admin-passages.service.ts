/**
 * The admin's Fun & Learn passages (contract/api/admin-passages.ts): one transaction per write with
 * its audit entry (only the fields it changed), nothing recorded for a write that changes nothing,
 * the players' content caches dropped after a commit.
 */
import { eq } from 'drizzle-orm';
import type { AdminPassage, setAdminPassage } from '../../../contract/api/admin-passages';
import type { ParsedBodyOf } from '../../../contract/api/define';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { funNLearn, questions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import type { AdminContentDeps } from './admin-content.service';
import * as contentRepo from './admin-content.repo';
import * as repo from './admin-passages.repo';
import { adminWriter } from './admin-write';
import { mediaProblem } from './content-media-upload';
import { changesOf } from './content-rules';

type PassageBody = ParsedBodyOf<typeof setAdminPassage>;

export interface AdminPassagesService {
  listPassages(filter: repo.PassageFilter): Promise<{ total: number; data: AdminPassage[] }>;
  setPassage(admin: AuthUser, body: PassageBody): Promise<{ passage: AdminPassage; changed: boolean }>;
}

const invalid = (field: string, text: string) => new AppError('VALIDATION', { text }, field);
const notFound = (field: string, text: string) => new AppError('NOT_FOUND', { text }, field);

const passageFields = (row: repo.PassageRow) => ({
  subcategory_id: row.subcategoryId,
  title: row.title,
  detail: row.detail,
  image_url: row.imageUrl,
  image_alt: row.imageAlt,
  audio_url: row.audioUrl,
  video_url: row.videoUrl,
  transcript: row.transcript,
  sort: row.sort,
  active: row.active,
});

/** The refusals that need no database: a picture without its alt text, a sound or video without its transcript. */
function describedMedia(body: PassageBody): { image_alt: string | null; transcript: string | null } {
  if (body.image_url !== null && !body.image_alt) throw invalid('image_alt', 'image_alt (what the picture shows) is required with image_url');
  const heard = body.audio_url !== null || body.video_url !== null;
  if (heard && !body.transcript) throw invalid('transcript', 'transcript (what the sound or video says) is required with audio_url or video_url');
  return { image_alt: body.image_url === null ? null : body.image_alt, transcript: heard ? body.transcript : null };
}

export function createAdminPassagesService(ctx: AppContext, deps: AdminContentDeps): AdminPassagesService {
  const { db } = ctx;
  const write = adminWriter(db, deps.invalidateContent);

  async function ensureMedia(body: PassageBody): Promise<void> {
    for (const [field, kind] of [['image_url', 'picture'], ['audio_url', 'audio']] as const) {
      const url = body[field];
      const problem = url === null ? null : await mediaProblem(ctx.config.uploadsDir, url, kind);
      if (problem) throw invalid(field, `${field} ${problem}`);
    }
  }

  async function mustPassage(tx: Tx, id: number): Promise<AdminPassage> {
    const found = await repo.adminPassage(tx, id);
    if (!found) throw new Error(`passage ${id} vanished`);
    return found;
  }

  async function setPassage(admin: AuthUser, body: PassageBody) {
    const described = describedMedia(body);
    await ensureMedia(body);
    return write(admin, async (tx) => {
      const subcategory = await contentRepo.lockSubcategory(tx, body.subcategory_id);
      if (!subcategory) throw notFound('subcategory_id', `No subcategory with id ${body.subcategory_id}`);
      const category = await contentRepo.lockCategory(tx, subcategory.categoryId);
      if (!category) throw new Error(`subcategory ${subcategory.id} has no category`);
      if (category.type !== 'fun_n_learn') throw invalid('subcategory_id', `subcategory ${subcategory.id} is in a ${category.type} category, not a Fun & Learn one`);
      const before = body.id === undefined ? undefined : await repo.lockPassage(tx, body.id);
      if (body.id !== undefined && !before) throw notFound('id', `No passage with id ${body.id}`);
      const moved = !before || before.subcategoryId !== subcategory.id;
      // A passage that joins a subcategory goes last in it unless a place is asked for.
      const sort = body.sort ?? (moved ? await repo.nextPassageSort(tx, subcategory.id) : (before?.sort ?? 0));
      const { id: _id, ...asked } = body;
      const wanted = { ...asked, ...described, sort };
      const diff = changesOf(before ? passageFields(before) : null, wanted);
      if (!diff) return { passage: await mustPassage(tx, before?.id ?? 0), changed: false };
      const values = {
        categoryId: category.id,
        subcategoryId: subcategory.id,
        languageId: category.languageId,
        title: wanted.title,
        detail: wanted.detail,
        imageUrl: wanted.image_url,
        imageAlt: wanted.image_alt,
        audioUrl: wanted.audio_url,
        videoUrl: wanted.video_url,
        transcript: wanted.transcript,
        sort: wanted.sort,
        active: wanted.active,
      };
      const [row] = before
        ? await tx.update(funNLearn).set(values).where(eq(funNLearn.id, before.id)).returning({ id: funNLearn.id })
        : await tx.insert(funNLearn).values(values).returning({ id: funNLearn.id });
      if (!row) throw new Error('the passage was not stored');
      // Its questions follow it, as a subcategory's questions follow their subcategory.
      if (before && moved) {
        await tx.update(questions).set({ categoryId: category.id, subcategoryId: subcategory.id, languageId: category.languageId }).where(eq(questions.passageId, row.id));
      }
      await recordAudit(tx, { adminId: admin.id, action: 'set_admin_passage', subject: `passage:${row.id}`, ...diff });
      return { passage: await mustPassage(tx, row.id), changed: true };
    });
  }

  return { listPassages: (filter) => repo.listPassages(db, filter), setPassage };
}
