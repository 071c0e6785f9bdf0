/**
 * The browser's storage manager, read defensively: Safari before 15.2, some WebViews and insecure
 * origins have none, and the QA panel must say so rather than hide the row.
 */

export type StorageEstimateInfo =
  | { readonly status: 'unsupported' }
  | { readonly status: 'failed' }
  | { readonly status: 'ok'; readonly usage: number; readonly quota: number };

export type PersistenceInfo = 'unsupported' | 'failed' | 'persisted' | 'not-persisted';

export interface StorageInfo {
  readonly estimate: StorageEstimateInfo;
  readonly persistence: PersistenceInfo;
}

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManager | undefined);
}

async function readEstimate(storage: StorageManager | undefined): Promise<StorageEstimateInfo> {
  if (typeof storage?.estimate !== 'function') return { status: 'unsupported' };
  try {
    const { usage, quota } = await storage.estimate();
    return { status: 'ok', usage: usage ?? 0, quota: quota ?? 0 };
  } catch {
    return { status: 'failed' };
  }
}

async function readPersistence(storage: StorageManager | undefined): Promise<PersistenceInfo> {
  if (typeof storage?.persisted !== 'function') return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persisted' : 'not-persisted';
  } catch {
    return 'failed';
  }
}

export async function readStorageInfo(): Promise<StorageInfo> {
  const storage = storageManager();
  const [estimate, persistence] = await Promise.all([readEstimate(storage), readPersistence(storage)]);
  return { estimate, persistence };
}

/**
 * Asks the browser to keep this site's data under storage pressure. Browsers decide by their own
 * rules (Chromium grants installed or engaged sites, Firefox asks the user), so a refusal is normal.
 */
export async function requestPersistentStorage(): Promise<PersistenceInfo> {
  const storage = storageManager();
  if (typeof storage?.persist !== 'function') return 'unsupported';
  try {
    return (await storage.persist()) ? 'persisted' : 'not-persisted';
  } catch {
    return 'failed';
  }
}
