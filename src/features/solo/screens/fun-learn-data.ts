/**
 * Fun & Learn's reads: a category (with whether it is locked) and its passages, from the server or,
 * without a network, from the category's downloaded pack. A locked premium category's passages are
 * not asked for: the server refuses them before the unlock, and the screen offers the unlock instead.
 */
import type { FunNLearnPassage } from '../../../../contract/api/solo';
import type { Category, PlayerCategory } from '../../../../contract/api/quiz';
import { lockedPrice } from '../../quiz';
import { withPackFallback, type Sourced } from '../../../lib/pack-fallback';
import { soloApi } from './solo.api';
import { soloPackPassages } from './solo-offline';

export interface FunLearnCategory {
  readonly category: Category | PlayerCategory;
  readonly passages: readonly FunNLearnPassage[];
}

async function fromServer(categoryId: number, signal: AbortSignal): Promise<FunLearnCategory> {
  const { category } = await soloApi.subcategories(categoryId, signal);
  if (lockedPrice(category) !== null) return { category, passages: [] };
  return { category, passages: await soloApi.passages(categoryId, signal) };
}

export function loadFunLearnCategory(categoryId: number, signal: AbortSignal): Promise<Sourced<FunLearnCategory>> {
  return withPackFallback(
    () => fromServer(categoryId, signal),
    () => soloPackPassages(categoryId),
  );
}

/** A passage's text as paragraphs (the content separates them by a blank line). */
export function paragraphsOf(detail: string): string[] {
  return detail
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
