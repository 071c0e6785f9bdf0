import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { resetStartup, settleStartup } from '../after-start';
import { resetNumberFormats } from './number-format';
import { UserStats } from './UserStats';

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  cleanup();
  resetStartup();
  resetNumberFormats();
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
});
