/** Home data for the current language, re-fetched per the home cache rules. */
import { useEffect } from 'react';
import { useLanguages } from '../../lib/i18n/languages';
import { settingsCache, useSettings } from '../../lib/settings/settings';
import type { HomeState } from '../../lib/settings/settings-cache';

export function useHome(): HomeState {
  const { current } = useLanguages();
  const { home } = useSettings();
  useEffect(() => {
    void settingsCache.ensureHome({ code: current.code, id: current.id });
  }, [current.code, current.id]);
  return home;
}
