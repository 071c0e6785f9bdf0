import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { NotFoundScreen } from './NotFoundScreen';

beforeAll(() => {
  initI18n();
});

afterEach(cleanup);

describe('NotFoundScreen', () => {
  it('has an h1 and names the tab', () => {
    const location = memoryLocation({ path: '/nowhere' });
    render(
      <I18nextProvider i18n={i18n}>
        <Router hook={location.hook}>
          <NotFoundScreen />
        </Router>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found · Quizhive');
  });
});
