/**
 * Offline packs: builds each pack from its kind's provider, stamps it with a version (a hash of the
 * content and media) and its download size, and keeps it for a minute like the other content
 * caches. Sizes are exact: the JSON of the pack as sent plus every media file. A pack of a premium
 * category is neither listed nor sent to a player who has not unlocked the category.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PackSchema, type Pack, type PackInfo } from '../../../contract/api/packs';
import { PACK_KINDS, packIdOf, parsePackId } from '../../../contract/offline/pack-ids';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import { readContentMedia, type ContentMediaFile } from './content-media';
import type { PackAccess, PackProviders } from './pack-provider';

/** Content is read-mostly; an admin's edit reaches the listing (and so the "update" offer) within this time. */
const PACK_CACHE_MS = 60_000;
const LAST_LISTS_MAX = 200;

export interface BuiltPack {
  readonly pack: Pack;
  readonly info: PackInfo;
  /** The premium category whose unlock the pack needs, if any. */
  readonly premiumCategory: { readonly id: number; readonly name: string } | null;
}

export interface PacksService {
  /** The packs this player may download, in the app's order. */
  list(userId: number, languageId: number | undefined): Promise<PackInfo[]>;
  /** One pack; PREMIUM_LOCKED for a premium category's pack the player has not unlocked. */
  get(userId: number, packId: string): Promise<Pack>;
}

export interface PacksOptions {
  readonly log: FastifyBaseLogger;
  readonly mediaRoot?: string;
  /** The uploads folder, whose content/ holds an admin's uploaded media (/uploads/content/). */
  readonly uploadsDir?: string;
}

/** Filtered lists kept per shared list: one per distinct set of premium categories hidden from it. */
const HIDDEN_VARIANTS_MAX = 64;

function versionOf(kind: string, content: unknown, media: readonly ContentMediaFile[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ kind, content, media: media.map((m) => [m.url, m.sha256]) }));
  return hash.digest('hex').slice(0, 20);
}

export function createPacksService(providers: PackProviders, access: PackAccess, options: PacksOptions): PacksService {
  // A pack in use is built again in the background before its minute ends (see TtlCache).
  const cache = new TtlCache<string, BuiltPack | null>(PACK_CACHE_MS, 2_000, Date.now, PACK_CACHE_MS / 3);

  async function mediaFiles(packId: string, urls: readonly string[]): Promise<ContentMediaFile[]> {
    const files = await Promise.all([...new Set(urls)].map((url) => readContentMedia(url, options.mediaRoot, options.uploadsDir)));
    const found = files.filter((file): file is ContentMediaFile => file !== null);
    // A picture that is missing on disk is left out rather than failing every download of the pack:
    // the question still shows its text and the picture's description.
    if (found.length < files.length) options.log.warn({ packId, missing: urls.filter((u) => !found.some((f) => f.url === u)) }, 'pack media missing');
    return found;
  }

  async function build(packId: string): Promise<BuiltPack | null> {
    const parsed = parsePackId(packId);
    if (!parsed) return null;
    const provided = await providers[parsed.kind].build(parsed.id);
    if (!provided) return null;
    const media = await mediaFiles(packId, provided.mediaUrls);
    // Parsing checks the provider against the contract and gives the pack its wire shape; its JSON
    // is exactly what the action sends, so its byte length is the download size.
    const pack = PackSchema.parse({
      id: packId,
      kind: parsed.kind,
      title: provided.title,
      version: versionOf(parsed.kind, provided.content, media),
      media: media.map(({ url, bytes, type }) => ({ url, bytes, type })),
      content: provided.content,
    });
    const mediaBytes = media.reduce((n, m) => n + m.bytes, 0);
    return {
      pack,
      info: {
        id: packId,
        kind: parsed.kind,
        title: provided.title,
        group: provided.group,
        version: pack.version,
        bytes: Buffer.byteLength(JSON.stringify(pack)) + mediaBytes,
        media_count: media.length,
        item_count: provided.itemCount,
      },
      premiumCategory: provided.premiumCategory ?? null,
    };
  }

  const built = (packId: string) => cache.getOrLoad(packId, () => build(packId));
  /**
   * The last list answered per language: handed out again while it holds the same packs, so the
   * answer stays one object until a pack changes (its encoded bytes are kept with it). The key is
   * whatever language id a client sends, so the map is bounded.
   */
  const lastLists = new Map<string, PackInfo[]>();
  /** The premium category of each listed pack that has one. */
  const premiumOf = new WeakMap<PackInfo, number>();
  /** Per list, the same filtered list for the same hidden categories (one object, encoded once). */
  const filtered = new WeakMap<PackInfo[], Map<string, PackInfo[]>>();

  async function everyPack(languageId: number | undefined): Promise<PackInfo[]> {
    const infos: PackInfo[] = [];
    for (const kind of PACK_KINDS) {
      for (const id of await providers[kind].ids(languageId)) {
        const found = await built(packIdOf(kind, id));
        if (!found) continue;
        infos.push(found.info);
        if (found.premiumCategory) premiumOf.set(found.info, found.premiumCategory.id);
      }
    }
    const key = String(languageId ?? 'all');
    const last = lastLists.get(key);
    if (last && last.length === infos.length && last.every((info, i) => info === infos[i])) return last;
    if (lastLists.size >= LAST_LISTS_MAX) lastLists.clear();
    lastLists.set(key, infos);
    return infos;
  }

  /** The list without the packs of premium categories the player has not unlocked. */
  async function visibleTo(userId: number, infos: PackInfo[]): Promise<PackInfo[]> {
    const premium = [...new Set(infos.flatMap((info) => premiumOf.get(info) ?? []))];
    if (premium.length === 0) return infos;
    const unlocked = await access.unlockedIds(userId);
    const hidden = premium.filter((id) => !unlocked.has(id));
    if (hidden.length === 0) return infos;
    let byHidden = filtered.get(infos);
    if (!byHidden) {
      byHidden = new Map();
      filtered.set(infos, byHidden);
    }
    const key = hidden.join(',');
    const known = byHidden.get(key);
    if (known) return known;
    const visible = infos.filter((info) => !hidden.includes(premiumOf.get(info) ?? 0));
    if (byHidden.size >= HIDDEN_VARIANTS_MAX) byHidden.clear();
    byHidden.set(key, visible);
    return visible;
  }

  return {
    async list(userId, languageId) {
      return visibleTo(userId, await everyPack(languageId));
    },

    async get(userId, packId) {
      const parsed = parsePackId(packId);
      if (parsed) await providers[parsed.kind].ensureAvailable?.();
      const found = await built(packId);
      if (!found) throw new AppError('NOT_FOUND', 'PACK_NOT_FOUND', 'pack_id');
      if (found.premiumCategory) await access.ensure(userId, { ...found.premiumCategory, is_premium: true });
      return found.pack;
    },
  };
}
