import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../request/api-error';
import { initI18n } from './i18n';
import { inlineErrorMessage, isOfflineError } from './inline-error';

beforeAll(() => {
  initI18n();
});

describe('inlineErrorMessage', () => {
  it('says in plain words that the server could not be reached', () => {
    const offline = 'You seem to be offline. Check your connection and try again.';
    expect(inlineErrorMessage(new ApiError('NETWORK', 0, 'Network Error'))).toBe(offline);
    expect(inlineErrorMessage(new ApiError('TIMEOUT', 0, 'timeout of 20000 ms exceeded'))).toBe(offline);
  });

  it("keeps the server's own message and the app's own errors", () => {
    expect(inlineErrorMessage(new ApiError('ALREADY_PLAYED', 409, 'You have Already Played'))).toBe('You have Already Played');
    expect(inlineErrorMessage(new ApiError('CLIENT', 0, 'This page does not exist.'))).toBe('This page does not exist.');
    expect(isOfflineError(new ApiError('HTTP', 502, 'Request failed with status code 502'))).toBe(false);
    expect(isOfflineError(null)).toBe(false);
  });
});
