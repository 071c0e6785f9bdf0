import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { ApiError } from '../../lib/request/api-error';
import { NotEnoughSpaceError } from '../../offline/packs';
import { downloadErrorMessage } from './download-error';

beforeAll(() => {
  initI18n();
});

describe('downloadErrorMessage', () => {
  it('asks for an app update when the pack does not fit this version', () => {
    const message = downloadErrorMessage(new ApiError('BAD_RESPONSE', 200, 'The server sent a pack this version of the app cannot read.'));
    expect(message).toBe(i18n.t('downloads.error.unreadable'));
    expect(message).toMatch(/Update the app/);
  });

  it('names the space needed and free, and says plainly when the device is offline', () => {
    expect(downloadErrorMessage(new NotEnoughSpaceError(2 * 1024 ** 2, 1024 ** 2))).toMatch(/needs 2 MB and only 1 MB is free/);
    expect(downloadErrorMessage(new ApiError('NETWORK', 0, 'Network Error'))).toBe(i18n.t('common.offline'));
    expect(downloadErrorMessage(new Error('boom'))).toBe(i18n.t('downloads.error.failed'));
  });
});
