/**
 * The spec's Timers entity (sections 3 and 4, "Timers (two participants)"): for user 1 and user 2 a
 * question's total seconds, the snapshot of the clock when they answered (an hh:mm:ss string), the
 * seconds stored so far (time used over the battle) and that shown as mm:ss. The 1 v 1 screen feeds
 * it each closed question to show each player's time used. Pure: every setter returns a new value.
 */
import { formatTimer } from '../../lib/format-time';

export interface Timers {
  readonly totalSecond: number;
  readonly secondSnap: number;
  readonly storeSecond: number;
  readonly remainingSecond: string;
  readonly user2TotalSecond: number;
  readonly user2SecondSnap: number;
  readonly user2StoreSecond: number;
  readonly user2RemainingSecond: string;
}

export const initialTimers: Timers = {
  totalSecond: 0,
  secondSnap: 0,
  storeSecond: 0,
  remainingSecond: '00:00',
  user2TotalSecond: 0,
  user2SecondSnap: 0,
  user2StoreSecond: 0,
  user2RemainingSecond: '00:00',
};

/** Seconds of an hh:mm:ss (or mm:ss, or ss) string; anything unreadable is 0. */
export function parseClock(text: string): number {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d+$/.test(part))) return 0;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** hh:mm:ss of a number of seconds (the snapshot's form). */
export function toClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

export const setTotalSecond = (timers: Timers, seconds: number): Timers => ({ ...timers, totalSecond: seconds });

/** The clock read hh:mm:ss when user 1 answered: the time used (total less it) is added to the store. */
export function setSecondSnap(timers: Timers, clock: string): Timers {
  const snap = parseClock(clock);
  const storeSecond = timers.storeSecond + Math.max(0, timers.totalSecond - snap);
  return { ...timers, secondSnap: snap, storeSecond, remainingSecond: formatTimer(storeSecond) };
}

export const resetRemainingSecond = (timers: Timers, seconds: number): Timers => ({ ...timers, storeSecond: seconds, remainingSecond: formatTimer(seconds) });

export const setUser2TotalSecond = (timers: Timers, seconds: number): Timers => ({ ...timers, user2TotalSecond: seconds });

export function setUser2SecondSnap(timers: Timers, clock: string): Timers {
  const snap = parseClock(clock);
  const user2StoreSecond = timers.user2StoreSecond + Math.max(0, timers.user2TotalSecond - snap);
  return { ...timers, user2SecondSnap: snap, user2StoreSecond, user2RemainingSecond: formatTimer(user2StoreSecond) };
}

export const resetUser2RemainingSecond = (timers: Timers, seconds: number): Timers => ({ ...timers, user2StoreSecond: seconds, user2RemainingSecond: formatTimer(seconds) });

/**
 * The timers after a battle's closed questions: per question each player's clock at their answer
 * (no answer: the clock ran out, 00:00:00). `ms` is the server's measure from the question's sending.
 */
export function timersFromAnswers(questionSeconds: number, answers: readonly { readonly first: number | null; readonly second: number | null }[]): Timers {
  let timers = setUser2TotalSecond(setTotalSecond(initialTimers, questionSeconds), questionSeconds);
  const left = (ms: number | null) => toClock(ms === null ? 0 : Math.max(0, questionSeconds - Math.ceil(ms / 1000)));
  for (const answer of answers) {
    timers = setUser2SecondSnap(setSecondSnap(timers, left(answer.first)), left(answer.second));
  }
  return timers;
}
