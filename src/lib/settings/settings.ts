/** The app's settings cache, wired to the API with toasts off (spec section 7). */
import { isOnline } from '../connectivity/connectivity';
import { callActionLater } from '../request/call-later';
import { useStore } from '../store';
import { createSettingsCache, type SettingsState } from './settings-cache';

export const settingsCache = createSettingsCache({
  fetchers: {
    system: () => callActionLater('get_system_configurations', {}, { displayToast: false }),
    web: () => callActionLater('get_web_settings', {}, { displayToast: false }),
    home: (body) => callActionLater('get_web_home_settings', body, { displayToast: false }),
  },
  // Known offline (no network, or QA's switch), a stored copy is used without asking.
  online: () => isOnline(),
});

export const settingsStore = settingsCache.store;

export function useSettings(): SettingsState {
  return useStore(settingsStore);
}
