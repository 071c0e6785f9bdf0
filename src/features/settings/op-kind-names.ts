/**
 * The outbox's op kinds in words a player knows, one locale key per kind of contract/sync/op-kinds.ts
 * (the Record's type makes a new kind fail to compile until it has a name). An op of a kind this
 * version does not know (from a newer app in another tab) shows its internal name.
 */
import type { TFunction } from 'i18next';
import { OP_KINDS, type OpKind } from '../../../contract/sync/op-kinds';

export const OP_KIND_NAME_KEYS: Readonly<Record<OpKind, string>> = {
  quiz_zone_sheet: 'settings.outbox.kind.quiz_zone_sheet',
  maths_answer: 'settings.outbox.kind.maths_answer',
  nvr_answer: 'settings.outbox.kind.nvr_answer',
  maths_reset: 'settings.outbox.kind.maths_reset',
  daily_quiz_sheet: 'settings.outbox.kind.daily_quiz_sheet',
  true_false_sheet: 'settings.outbox.kind.true_false_sheet',
  fun_n_learn_sheet: 'settings.outbox.kind.fun_n_learn_sheet',
  guess_the_word_sheet: 'settings.outbox.kind.guess_the_word_sheet',
  self_challenge_sheet: 'settings.outbox.kind.self_challenge_sheet',
  audio_questions_sheet: 'settings.outbox.kind.audio_questions_sheet',
  math_mania_sheet: 'settings.outbox.kind.math_mania_sheet',
  nonverbal_sheet: 'settings.outbox.kind.nonverbal_sheet',
  bookmarks_sheet: 'settings.outbox.kind.bookmarks_sheet',
  set_bookmark: 'settings.outbox.kind.set_bookmark',
  tutor_session: 'settings.outbox.kind.tutor_session',
  tutor_review: 'settings.outbox.kind.tutor_review',
};

function isOpKind(kind: string): kind is OpKind {
  return (OP_KINDS as readonly string[]).includes(kind);
}

export function opKindName(kind: string, t: TFunction): string {
  return isOpKind(kind) ? t(OP_KIND_NAME_KEYS[kind]) : kind;
}
