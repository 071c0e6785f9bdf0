import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar.json';
import { applyBundle, i18n } from '../../lib/i18n/i18n';
import { providePendingRounds } from '../../lib/pending-rounds-slot';
import { setCoinsAndScore } from '../../lib/session/session-store';
import { updateOutboxStatus } from '../../offline/status';
import { PendingRounds } from './PendingRounds';
import { renderWithApp, resetDevice, signInPlayer } from './test-helpers';

beforeEach(async () => {
  await resetDevice();
  signInPlayer();
  setCoinsAndScore({ coins: 120, all_time_score: 3_400 });
});

afterEach(async () => {
  cleanup();
  providePendingRounds(null);
  await act(() => i18n.changeLanguage('en'));
  i18n.removeResourceBundle('ar', 'translation');
  await resetDevice();
});

const note = () => screen.queryByTestId('pending-rounds');

describe('PendingRounds', () => {
  it('shows nothing while no round waits', () => {
    renderWithApp(<PendingRounds place="profile" />);
    expect(note()).toBeNull();
  });

  it('marks the header’s coins with the rounds waiting, said whole to screen readers', () => {
    updateOutboxStatus({ rounds: 2 });
    renderWithApp(<PendingRounds place="header" />);
    const mark = note();
    expect(mark?.textContent).toBe('22 rounds waiting to sync, coins and score not final');
    // The count is what shows; the sentence is read instead of it, and is the tooltip.
    expect(mark?.querySelector('span[aria-hidden="true"]')?.textContent).toBe('2');
    expect(mark?.querySelector('.visually-hidden')?.textContent).toBe('2 rounds waiting to sync, coins and score not final');
    expect(mark?.getAttribute('title')).toBe('2 rounds waiting to sync, coins and score not final');
  });

  it('says on the profile that the figures are the server’s and what waits is not in them', () => {
    updateOutboxStatus({ rounds: 1 });
    renderWithApp(<PendingRounds place="profile" />);
    expect(note()?.textContent).toBe(
      "1 round waiting to sync. Coins and score are the server's last figures; what rounds on this device earn is added once the server has scored them.",
    );
  });

  it('gives a round kept on the device the server’s last totals, never a sum with what waits', () => {
    updateOutboxStatus({ rounds: 3 });
    renderWithApp(<PendingRounds place="saved" />);
    expect(note()?.textContent).toBe('The server last gave you 120 coins and a score of 3,400. 3 rounds waiting to sync, coins and score not final.');
  });

  it('says that badges come with the sync, in the player’s language and its plural forms', async () => {
    updateOutboxStatus({ rounds: 2 });
    applyBundle({ code: 'ar', strings: ar });
    await act(() => i18n.changeLanguage('ar'));
    renderWithApp(<PendingRounds place="badges" />);
    // Arabic has a dual: "two rounds" is one word.
    expect(note()?.textContent).toBe('جولتان في انتظار المزامنة. الشارات التي تُكسب في جولات هذا الجهاز تظهر هنا بعد أن يحتسبها الخادم.');
  });

  it('tells the screen when fewer rounds wait, not when more do', () => {
    const onScored = vi.fn();
    updateOutboxStatus({ rounds: 1 });
    renderWithApp(<PendingRounds place="badges" onScored={onScored} />);
    act(() => updateOutboxStatus({ rounds: 2 }));
    expect(onScored).not.toHaveBeenCalled();
    act(() => updateOutboxStatus({ rounds: 0 }));
    expect(onScored).toHaveBeenCalledTimes(1);
    expect(note()).toBeNull();
  });
});
