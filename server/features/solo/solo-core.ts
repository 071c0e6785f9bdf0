/**
 * What every part of the solo engine shares: the round key, the pools (cached like Quiz Zone's
 * content), a round's questions drawn again from its ticket, the key rows of questions, and the
 * round's clock.
 */
import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { answerTimeLimitMs } from '../../../contract/quiz/rules';
import { CATEGORY_TYPES, type CategoryType } from '../../../contract/quiz/solo-modes';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { serverSecret } from '../../lib/server-secrets';
import { TtlCache } from '../../lib/ttl-cache';
import type { EconomyService } from '../economy/economy.service';
import type { PremiumCategories } from '../quiz/premium-categories';
import { ROUND_NETWORK_ALLOWANCE_MS } from '../quiz/round-timing';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './solo.repo';
import { questionsDigest, readSoloRound, seededOrder, type SoloTicket } from './solo-ticket';

/** Pools are content: edits reach rounds within this time (as Quiz Zone's content cache). */
const POOL_CACHE_MS = 60_000;

export interface SoloDeps {
  readonly settings: SettingsService;
  readonly economy: EconomyService;
  readonly premium: Pick<PremiumCategories, 'ensure' | 'canPlay'>;
  /**
   * Whether the player bookmarked every one of these questions (the bookmarks feature answers it):
   * a bookmarks sheet from a device may score only those.
   */
  readonly bookmarked: (userId: number, questionIds: readonly number[]) => Promise<boolean>;
}

export interface SoloCore extends SoloDeps {
  readonly ctx: AppContext;
  readonly db: DbOrTx;
  roundKey(): Promise<KeyObject>;
  /** The pool a scope names, cached; type scopes need the language. */
  pool(scope: string, languageId: number | null): Promise<number[]>;
  /** The round a player names: their signed ticket, or ROUND_NOT_SERVED. */
  ticketOf(user: AuthUser, roundId: string): Promise<SoloTicket>;
  /** The round's question ids in served order, drawn again (ROUND_NOT_SERVED when content changed since). */
  roundQuestions(ticket: SoloTicket, roundId: string): Promise<number[]>;
  /** Key rows in the order of `ids` (missing ones left out). */
  keyRows(ids: readonly number[]): Promise<repo.KeyRow[]>;
  /** A question's own time in ms (with the late grace), or null when the round has one clock. */
  limitMs(ticket: Pick<SoloTicket, 'mode'>): Promise<number | null>;
}

/** The scope's pool spec: category:<id>, subcategory:<id>, passage:<id>, type:<category type>. */
export function poolSpecOf(scope: string, languageId: number | null): repo.PoolSpec | null {
  const [kind, value] = scope.split(':') as [string, string | undefined];
  if (kind === 'type' && (CATEGORY_TYPES as readonly string[]).includes(value ?? '')) return { kind: 'type', type: value as CategoryType, languageId };
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (kind === 'category' || kind === 'subcategory' || kind === 'passage') return { kind, id };
  return null;
}

/** A ledger key per round (the round id is longer than a key may be). */
export function roundKeyPart(roundId: string): string {
  return createHash('sha256').update(roundId).digest('base64url').slice(0, 24);
}

/** Self Challenge's one clock: the round's time without the network allowance. */
export function totalMsOf(ticket: SoloTicket): number {
  return ticket.expiresAt - ticket.servedAt - ROUND_NETWORK_ALLOWANCE_MS;
}

export function createSoloCore(ctx: AppContext, deps: SoloDeps): SoloCore {
  const { db } = ctx;
  const pools = new TtlCache<string, number[]>(POOL_CACHE_MS, 5_000, Date.now, POOL_CACHE_MS / 3);
  let key: KeyObject | undefined;

  const core: SoloCore = {
    ...deps,
    ctx,
    db,
    async roundKey() {
      key ??= createSecretKey(await serverSecret(db, 'solo_rounds'));
      return key;
    },
    async pool(scope, languageId) {
      const spec = poolSpecOf(scope, languageId);
      if (!spec) return [];
      return pools.getOrLoad(`${scope}|${spec.kind === 'type' ? String(languageId) : ''}`, () => repo.poolIds(db, spec));
    },
    async ticketOf(user, roundId) {
      const ticket = readSoloRound(roundId, await core.roundKey());
      if (ticket?.userId !== user.id) throw new AppError('ROUND_NOT_SERVED', undefined, 'round_id');
      return ticket;
    },
    async roundQuestions(ticket, roundId) {
      let ids: number[] | null;
      if (ticket.scope === 'bookmarks') ids = await repo.roundSet(db, roundId);
      else if (ticket.scope.startsWith('day:')) ids = await repo.dailySet(db, ticket.scope.slice(4), ticket.languageId);
      else ids = seededOrder(await core.pool(ticket.scope, ticket.languageId || null), ticket.nonce).slice(0, ticket.limit);
      if (!ids || questionsDigest(ids) !== ticket.questions) throw new AppError('ROUND_NOT_SERVED', 'ROUND_OTHER_QUESTIONS', 'round_id');
      return ids;
    },
    async keyRows(ids) {
      const rows = new Map((await repo.questionsByIds(db, ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [row] : [];
      });
    },
    async limitMs(ticket) {
      if (ticket.mode === 'self_challenge') return null;
      return answerTimeLimitMs((await deps.settings.systemConfig()).quiz_zone_seconds_per_question);
    },
  };
  return core;
}
