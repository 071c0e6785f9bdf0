import { lazyScreen } from '../../lib/lazy-screen';

// Loaded at start already: the header's language switcher uses it too.
export { useLanguageChoice } from './use-language-choice';

export const SettingsScreen = lazyScreen(() => import('./SettingsScreen'), 'SettingsScreen', ['settings']);
export const SyncSettingsScreen = lazyScreen(() => import('./SyncSettingsScreen'), 'SyncSettingsScreen', ['messages', 'settings']);
