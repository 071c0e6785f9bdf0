/**
 * Interface languages: the list (get_system_language_list) and the string bundles
 * (get_system_language_json), read through a retrying, concurrency-limited loader. The chosen
 * language and its last bundle are kept in localStorage so the app starts translated, even offline.
 */
import type { Language, LanguageBundle } from '../../../contract/api/settings';
import { isApiError } from '../request/api-error';
import { callAction } from '../request/request';
import { emptyRemote, remoteReducer, type RemoteState } from '../settings/remote-state';
import { createStore, useStore } from '../store';
import { applyBundle, applyDocumentLanguage, DEFAULT_LANGUAGE, i18n } from './i18n';
import { createLimiter, MAX_PARALLEL_READS } from './limiter';
import { retryWithBackoff } from './retry';

const CHOICE_KEY = 'qh.language';
const BUNDLE_KEY_PREFIX = 'qh.i18n.';

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

function storedBundle(code: string): LanguageBundle | null {
  try {
    const raw = localStorage.getItem(BUNDLE_KEY_PREFIX + code);
    return raw ? (JSON.parse(raw) as LanguageBundle) : null;
  } catch {
    return null;
  }
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

async function activate(bundle: LanguageBundle): Promise<void> {
  applyBundle(bundle);
  await i18n.changeLanguage(bundle.code);
  setCurrent(bundle);
}

export async function loadLanguageList(): Promise<Language[] | null> {
  languagesStore.set((s) => ({ ...s, list: remoteReducer(s.list, { type: 'requested' }) }));
  try {
    const list = await read(() => callAction('get_system_language_list', { from: 'web' }, { displayToast: false }));
    languagesStore.set((s) => {
      const id = list.find((l) => l.code === s.current.code)?.id ?? null;
      return { list: remoteReducer(s.list, { type: 'received', data: list, at: Date.now() }), current: { ...s.current, id } };
    });
    return list;
  } catch {
    languagesStore.set((s) => ({ ...s, list: remoteReducer(s.list, { type: 'failed' }) }));
    return null;
  }
}

/** Fetches a bundle (retried, at most 10 reads at once), keeps a copy and switches to it. */
export async function fetchAndActivate(code: string): Promise<void> {
  const bundle = await read(() => callAction('get_system_language_json', { from: 'web', language: code }, { displayToast: false }));
  try {
    localStorage.setItem(BUNDLE_KEY_PREFIX + code, JSON.stringify(bundle));
  } catch {
    // Storage full or disabled: the bundle still works for this visit.
  }
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

/**
 * Start-up: applies the stored choice (or the server default) from the local copy at once; waits for
 * the network only when a non-English language has no local copy yet.
 */
export async function startLanguages(defaultCode: string = DEFAULT_LANGUAGE): Promise<void> {
  const code = storedLanguageChoice() ?? defaultCode;
  const cached = storedBundle(code);
  if (cached) await activate(cached);
  const listing = loadLanguageList();
  const fresh = fetchAndActivate(code).catch(async () => {
    if (!cached && code !== DEFAULT_LANGUAGE) await activate({ ...english, version: '', strings: {} });
  });
  if (!cached && code !== DEFAULT_LANGUAGE) await fresh;
  void listing;
}

export function useLanguages(): LanguagesState {
  return useStore(languagesStore);
}
