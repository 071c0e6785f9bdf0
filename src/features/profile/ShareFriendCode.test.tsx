import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { ShareFriendCode } from './ShareFriendCode';

const link = `${window.location.origin}/auth/sign-up?code=AB12CD34`;

function setNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown): void {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

function renderShare() {
  render(
    <I18nextProvider i18n={i18n}>
      <ShareFriendCode code="AB12CD34" />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  for (const name of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, name);
});

describe('ShareFriendCode', () => {
  it("opens the system share sheet with the sign-up link that carries the code", async () => {
    // userEvent.setup() puts its own clipboard on navigator: set the share sheet after it.
    const user = userEvent.setup();
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    setNavigator('share', share);
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share your friend code' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(share.mock.calls[0]?.[0]).toEqual({
      title: 'Join me on Quizhive',
      text: 'Sign up on Quizhive with my friend code AB12CD34 and we both get bonus coins.',
      url: link,
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the link where there is no share sheet, and says so in a live region', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    renderShare();
    expect(screen.queryByRole('button', { name: 'Share your friend code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy link with your friend code' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('status').textContent).toBe('Link copied. Send it to a friend: you both get coins when they sign up.');
  });

  it('copies instead when sharing fails, but not when the player closes the share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockRejectedValueOnce(new DOMException('closed', 'AbortError')).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    setNavigator('share', share);
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share your friend code' }));
    expect(writeText).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Share your friend code' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('status').textContent).toMatch(/^Link copied/);
  });

  it('copies when the browser cannot share a link, without opening the sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const share = vi.fn();
    setNavigator('clipboard', { writeText });
    setNavigator('share', share);
    setNavigator('canShare', () => false);
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share your friend code' }));
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    setNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    renderShare();
    await act(() => user.click(screen.getByRole('button', { name: 'Copy link with your friend code' })));
    expect(screen.getByRole('status').textContent).toBe('The link could not be copied. You can copy it from here:');
    const field = screen.getByLabelText('Sign-up link with your friend code') as HTMLInputElement;
    expect(field.value).toBe(link);
    expect(field.readOnly).toBe(true);
  });
});
