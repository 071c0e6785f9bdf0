/**
 * Every screen names itself in the browser tab (WCAG 2.4.2): "<screen> · <site title>". The site
 * title comes from the web settings; a screen passes null while it has nothing to say yet (another
 * component of the screen sets the title then).
 */
import { useEffect } from 'react';
import { useSettings } from './settings/settings';

export const DEFAULT_SITE_TITLE = 'Quizhive';
export const TITLE_SEPARATOR = ' · ';

export function composeTitle(screen: string | null | undefined, site: string): string {
  const name = screen?.trim();
  return name && name !== site ? `${name}${TITLE_SEPARATOR}${site}` : site;
}

export function useSiteTitle(): string {
  const { web } = useSettings();
  return web.data?.site_title || DEFAULT_SITE_TITLE;
}

export function useDocumentTitle(screen: string | null): void {
  const site = useSiteTitle();
  useEffect(() => {
    if (screen === null) return;
    document.title = composeTitle(screen, site);
    return () => {
      document.title = site;
    };
  }, [screen, site]);
}
