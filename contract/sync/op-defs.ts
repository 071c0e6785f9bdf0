/**
 * Every op kind the server applies, by kind; each is declared beside its payload in its feature's
 * contract. The type makes a kind of op-kinds.ts without a declaration fail to compile.
 */
import type { z } from 'zod';
import { mathsAnswerOp, mathsResetOp, nvrAnswerOp } from '../api/maths';
import { quizZoneSheetOp } from '../api/quiz';
import { setBookmarkOp } from '../api/bookmarks';
import { soloSheetOps } from '../api/solo';
import { tutorReviewOp, tutorSessionOp } from '../api/tutor';
import type { OpDef } from './define-op';
import type { OpKind } from './op-kinds';

export const opDefs = {
  quiz_zone_sheet: quizZoneSheetOp,
  maths_answer: mathsAnswerOp,
  nvr_answer: nvrAnswerOp,
  maths_reset: mathsResetOp,
  ...soloSheetOps,
  set_bookmark: setBookmarkOp,
  tutor_session: tutorSessionOp,
  tutor_review: tutorReviewOp,
} as const satisfies { readonly [K in OpKind]: OpDef<K> };

/** The payload an op of this kind carries once its schema has parsed it. */
export type OpPayload<K extends OpKind> = z.output<(typeof opDefs)[K]['payload']>;

/** Whether a kind sent by a device is one of ours (an own property: never 'toString' and the like). */
export function isOpKind(kind: string): kind is OpKind {
  return Object.hasOwn(opDefs, kind);
}
