/**
 * The outbox sheet of every solo mode (contract SOLO_SHEET_KINDS): the same body as
 * submit_solo_round, scored when it arrives; without a round, or late, or replayed, it is practice.
 */
import type { SoloSheet } from '../../../contract/api/solo';
import { SOLO_MODES, SOLO_SHEET_KINDS, type SoloSheetKind } from '../../../contract/quiz/solo-modes';
import { opHandler, type OpHandler } from '../sync/sync.service';
import type { SoloService } from './solo.service';

export function soloOpHandlers(solo: SoloService) {
  const handlers = SOLO_MODES.map((mode) =>
    opHandler(SOLO_SHEET_KINDS[mode], {
      prepare: (user, sheet) => solo.prepareSubmit(user, sheet as SoloSheet, 'outbox'),
      apply: (tx, user, sheet, context, op) => solo.submitIn(tx, user, sheet as SoloSheet, context, 'outbox', { playedAt: op.created_at, opId: op.op_id }),
    }),
  );
  return Object.assign({}, ...handlers) as Readonly<Record<SoloSheetKind, OpHandler<never>>>;
}
