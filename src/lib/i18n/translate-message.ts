/**
 * Server and guard messages arrive in English. When the text is one of our own built-in strings
 * (the error catalogue and guard messages are in locales/en.json under errors.* and guard.*), it is
 * shown in the interface language; any other text is shown as sent.
 */
import { errorCatalogue, isErrorCode } from '../../../contract/errors';
import type { ApiErrorCode } from '../request/api-error';
import { builtInEnglish, i18n } from './i18n';

let byText: Map<string, string> | null = null;

function keyForText(message: string): string | undefined {
  byText ??= new Map(Object.entries(builtInEnglish).map(([key, text]) => [text, key]));
  return byText.get(message);
}

export function translateMessage(code: ApiErrorCode | undefined, message: string): string {
  if (code === 'NETWORK') return i18n.t('errors.NETWORK');
  if (code === 'TIMEOUT') {
    const ms = /(\d+)/.exec(message)?.[1];
    return ms ? i18n.t('errors.TIMEOUT', { ms }) : message;
  }
  if (code === 'ACCOUNT_LOCKED') {
    // The server counts the minutes left; the interface language says them with its plural rules.
    const minutes = /(\d+) minutes?\b/.exec(message)?.[1];
    if (minutes) return i18n.t('errors.ACCOUNT_LOCKED', { count: Number(minutes), defaultValue: message });
  }
  if (code && isErrorCode(code) && errorCatalogue[code].message === message) {
    return i18n.t(`errors.${code}`, { defaultValue: message });
  }
  const key = keyForText(message);
  return key ? i18n.t(key, { defaultValue: message }) : message;
}
