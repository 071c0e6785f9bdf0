/**
 * The tutor unit selection of spec section 3, kept per user on this device (the Dexie `meta`
 * table, as the device's other small facts are) so the hub can offer "Continue: <unit>" after a
 * reload, offline too. Only plain data is stored: the value is rebuilt field by field from the
 * spec's list, anything that is not JSON data (a function, a symbol, undefined) is dropped, and
 * what comes back from storage is parsed before it is trusted.
 *
 * The spec's fields, read for the tutor hub: category = the tutor subject ('Year 3 Maths'),
 * subcategory = the unit's chapter, chapter/chaptername = that chapter's number and name,
 * unitname and curriculum = the unit (its curriculum_id, a session's id), notes = the unit's notes.
 */
import { z } from 'zod';
import { NoteBlockSchema } from '../../../contract/tutor/content';
import { getOfflineDb } from '../../offline/db';

export const TutorSelectionSchema = z.object({
  category_id: z.number().int().nullable(),
  subcategory_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  subcategory_name: z.string().nullable(),
  chapter: z.number().int().nullable(),
  chaptername: z.string().nullable(),
  unitname: z.string().nullable(),
  curriculum: z.number().int().nullable(),
  notes: z.array(NoteBlockSchema).nullable(),
});
export type TutorSelection = z.infer<typeof TutorSelectionSchema>;

/** Blank by default (spec section 3). */
export const EMPTY_SELECTION: TutorSelection = {
  category_id: null,
  subcategory_id: null,
  category_name: null,
  subcategory_name: null,
  chapter: null,
  chaptername: null,
  unitname: null,
  curriculum: null,
  notes: null,
};

const keyOf = (userId: number) => `tutor-selection:${userId}`;

/** A copy holding only JSON data: functions, symbols and undefined are left out at every depth. */
export function plainData(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.filter((entry) => isData(entry)).map(plainData);
  if (typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) if (isData(entry)) copy[key] = plainData(entry);
    return copy;
  }
  return undefined;
}

function isData(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol' && typeof value !== 'bigint';
}

/** The spec's fields of `value` as plain data; throws (naming the field) when one is not what the spec holds. */
export function toStoredSelection(value: Partial<Record<keyof TutorSelection, unknown>> & Record<string, unknown>): TutorSelection {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(EMPTY_SELECTION) as (keyof TutorSelection)[]) picked[key] = plainData(value[key]) ?? null;
  return TutorSelectionSchema.parse(picked);
}

export async function saveTutorSelection(userId: number, value: Partial<Record<keyof TutorSelection, unknown>> & Record<string, unknown>): Promise<TutorSelection> {
  const selection = toStoredSelection(value);
  await getOfflineDb().meta.put({ key: keyOf(userId), value: selection });
  return selection;
}

/** The user's last selection on this device, or null (none, or a stored value that is not one). */
export async function loadTutorSelection(userId: number): Promise<TutorSelection | null> {
  const row = await getOfflineDb().meta.get(keyOf(userId));
  const parsed = TutorSelectionSchema.safeParse(row?.value);
  return parsed.success && parsed.data.curriculum !== null ? parsed.data : null;
}
