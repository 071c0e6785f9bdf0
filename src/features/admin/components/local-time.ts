/** The admin's date and time inputs (their own time zone) as the ISO date and time with offset the server takes, and back. */

const two = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** 2026-12-01 and 09:30 in this device's time zone as 2026-12-01T09:30:00+01:00; null if there is no such local time. */
export function localToIso(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hours, minutes] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [number, number, number, number, number];
  const local = new Date(year, month - 1, dayOfMonth, hours, minutes, 0, 0);
  // A time skipped when clocks go forward (or 31 February) does not come back as typed.
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== dayOfMonth || local.getHours() !== hours || local.getMinutes() !== minutes) return null;
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${date}T${time}:00${sign}${two(Math.trunc(offset / 60))}:${two(offset % 60)}`;
}

/** This device's time zone by name, to tell the admin which clock the inputs use. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today in this device's time zone, as a date input writes it (its earliest choice). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** A datetime-local input's value (2026-12-01T09:30) in this device's time zone as ISO with offset; null if empty or no such local time. */
export function localDateTimeToIso(value: string): string | null {
  const [date = '', time = ''] = value.split('T');
  return localToIso(date, time.slice(0, 5));
}

/** An ISO date and time as a datetime-local input shows it, in this device's time zone ('' if it is not one). */
export function isoToLocalDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${localToday(at)}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** The problems of a window typed in two datetime-local inputs: the key of each one's text by its field; empty when it is one. */
export function checkWindow(startsAt: string, endsAt: string): Record<string, string> {
  const found: Record<string, string> = {};
  const starts = localDateTimeToIso(startsAt);
  const ends = localDateTimeToIso(endsAt);
  if (!starts) found.starts_at = 'admin.window.startsMissing';
  if (!ends) found.ends_at = 'admin.window.endsMissing';
  else if (starts && new Date(ends).getTime() <= new Date(starts).getTime()) found.ends_at = 'admin.window.endsBeforeStart';
  return found;
}
