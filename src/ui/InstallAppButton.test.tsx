import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import { applyBundle, i18n, initI18n } from '../lib/i18n/i18n';
import { createInstallPrompt, type InstallPrompt } from '../lib/install/install-prompt';
import { InstallAppButton } from './InstallAppButton';
import { fakeInstallEvent, fakeInstallHost } from '../lib/install/install-test-helpers';

function renderButton(prompt: InstallPrompt, compact = false) {
  render(
    <I18nextProvider i18n={i18n}>
      <InstallAppButton prompt={prompt} compact={compact} />
    </I18nextProvider>,
  );
}

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('InstallAppButton', () => {
  it('stays hidden until the browser offers an install, then opens its dialog on click and goes', async () => {
    const page = fakeInstallHost();
    const prompt = createInstallPrompt(page);
    renderButton(prompt);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const offer = fakeInstallEvent('accepted');
    act(() => void page.dispatchEvent(offer));
    const button = screen.getByRole('button', { name: 'Install app' });
    await userEvent.click(button);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('is an icon button with a spoken name in the header, in the interface language', async () => {
    const page = fakeInstallHost();
    const prompt = createInstallPrompt(page);
    applyBundle({ code: 'ar', strings: ar });
    await act(() => i18n.changeLanguage('ar'));
    renderButton(prompt, true);
    act(() => void page.dispatchEvent(fakeInstallEvent()));
    const button = screen.getByRole('button', { name: 'تثبيت التطبيق' });
    expect(button.textContent).toBe('تثبيت التطبيق');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // Reachable by keyboard: Enter installs.
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('never shows in the installed app', () => {
    const page = fakeInstallHost(true);
    renderButton(createInstallPrompt(page));
    act(() => void page.dispatchEvent(fakeInstallEvent()));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
