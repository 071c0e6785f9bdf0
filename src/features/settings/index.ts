import { lazyScreen } from '../../lib/lazy-screen';

export const SettingsScreen = lazyScreen(() => import('./SettingsScreen'), 'SettingsScreen');
export const SyncSettingsScreen = lazyScreen(() => import('./SyncSettingsScreen'), 'SyncSettingsScreen');
