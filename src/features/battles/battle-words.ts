/** A battle refusal (an acknowledgement's code and message) in the interface language. */
import type { BattleAck } from '../../../contract/live/battle';
import { translateMessage } from '../../lib/i18n/translate-message';
import type { ApiErrorCode } from '../../lib/request/api-error';

type Refusal = Extract<BattleAck, { ok: false }>;

export function refusalText(ack: Pick<Refusal, 'code' | 'message'>): string {
  // The transport's codes (TIMEOUT from the socket's own wait) have no figures to show: plain words.
  if (ack.code === 'TIMEOUT' || ack.code === 'NETWORK') return translateMessage('NETWORK', ack.message);
  return translateMessage(ack.code as ApiErrorCode, ack.message);
}
