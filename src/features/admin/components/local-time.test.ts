import { describe, expect, it } from 'vitest';
import { checkWindow, isoToLocalDateTime, localDateTimeToIso } from './local-time';

describe('local date-time inputs', () => {
  it('turns a datetime-local value into ISO with this time zone’s offset and back', () => {
    const iso = localDateTimeToIso('2026-12-01T09:30');
    expect(iso).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(isoToLocalDateTime(iso ?? '')).toBe('2026-12-01T09:30');
    expect(isoToLocalDateTime(new Date(2026, 0, 2, 3, 4).toISOString())).toBe('2026-01-02T03:04');
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('2026-02-31T09:30')).toBeNull();
    expect(isoToLocalDateTime('not a date')).toBe('');
  });

  it('checks that a window has both ends and ends after it starts', () => {
    expect(checkWindow('2026-12-01T09:30', '2026-12-01T09:31')).toEqual({});
    expect(checkWindow('', '')).toEqual({ starts_at: 'admin.window.startsMissing', ends_at: 'admin.window.endsMissing' });
    expect(checkWindow('2026-12-01T09:30', '2026-12-01T09:30')).toEqual({ ends_at: 'admin.window.endsBeforeStart' });
  });
});
