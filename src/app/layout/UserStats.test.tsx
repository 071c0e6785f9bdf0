import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSyncStatus } from '../../features/sync-status';
import { resetDevice, signInPlayer } from '../../features/sync-status/test-helpers';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { providePendingRounds } from '../../lib/pending-rounds-slot';
import { updateOutboxStatus } from '../../offline/status';
import { resetStartup, settleStartup } from '../after-start';
import { resetNumberFormats } from './number-format';
import { UserStats } from './UserStats';

/** vi.waitFor gives up after 1 s by default; a busy CI machine can take longer. */
const WAIT = { timeout: 5_000 };

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  cleanup();
  resetStartup();
  resetNumberFormats();
  providePendingRounds(null);
  await resetDevice();
  await act(() => i18n.changeLanguage('en'));
});

function renderStats(coins: number, score: number) {
  render(
    <I18nextProvider i18n={i18n}>
      <UserStats coins={coins} score={score} />
    </I18nextProvider>,
  );
}

describe('UserStats', () => {
  it('shows plain digits during start-up and the language’s number format once it has settled', async () => {
    renderStats(12_345, 1_234_567);
    expect(screen.getByTestId('coins').textContent).toBe('12345');
    expect(screen.getByTestId('score').textContent).toBe('1234567');

    await act(async () => settleStartup(Promise.resolve()));
    await screen.findByText('12,345');
    expect(screen.getByTestId('score').textContent).toBe('1,234,567');
    // Each number keeps its spoken label.
    expect(screen.getByText('Coins').className).toBe('visually-hidden');
  });

  it('builds the format of a language chosen later', async () => {
    settleStartup(Promise.resolve());
    renderStats(12_345, 0);
    await screen.findByText('12,345');
    await act(() => i18n.changeLanguage('fr'));
    // French groups thousands with a narrow no-break space.
    const french = new Intl.NumberFormat('fr').format(12_345);
    expect(french).not.toBe('12,345');
    await waitFor(() => expect(screen.getByTestId('coins').textContent).toBe(french));
  });

  it('keep the server’s figures, and get the rounds waiting’s mark once the sync chip’s chunk provided it', async () => {
    signInPlayer();
    updateOutboxStatus({ rounds: 2 });
    renderStats(120, 3_400);
    // Start-up: the numbers alone, nothing of the offline engine.
    expect(screen.queryByTestId('pending-rounds')).toBeNull();
    await act(async () => {
      await loadSyncStatus();
    });
    await vi.waitFor(() => expect(screen.queryByTestId('pending-rounds')).not.toBeNull(), WAIT);
    expect(screen.getByTestId('coins').textContent).toBe('120');
    expect(screen.getByText('2 rounds waiting to sync, coins and score not final').className).toBe('visually-hidden');

    // Scored: the mark goes; the numbers are the session's, never a sum with what waited.
    act(() => updateOutboxStatus({ rounds: 0 }));
    expect(screen.queryByTestId('pending-rounds')).toBeNull();
    expect(screen.getByTestId('coins').textContent).toBe('120');
  });
});
