/**
 * The daily streak (docs/ECONOMY.md, Streaks): days in a row with a finished round, counted in the
 * player's own time zone. A freeze is earned every `freezeDays` days of a streak, at most
 * `maxFreezes` are held, and each covers one missed day, used when the player next plays.
 */

export interface StreakState {
  readonly current: number;
  readonly longest: number;
  /** YYYY-MM-DD in the player's time zone, or null before the first day. */
  readonly lastDay: string | null;
  readonly freezes: number;
}

export interface StreakRules {
  readonly freezeDays: number;
  readonly maxFreezes: number;
}

const DAY_MS = 86_400_000;

/**
 * The start of the UTC day that `now` falls in: the daily caps (the economy's earning cap, the
 * Quiz Zone's practice allowance) reset then.
 */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** How far back a device's own time of play is believed, for the streak's day only (never for pay). */
export const PLAYED_AT_TRUST_MS = 36 * 3_600_000;

/**
 * The moment a sheet counts for the streak: the device's time of play when it is in the past and at
 * most PLAYED_AT_TRUST_MS old (a round played offline late at night, synced next morning, keeps its
 * day), else the server's clock.
 */
export function streakMoment(playedAt: string | undefined, now: Date): Date {
  const at = playedAt === undefined ? Number.NaN : Date.parse(playedAt);
  return Number.isFinite(at) && at <= now.getTime() && now.getTime() - at <= PLAYED_AT_TRUST_MS ? new Date(at) : now;
}

/** The calendar day of `at` in `timeZone`, as YYYY-MM-DD (an unknown zone counts in UTC). */
export function localDay(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The streak after a round finished on `day`; unchanged for a second round the same day or an earlier day. */
export function countDay(state: StreakState, day: string, rules: StreakRules): StreakState {
  if (state.lastDay !== null && daysBetween(state.lastDay, day) <= 0) return state;
  const missed = state.lastDay === null ? 0 : daysBetween(state.lastDay, day) - 1;
  const continues = state.lastDay !== null && missed <= state.freezes;
  const current = continues ? state.current + 1 : 1;
  let freezes = continues ? state.freezes - missed : 0;
  if (current % rules.freezeDays === 0) freezes = Math.min(rules.maxFreezes, freezes + 1);
  return { current, longest: Math.max(state.longest, current), lastDay: day, freezes };
}

/**
 * The streak as the player sees it on `today`: alive while the days missed since the last one that
 * counted are covered by freezes (today itself may still be played), else 0.
 */
export function visibleStreak(state: StreakState, today: string): { current: number; playedToday: boolean; freezes: number } {
  if (state.lastDay === null) return { current: 0, playedToday: false, freezes: state.freezes };
  const gap = daysBetween(state.lastDay, today);
  const missed = Math.max(0, gap - 1);
  const alive = gap >= 0 && missed <= state.freezes;
  return { current: alive ? state.current : 0, playedToday: gap === 0, freezes: alive ? state.freezes - missed : 0 };
}
