/**
 * What a player reads for a server message: the interface language's text for its code. A failure
 * or success may carry `message_code` (contract/messages.ts, shown from `messages.<code>` with its
 * figures); a failure without one is shown from `errors.<code>`. The server's English text is shown
 * only for a code this client version does not know (a newer server), so it is never matched by text.
 * Which codes it knows is what the locale files hold (a test keeps `errors.<code>` in every locale
 * for every code of contract/errors.ts), so the catalogue itself stays out of the first-load JS.
 */
import type { MessageParams } from '../../../contract/messages';
import type { ApiErrorCode, CodedText } from '../request/api-error';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

function knownKey(key: string, params: MessageParams | undefined): boolean {
  return i18n.exists(key, params?.count === undefined ? undefined : { count: Number(params.count) });
}

export function translateMessage(code: ApiErrorCode | undefined, message: string, coded: CodedText = {}): string {
  if (code === 'NETWORK') return i18n.t('errors.NETWORK');
  if (code === 'TIMEOUT') {
    const ms = /(\d+)/.exec(message)?.[1];
    return ms ? i18n.t('errors.TIMEOUT', { ms }) : message;
  }
  if (coded.messageCode) {
    const key = `messages.${coded.messageCode}`;
    if (knownKey(key, coded.params)) return i18n.t(key, { ...coded.params, defaultValue: message });
    // In English the server's text is this very message with its figures: better than the code's
    // general text while the screen that holds the messages' English has not loaded yet.
    if (i18n.language === DEFAULT_LANGUAGE) return message;
  }
  // A detail this version does not know still has a known error code: its text is in the player's language.
  if (code && knownKey(`errors.${code}`, undefined)) return i18n.t(`errors.${code}`, { defaultValue: message });
  return message;
}
