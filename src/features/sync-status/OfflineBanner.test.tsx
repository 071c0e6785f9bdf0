import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectivityStore, FORCE_OFFLINE_KEY, setForcedOffline } from '../../lib/connectivity/connectivity';
import { initI18n } from '../../lib/i18n/i18n';
import { OfflineBanner } from './OfflineBanner';
import { renderWithApp, setConnectivity } from './test-helpers';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  setConnectivity(true, false);
});

describe('OfflineBanner', () => {
  it('is an empty polite live region while online', () => {
    renderWithApp(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('tells a device without a connection that downloads and progress keep working', () => {
    renderWithApp(<OfflineBanner />);
    act(() => setConnectivity(false));
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('You are offline.');
    expect(region.textContent).toContain('Downloaded content and your progress keep working.');
    expect(region.textContent).toContain('sync when you are back online');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names forced offline as such and turns it off with its button', async () => {
    const user = userEvent.setup();
    act(() => setForcedOffline(true));
    renderWithApp(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain('Forced offline is on.');
    expect(screen.queryByText('You are offline.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Turn off forced offline' }));
    expect(connectivityStore.get().forcedOffline).toBe(false);
    expect(localStorage.getItem(FORCE_OFFLINE_KEY)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
