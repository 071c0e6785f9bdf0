import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { ApiError } from '../lib/request/api-error';
import { LoadError, type WayOut } from './LoadState';

const way: WayOut = { quizZone: '/quiz-zone', category: '/quiz-zone/3-geography', levels: '/quiz-zone/3-geography/7-capitals' };

function show(error: ApiError, to: WayOut = way) {
  const onRetry = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <LoadError error={error} onRetry={onRetry} back={to.levels} way={to} />
    </I18nextProvider>,
  );
  return onRetry;
}

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

describe('LoadError', () => {
  it('says a locked level is locked, with the way back to the levels and no Try again', () => {
    show(new ApiError('LEVEL_LOCKED', 403, 'This Level is Locked. Play previous levels to unlock', 'level'));
    expect(screen.getByRole('heading', { name: 'This level is locked' })).toBeTruthy();
    expect(screen.getByText('Play previous levels to unlock it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to levels' }).getAttribute('href')).toBe(way.levels);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a missing topic or category does not exist, with the way to the nearest screen that does', () => {
    show(new ApiError('NOT_FOUND', 404, 'This subcategory does not exist in this category.', 'subcategory'), { quizZone: '/quiz-zone', category: '/quiz-zone/3-geography' });
    expect(screen.getByRole('heading', { name: 'This topic does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to topics' }).getAttribute('href')).toBe('/quiz-zone/3-geography');
    cleanup();
    show(new ApiError('NOT_FOUND', 404, 'This category does not exist.', 'category'), { quizZone: '/quiz-zone' });
    expect(screen.getByRole('heading', { name: 'This category does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Quiz Zone' }).getAttribute('href')).toBe('/quiz-zone');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps Try again for a failure that may pass, such as the network', () => {
    const onRetry = show(new ApiError('NETWORK', 0, 'Network Error'));
    expect(screen.getByRole('heading', { name: 'This could not be loaded' })).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
