/** Offline downloads: the screen is loaded on demand; the buttons are small and used by content screens. */
import { lazyScreen } from '../../lib/lazy-screen';

export { DownloadPackButton, DownloadPacksButton } from './DownloadPackButton';
export type { DownloadPackButtonProps, DownloadPacksButtonProps } from './DownloadPackButton';

export const DownloadsScreen = lazyScreen(() => import('./DownloadsScreen'), 'DownloadsScreen');

/** Where the downloads screen lives (the Quiz Zone and settings link to it). */
export const DOWNLOADS_PATH = '/downloads';
