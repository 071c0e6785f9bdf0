import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { CHUNK_RELOAD_KEY, lazyScreen, resetChunkReloadState } from '../../lib/lazy-screen';
import { LoadErrorBoundary } from './LoadErrorBoundary';

function renderInBoundary(children: React.ReactNode) {
  const location = memoryLocation({ path: '/quiz-zone', record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <LoadErrorBoundary>
          <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
        </LoadErrorBoundary>
      </Router>
    </I18nextProvider>,
  );
  return location;
}

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  resetChunkReloadState();
  vi.restoreAllMocks();
});

describe('the screen error boundary', () => {
  it('shows an error screen with Retry when a chunk fails again after the one reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'screen:Broken');
    const Broken = lazyScreen<object, 'Broken'>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Broken-abc.js')), 'Broken', []);
    renderInBoundary(<Broken />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be opened' })).toBeTruthy();
    expect(screen.getByText(/It may have just been updated, or the connection dropped/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('lets Retry render a screen that crashed once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('render bug');
      return <h1>Categories</h1>;
    }
    renderInBoundary(<Flaky />);
    expect(screen.getByText('Something went wrong while showing this page. Please try again.')).toBeTruthy();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy();
  });

  it('clears the error when the player goes to another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenOnOnePage() {
      const [path] = useLocation();
      if (path === '/broken') throw new Error('render bug');
      return <h1>Profile</h1>;
    }
    const location = renderInBoundary(<BrokenOnOnePage />);
    act(() => location.navigate('/broken'));
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be opened' })).toBeTruthy();
    act(() => location.navigate('/profile'));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
  });
});
