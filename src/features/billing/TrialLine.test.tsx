/** The header's free-trial line, as the layout loads it after start-up. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../../lib/i18n/i18n';
import { resetSession } from '../../lib/session/session-store';
import { signInPlayer, summaryOf } from './test-helpers';
import { shortDay, TrialLine } from './TrialLine';

const END = '2026-12-03T10:00:00.000Z';

function renderLine() {
  const location = memoryLocation({ path: '/' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <TrialLine />
      </Router>
    </I18nextProvider>,
  );
}

beforeEach(resetSession);
afterEach(cleanup);

describe('TrialLine', () => {
  it("says until when the trial lasts, in the language's short date, and links to the subscription", () => {
    signInPlayer(summaryOf('trial', { trial_end: END }));
    renderLine();
    const line = screen.getByRole('link', { name: `Free trial until ${shortDay(END, 'en')}` });
    expect(shortDay(END, 'en')).toBe('Dec 3');
    expect(line.getAttribute('href')).toBe('/profile/subscription');
  });

  it('writes the day as the language does, with Western digits', () => {
    expect(shortDay(END, 'fr')).toMatch(/^3 déc/);
    expect(shortDay(END, 'ar')).toMatch(/^3 /);
  });

  it('follows the session: gone once the trial is paid for or ended, and for guests', () => {
    signInPlayer(summaryOf('trial', { trial_end: END }));
    renderLine();
    act(() => signInPlayer(summaryOf('active')));
    expect(screen.queryByTestId('trial-line')).toBeNull();
    act(() => resetSession());
    expect(screen.queryByTestId('trial-line')).toBeNull();
  });
});
