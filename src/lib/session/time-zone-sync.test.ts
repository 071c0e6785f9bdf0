import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, sessionStore, signIn } from './session-store';
import { resetTimeZoneSync, syncTimeZone } from './time-zone-sync';

function signInWithZone(time_zone: string | undefined): void {
  signIn({
    token: 't',
    expires_at: '2027-01-01T00:00:00Z',
    user: { id: 1, uid: 'u', name: 'Ada', email: 'a@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'A', coins: 1, all_time_score: 2, has_subscription: false, created_at: '2026-01-01T00:00:00Z', ...(time_zone ? { time_zone } : {}) },
  });
}

function deviceZone(zone: string): void {
  const real = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
    const format = new real(...args);
    const options = format.resolvedOptions();
    vi.spyOn(format, 'resolvedOptions').mockReturnValue({ ...options, timeZone: zone });
    return format;
  }) as unknown as typeof Intl.DateTimeFormat);
}

function server() {
  const fetchMock = vi.fn<typeof fetch>((_url, init) => {
    const body = JSON.parse(String(init?.body)) as { time_zone: string };
    const user = { ...sessionStore.get().user, time_zone: body.time_zone };
    return Promise.resolve(new Response(JSON.stringify({ error: false, data: user, message: 'Profile saved.', message_code: 'PROFILE_SAVED' }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => resetTimeZoneSync());

afterEach(() => {
  resetSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('syncTimeZone', () => {
  it("sends the device's zone once when the record has another, and keeps the answer", async () => {
    signInWithZone('UTC');
    deviceZone('Europe/Paris');
    const fetchMock = server();
    await syncTimeZone();
    await syncTimeZone();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/update_profile');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ time_zone: 'Europe/Paris' });
    expect(sessionStore.get().user?.time_zone).toBe('Europe/Paris');
  });

  it('sends nothing when the record already has the zone', async () => {
    signInWithZone('Asia/Kolkata');
    deviceZone('Asia/Kolkata');
    const fetchMock = server();
    await syncTimeZone();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends it for a record stored before the field existed, and tries again after a failure', async () => {
    signInWithZone(undefined);
    deviceZone('America/New_York');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    await syncTimeZone();
    const fetchMock = server();
    await syncTimeZone();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().user?.time_zone).toBe('America/New_York');
  });
});
