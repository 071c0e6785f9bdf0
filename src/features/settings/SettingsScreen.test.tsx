import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyBundle, applyDocumentLanguage, i18n, initI18n } from '../../lib/i18n/i18n';
import { languagesStore } from '../../lib/i18n/languages';
import { emptyRemote } from '../../lib/settings/remote-state';
import { renderWithApp } from '../sync-status/test-helpers';
import { SettingsScreen } from './SettingsScreen';

const english = { id: null, code: 'en', name: 'English', rtl: 0 } as const;

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  languagesStore.set({ list: emptyRemote(), current: english });
  i18n.removeResourceBundle('ar', 'translation');
  applyBundle({ code: 'en', strings: {} });
  await i18n.changeLanguage('en');
  applyDocumentLanguage('en', 0);
});

describe('SettingsScreen', () => {
  it('links to offline downloads and to sync and offline', () => {
    renderWithApp(<SettingsScreen />, '/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const more = screen.getByRole('navigation', { name: 'More settings' });
    const links = [...more.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.querySelector('.settings-link__title')?.textContent]);
    expect(links).toEqual([
      ['/downloads', 'Offline downloads'],
      ['/settings/sync', 'Sync and offline'],
    ]);
  });

  it('changes the interface language like the header does, right-to-left included', async () => {
    languagesStore.set({
      list: emptyRemote([
        { id: 1, code: 'en', name: 'English', rtl: 0, is_default: true },
        { id: 2, code: 'ar', name: 'العربية', rtl: 1, is_default: false },
      ]),
      current: english,
    });
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: false, data: { code: 'ar', name: 'العربية', rtl: 1, version: 'v1', strings: { 'settings.title': 'الإعدادات' } } })),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(<SettingsScreen />, '/settings');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    await user.selectOptions(select, 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_system_language_json');
    expect(i18n.language).toBe('ar');
    expect(localStorage.getItem('qh.language')).toBe('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeTruthy();
  });
});
