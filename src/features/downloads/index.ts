/**
 * Offline downloads: the screen is loaded on demand, and so are the buttons content screens use.
 * The buttons read the packs through Dexie; importing them here statically would put Dexie and the
 * pack engine into the first-load JS of every page, since the app's route table imports this file.
 * Until their chunk is in they show nothing, as they do until the device's packs are read.
 */
import { createElement, lazy, Suspense } from 'react';
import { lazyScreen } from '../../lib/lazy-screen';
import type { DownloadPackButtonProps, DownloadPacksButtonProps } from './DownloadPackButton';

export type { DownloadPackButtonProps, DownloadPacksButtonProps } from './DownloadPackButton';

const loadButtons = () => import('./DownloadPackButton');
const LazyPackButton = lazy(() => loadButtons().then((module) => ({ default: module.DownloadPackButton })));
const LazyPacksButton = lazy(() => loadButtons().then((module) => ({ default: module.DownloadPacksButton })));

export function DownloadPackButton(props: DownloadPackButtonProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyPackButton, props));
}

export function DownloadPacksButton(props: DownloadPacksButtonProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyPacksButton, props));
}

export const DownloadsScreen = lazyScreen(() => import('./DownloadsScreen'), 'DownloadsScreen', ['count', 'downloads']);

/** Where the downloads screen lives (the Quiz Zone and settings link to it). */
export const DOWNLOADS_PATH = '/downloads';
