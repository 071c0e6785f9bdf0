import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { renderWithApp, setConnectivity } from '../sync-status/test-helpers';
import { ComingSoonScreen } from './ComingSoonScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  setConnectivity(true, false);
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
    renderWithApp(<ComingSoonScreen feature="group-battle" />);
    expect(screen.getByRole('heading', { name: 'Group Battle is coming soon' })).toBeTruthy();
  });

  it('leave modes that work offline alone', () => {
    setConnectivity(false);
    renderWithApp(<ComingSoonScreen feature="statistics" />);
    expect(screen.getByRole('heading', { name: 'Statistics is coming soon' })).toBeTruthy();
    expect(screen.queryByText(/needs an internet connection/)).toBeNull();
  });
});
