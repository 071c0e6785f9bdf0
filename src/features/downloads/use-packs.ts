/** React views of the device's packs: stored packs (live from Dexie), the server's listing, downloads. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { PackInfo } from '../../../contract/api/packs';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { useStore } from '../../lib/store';
import type { StoredPack } from '../../offline/db';
import { downloadsStore, listStoredPacks, loadPackCatalog, packCatalogStore, packState, type CatalogState, type DownloadEntry, type PackState } from '../../offline/packs';

/** Stored packs, kept up to date as downloads and deletes commit; undefined while first read. */
export function useStoredPacks(): readonly StoredPack[] | undefined {
  return useLiveQuery(() => listStoredPacks(), []);
}

/** The server's listing, loaded when a screen first needs it (and again when the connection returns). */
export function usePackCatalog(options: { readonly refresh?: boolean } = {}): CatalogState {
  const { online } = useConnectivity();
  const refresh = options.refresh ?? false;
  useEffect(() => {
    if (online) void loadPackCatalog(refresh);
  }, [online, refresh]);
  return useStore(packCatalogStore);
}

export function useDownloadEntry(packId: string): DownloadEntry | undefined {
  return useStore(downloadsStore, (entries) => entries.get(packId));
}

export function useDownloadEntries(): ReadonlyMap<string, DownloadEntry> {
  return useStore(downloadsStore);
}

/** One pack as a screen shows it: what the server offers and what the device holds. */
export interface PackView {
  readonly id: string;
  readonly info: PackInfo | undefined;
  readonly stored: StoredPack | undefined;
  /** Compared with the listing; a stored pack the listing does not show counts as current. */
  readonly state: PackState;
}

export function packViews(catalog: readonly PackInfo[], stored: readonly StoredPack[]): PackView[] {
  const storedById = new Map(stored.map((p) => [p.id, p]));
  const listed = catalog.map((info) => ({ id: info.id, info, stored: storedById.get(info.id), state: packState(info, storedById.get(info.id)) }));
  const listedIds = new Set(catalog.map((info) => info.id));
  const onlyStored = stored.filter((p) => !listedIds.has(p.id)).map((p) => ({ id: p.id, info: undefined, stored: p, state: 'current' as const }));
  return [...listed, ...onlyStored];
}
