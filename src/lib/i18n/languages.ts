/**
 * Interface languages: the list (get_system_language_list) and the string bundles
 * (get_system_language_json), read through a retrying, concurrency-limited loader. The chosen
 * language, its last bundle and the last list are kept in localStorage, so the app starts
 * translated from them without the network (English is built in); start-up refreshes them from the
 * server afterwards (refreshLanguages), and a bundle that did not change is not applied again,
 * since applying one re-renders every translated component.
 */
import type { Language, LanguageBundle } from '../../../contract/api/settings';
import { isApiError } from '../request/api-error';
import { callActionLater } from '../request/call-later';
import { emptyRemote, remoteReducer, type RemoteState } from '../settings/remote-state';
import { createStore, useStore } from '../store';
import { applyBundle, applyDocumentLanguage, DEFAULT_LANGUAGE, i18n } from './i18n';
import { createLimiter, MAX_PARALLEL_READS } from './limiter';
import { retryWithBackoff } from './retry';

const CHOICE_KEY = 'qh.language';
const BUNDLE_KEY_PREFIX = 'qh.i18n.';
const LIST_KEY = 'qh.i18n-list';

export interface CurrentLanguage {
  readonly id: number | null;
  readonly code: string;
  readonly name: string;
  readonly rtl: 0 | 1;
}

export interface LanguagesState {
  readonly list: RemoteState<Language[]>;
  readonly current: CurrentLanguage;
}

const english: CurrentLanguage = { id: null, code: DEFAULT_LANGUAGE, name: 'English', rtl: 0 };

export const languagesStore = createStore<LanguagesState>({ list: emptyRemote<Language[]>(), current: english });

const reads = createLimiter(MAX_PARALLEL_READS);

/** Client errors (unknown language, bad request) will not improve by retrying; transport and 5xx may. */
function isTransient(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

function read<T>(task: () => Promise<T>): Promise<T> {
  return reads.run(() => retryWithBackoff(task, { shouldRetry: isTransient }));
}

function readStored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the data still works for this visit.
  }
}

function storedBundle(code: string): LanguageBundle | null {
  return readStored<LanguageBundle>(BUNDLE_KEY_PREFIX + code);
}

interface StoredList {
  readonly data: Language[];
  readonly lastFetch: number;
}

export function storedLanguageChoice(): string | null {
  return localStorage.getItem(CHOICE_KEY);
}

function setCurrent(bundle: Pick<LanguageBundle, 'code' | 'name' | 'rtl'>): void {
  languagesStore.set((state) => {
    const id = state.list.data?.find((l) => l.code === bundle.code)?.id ?? null;
    return { ...state, current: { id, code: bundle.code, name: bundle.name, rtl: bundle.rtl } };
  });
  applyDocumentLanguage(bundle.code, bundle.rtl);
}

/** The bundle in use (its version is a hash of its strings), so an unchanged one is not applied twice. */
let active: Pick<LanguageBundle, 'code' | 'name' | 'rtl' | 'version'> | null = null;

function isActive(bundle: LanguageBundle): boolean {
  return active !== null && active.code === bundle.code && active.version === bundle.version && active.name === bundle.name && active.rtl === bundle.rtl;
}

async function activate(bundle: LanguageBundle): Promise<void> {
  applyBundle(bundle);
  await i18n.changeLanguage(bundle.code);
  active = { code: bundle.code, name: bundle.name, rtl: bundle.rtl, version: bundle.version };
  setCurrent(bundle);
}

export async function loadLanguageList(): Promise<Language[] | null> {
  languagesStore.set((s) => ({ ...s, list: remoteReducer(s.list, { type: 'requested' }) }));
  try {
    const list = await read(() => callActionLater('get_system_language_list', { from: 'web' }, { displayToast: false }));
    const at = Date.now();
    writeStored(LIST_KEY, { data: list, lastFetch: at } satisfies StoredList);
    languagesStore.set((s) => {
      const id = list.find((l) => l.code === s.current.code)?.id ?? null;
      return { list: remoteReducer(s.list, { type: 'received', data: list, at }), current: { ...s.current, id } };
    });
    return list;
  } catch {
    languagesStore.set((s) => ({ ...s, list: remoteReducer(s.list, { type: 'failed' }) }));
    return null;
  }
}

/** Fetches a bundle (retried, at most 10 reads at once), keeps a copy and switches to it unless it is the one in use. */
export async function fetchAndActivate(code: string): Promise<void> {
  const bundle = await read(() => callActionLater('get_system_language_json', { from: 'web', language: code }, { displayToast: false }));
  writeStored(BUNDLE_KEY_PREFIX + code, bundle);
  // A language chosen meanwhile wins over this (older) request.
  if (isActive(bundle) || (active !== null && active.code !== code && storedLanguageChoice() !== code)) return;
  await activate(bundle);
}

/** The language switcher's action: switch at once from the stored copy, then refresh from the server. */
export async function selectLanguage(code: string): Promise<void> {
  localStorage.setItem(CHOICE_KEY, code);
  const cached = storedBundle(code);
  if (cached) await activate(cached);
  await fetchAndActivate(code).catch((error: unknown) => {
    if (!cached && code !== DEFAULT_LANGUAGE) throw error;
  });
}

/** The language start-up uses: the stored choice, else the server's default. */
function startCode(defaultCode: string): string {
  return storedLanguageChoice() ?? defaultCode;
}

/**
 * Start-up: shows the last language list and applies the stored choice (or the server default)
 * from the local copy at once. Only a non-English language without a local copy waits for the
 * network (falling back to English without one); the refresh is refreshLanguages' job.
 */
export async function startLanguages(defaultCode: string = DEFAULT_LANGUAGE): Promise<void> {
  const list = readStored<StoredList>(LIST_KEY);
  if (list && languagesStore.get().list.data === null) {
    languagesStore.set((s) => ({
      list: remoteReducer(s.list, { type: 'received', data: list.data, at: list.lastFetch }),
      current: { ...s.current, id: list.data.find((l) => l.code === s.current.code)?.id ?? null },
    }));
  }
  const code = startCode(defaultCode);
  const cached = storedBundle(code);
  if (cached) await activate(cached);
  else if (code !== DEFAULT_LANGUAGE) {
    await fetchAndActivate(code).catch(() => activate({ ...english, version: '', strings: {} }));
  }
}

/**
 * After start-up: the language list and the current language's bundle from the server. The new
 * bundle is applied only when it differs from the one in use. Resolves when both reads ended.
 */
export async function refreshLanguages(defaultCode: string = DEFAULT_LANGUAGE): Promise<void> {
  const code = active?.code ?? startCode(defaultCode);
  await Promise.all([loadLanguageList(), fetchAndActivate(code).catch(() => undefined)]);
}

export function useLanguages(): LanguagesState {
  return useStore(languagesStore);
}
