import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { ComingSoonScreen } from '../coming-soon/ComingSoonScreen';
import { LiveOnly } from './LiveOnly';
import { renderWithApp, setConnectivity } from './test-helpers';

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

describe('Coming-soon live modes', () => {
  it('say offline that they need a connection', () => {
    setConnectivity(false);
    renderWithApp(<ComingSoonScreen feature="random-battle" />);
    expect(screen.getByRole('heading', { level: 1, name: '1 v/s 1 Battle' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 v/s 1 Battle needs an internet connection' })).toBeTruthy();
    expect(screen.queryByText('1 v/s 1 Battle is coming soon')).toBeNull();
  });

  it('say they are coming soon when online', () => {
    renderWithApp(<ComingSoonScreen feature="contest-play" />);
    expect(screen.getByRole('heading', { name: 'Contest Play is coming soon' })).toBeTruthy();
  });

  it('leave modes that work offline alone', () => {
    setConnectivity(false);
    renderWithApp(<ComingSoonScreen feature="daily-quiz" />);
    expect(screen.getByRole('heading', { name: 'Daily Quiz is coming soon' })).toBeTruthy();
    expect(screen.queryByText(/needs an internet connection/)).toBeNull();
  });
});
