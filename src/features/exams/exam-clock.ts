/**
 * The attempt's deadline on this device's clock. The server's deadline_at is on the server's clock;
 * a device whose clock is minutes off would count down wrong if it compared the two directly, so
 * the offset between the clocks is taken when the answer arrives (server_now against Date.now()).
 */
export interface ServerDeadline {
  readonly deadline_at: string;
  readonly server_now: string;
}

/** The deadline as a Date.now() value of this device. */
export function deviceDeadline(attempt: ServerDeadline, receivedAt: number): number {
  const offset = Date.parse(attempt.server_now) - receivedAt;
  return Date.parse(attempt.deadline_at) - offset;
}

/** Whole seconds left at `now` (device clock), never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Whether a screen reader should hear the time now: at each whole minute, and at 30 and 10 seconds. */
export function isAnnouncedSecond(seconds: number): boolean {
  return seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10);
}
