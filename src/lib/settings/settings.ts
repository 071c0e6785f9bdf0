/** The app's settings cache, wired to the API with toasts off (spec section 7). */
import { isOnline } from '../connectivity/connectivity';
import { callAction } from '../request/request';
import { useStore } from '../store';
import { createSettingsCache, type SettingsState } from './settings-cache';

export const settingsCache = createSettingsCache({
  fetchers: {
    system: () => callAction('get_system_configurations', {}, { displayToast: false }),
    web: () => callAction('get_web_settings', {}, { displayToast: false }),
    home: (body) => callAction('get_web_home_settings', body, { displayToast: false }),
  },
  // Known offline (no network, or QA's switch), a stored copy is used without asking.
  online: () => isOnline(),
});

export const settingsStore = settingsCache.store;

export function useSettings(): SettingsState {
  return useStore(settingsStore);
}
