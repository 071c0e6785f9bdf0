/**
 * An assessment's clock on this device. The server's deadline_at is on the server's clock; a device
 * whose clock is off would count down wrong comparing the two directly, so the offset between the
 * clocks is taken when the paper arrives (server_now against the device's time then).
 */
export interface ServerTimes {
  readonly deadline_at: string;
  readonly started_at: string;
  readonly server_now: string;
}

export interface DeviceTimes {
  /** Date.now() values of this device. */
  readonly deadline: number;
  readonly started: number;
}

export function deviceTimes(paper: ServerTimes, receivedAt: number): DeviceTimes {
  const offset = Date.parse(paper.server_now) - receivedAt;
  return { deadline: Date.parse(paper.deadline_at) - offset, started: Date.parse(paper.started_at) - offset };
}

/** Whole seconds left at `now`, never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Seconds since the attempt started (the server measures its own; this is the client's time_taken). */
export function secondsTaken(started: number, now: number): number {
  return Math.max(0, Math.round((now - started) / 1000));
}

/** mm:ss, in Western digits whatever the language (as the other timers). */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

export function minutesOf(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}
