/**
 * What a solo mode supplies to offline packs: the packs it offers and the content of one. Listing,
 * hashing, sizing, caching, serving and the device's storage are shared, so a new mode (True &
 * False, Guess The Word, bookmarks...) adds a kind to contract/offline/pack-ids.ts, its content
 * schema to contract/api/packs.ts (with a new PACK_FORMAT) and one provider here.
 */
import type { Pack } from '../../../contract/api/packs';
import type { PackKind } from '../../../contract/offline/pack-ids';

export type PackContent<K extends PackKind> = Extract<Pack, { kind: K }>['content'];

export interface ProvidedPack<K extends PackKind> {
  readonly title: string;
  /** Groups packs on the downloads screen (a Quiz Zone category, a maths subject). */
  readonly group: string;
  readonly content: PackContent<K>;
  /** Site paths (under /content-media/) of the pictures and sounds the content shows. */
  readonly mediaUrls: readonly string[];
  /** Questions, or levels for generated content: what the downloads screen counts. */
  readonly itemCount: number;
  /**
   * The premium category a player must have unlocked to see or download the pack
   * (unlock_premium_category); absent for free content.
   */
  readonly premiumCategory?: { readonly id: number; readonly name: string };
}

export interface PackProvider<K extends PackKind> {
  readonly kind: K;
  /** The numeric ids of every pack on offer in the language, in the order the app lists them. */
  ids(languageId: number | undefined): Promise<number[]>;
  /** One pack's content, or null when there is no such pack. */
  build(id: number): Promise<ProvidedPack<K> | null>;
  /** Throws an AppError when the mode is switched off; checked on every download, cached or not. */
  ensureAvailable?(): Promise<void>;
}

/** Who may have which premium content: the Quiz Zone's premium categories (quiz/premium-categories.ts). */
export interface PackAccess {
  /** Premium categories the player unlocked, as far as a list needs to know. */
  unlockedIds(userId: number): Promise<ReadonlySet<number>>;
  /** Throws PREMIUM_LOCKED unless the player may play the category. */
  ensure(userId: number, category: { readonly id: number; readonly is_premium: boolean; readonly name: string }): Promise<void>;
}

/** One provider per kind: the compiler refuses a kind without one. */
export type PackProviders = { readonly [K in PackKind]: PackProvider<K> };
