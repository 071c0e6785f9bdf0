/**
 * Pack kinds and ids, without zod: the device names and finds its stored packs at start-up with
 * these, and the schemas of contract/api/packs.ts load only where a pack is checked.
 */
import { MAX_ID } from '../ids';

/**
 * solo: one category of a solo mode (True & False, Guess The Word, Fun & Learn, audio, Math Mania,
 * non-verbal), every question with its key; daily_quiz: the daily quizzes of the days before today
 * in one language (today's is only ever served online: its key must not be on a device before it
 * is played).
 */
export const PACK_KINDS = ['quiz_zone', 'maths', 'solo', 'daily_quiz'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

/** What one pack of each kind covers: its id is '<kind>:<scope>:<id>'. */
export const PACK_ID_SCOPES = { quiz_zone: 'subcategory', maths: 'curriculum', solo: 'category', daily_quiz: 'language' } as const satisfies Record<PackKind, string>;

export const PACK_ID_PATTERN = new RegExp(`^(${PACK_KINDS.map((kind) => `${kind}:${PACK_ID_SCOPES[kind]}`).join('|')}):([1-9]\\d{0,9})$`);

/** 'quiz_zone:subcategory:<id>' or 'maths:curriculum:<id>'. */
export type PackId = string;

export function packIdOf(kind: PackKind, id: number): PackId {
  return `${kind}:${PACK_ID_SCOPES[kind]}:${id}`;
}

export const packIds = {
  quizZoneSubcategory: (subcategoryId: number): PackId => packIdOf('quiz_zone', subcategoryId),
  mathsCurriculum: (curriculumId: number): PackId => packIdOf('maths', curriculumId),
  soloCategory: (categoryId: number): PackId => packIdOf('solo', categoryId),
  dailyQuizLanguage: (languageId: number): PackId => packIdOf('daily_quiz', languageId),
};

function isPackKind(value: string | undefined): value is PackKind {
  return (PACK_KINDS as readonly (string | undefined)[]).includes(value);
}

/** The kind and the numeric id of a pack id, or null when it is not one (or names no possible row). */
export function parsePackId(packId: string): { readonly kind: PackKind; readonly id: number } | null {
  const match = PACK_ID_PATTERN.exec(packId);
  const kind = match?.[1]?.split(':')[0];
  const id = Number(match?.[2]);
  // Ten digits may pass an integer column: such an id can name no pack.
  return isPackKind(kind) && Number.isSafeInteger(id) && id <= MAX_ID ? { kind, id } : null;
}
