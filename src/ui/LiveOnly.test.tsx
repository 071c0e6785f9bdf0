import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { connectivityStore } from '../lib/connectivity/connectivity';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { LiveOnly } from './LiveOnly';

// ui/ never imports features/, so not the features' renderWithApp: the same two providers here.
function renderWithApp(ui: ReactNode) {
  const location = memoryLocation({ path: '/' });
  return render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>{ui}</Router>
    </I18nextProvider>,
  );
}

function setConnectivity(browserOnline: boolean, forcedOffline = false): void {
  connectivityStore.set({ browserOnline, forcedOffline });
}

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  setConnectivity(true, false);
});

const battle = <p>Battle board</p>;

describe('LiveOnly', () => {
  it('shows the live screen while online', () => {
    renderWithApp(<LiveOnly feature="Group Battle">{battle}</LiveOnly>);
    expect(screen.getByText('Battle board')).toBeTruthy();
    expect(screen.queryByText(/needs an internet connection/)).toBeNull();
  });

  it('replaces the live screen offline with a plain "needs a connection" and ways to keep playing', () => {
    renderWithApp(<LiveOnly feature="Group Battle">{battle}</LiveOnly>);
    act(() => setConnectivity(false));
    expect(screen.queryByText('Battle board')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Group Battle needs an internet connection' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Offline downloads' }).getAttribute('href')).toBe('/downloads');
    act(() => setConnectivity(true));
    expect(screen.getByText('Battle board')).toBeTruthy();
  });

  it('treats forced offline like a real one', () => {
    setConnectivity(true, true);
    renderWithApp(<LiveOnly feature="Contest Play">{battle}</LiveOnly>);
    expect(screen.getByRole('heading', { name: 'Contest Play needs an internet connection' })).toBeTruthy();
  });

  it('keeps a live screen mounted under a notice when asked to', () => {
    renderWithApp(
      <LiveOnly feature="1 v/s 1 Battle" keepMounted>
        {battle}
      </LiveOnly>,
    );
    act(() => setConnectivity(false));
    expect(screen.getByText('Battle board')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('1 v/s 1 Battle needs an internet connection');
  });
});
