/**
 * Which board a moment belongs to. Periods are UTC, as the daily coin cap's day is: daily boards
 * roll over at midnight UTC, monthly ones on the first of the month UTC, the global one never. A
 * board's key names its period, so a new period is simply a new, empty board.
 */
import type { LeaderboardKind } from '../../../../contract/api/leaderboard';

export interface Board {
  readonly kind: LeaderboardKind;
  /** `daily:2026-05-14`, `monthly:2026-05`, `global`: the key in leaderboard_scores and in Redis. */
  readonly key: string;
  /** YYYY-MM-DD, YYYY-MM or 'all'. */
  readonly period: string;
  /** When the next period begins; null for global. */
  readonly endsAt: Date | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function boardOf(kind: LeaderboardKind, at: Date): Board {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  switch (kind) {
    case 'daily': {
      const period = `${year}-${pad(month + 1)}-${pad(at.getUTCDate())}`;
      return { kind, key: `daily:${period}`, period, endsAt: new Date(Date.UTC(year, month, at.getUTCDate() + 1)) };
    }
    case 'monthly': {
      const period = `${year}-${pad(month + 1)}`;
      return { kind, key: `monthly:${period}`, period, endsAt: new Date(Date.UTC(year, month + 1, 1)) };
    }
    case 'global':
      return { kind, key: 'global', period: 'all', endsAt: null };
  }
}

/** The three boards score booked at `at` counts on, in key order (the order their rows are written). */
export function boardsAt(at: Date): Board[] {
  return [boardOf('daily', at), boardOf('global', at), boardOf('monthly', at)].sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** The board a key names (for rebuilding it from the ledger), or null for a key of no board. */
export function boardOfKey(key: string): Board | null {
  if (key === 'global') return boardOf('global', new Date(0));
  const daily = /^daily:(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (daily) return boardOf('daily', new Date(Date.UTC(Number(daily[1]), Number(daily[2]) - 1, Number(daily[3]))));
  const monthly = /^monthly:(\d{4})-(\d{2})$/.exec(key);
  if (monthly) return boardOf('monthly', new Date(Date.UTC(Number(monthly[1]), Number(monthly[2]) - 1, 1)));
  return null;
}

/** When a board's period began (the ledger rows it sums are from here to endsAt); null for global. */
export function startOf(board: Board): Date | null {
  if (board.kind === 'global') return null;
  const [year, month, day] = board.period.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}
