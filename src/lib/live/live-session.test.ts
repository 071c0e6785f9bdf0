/**
 * The live channel on the device with a fake socket: messages parsed with the contract update the
 * session store, refusals and `account` sign out, a message under a token the device has left is
 * ignored, and a closed connection is opened again (with the user read afresh once connected).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionSummary } from '../../../contract/api/subscription-summary';
import { USER_EVENT } from '../../../contract/live/user-channel';
import { resetSession, sessionStore, signIn } from '../session/session-store';
import type { Connect } from './live-client';
import { RETRY_FIRST_MS } from './live-client';
import { startLiveSession, type LiveSessionHooks } from './live-session';
import { liveStatusStore } from './live-status';

type Handler = (...args: unknown[]) => void;

class FakeSocket {
  readonly handlers = new Map<string, Handler[]>();
  active = true;
  connects = 0;
  closed = false;
  options: unknown;
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  close() {
    this.closed = true;
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const user = { id: 1, uid: 'u', name: 'Ada', email: 'a@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'A', coins: 5, all_time_score: 9, has_subscription: true, created_at: '2026-01-01T00:00:00Z' } as const;
const ended: SubscriptionSummary = { state: 'ended', has_subscription: false, trial_end: null, current_period_end: '2026-11-01T00:00:00Z', cancel_at_period_end: false };

let socket: FakeSocket;
let hooks: { [K in keyof LiveSessionHooks]: ReturnType<typeof vi.fn<LiveSessionHooks[K]>> };
let stop: () => void;

function start(token = 't1') {
  const connect: Connect = (options) => {
    socket.options = options;
    return socket as unknown as ReturnType<Connect>;
  };
  stop = startLiveSession(token, { hooks, connect });
}

beforeEach(() => {
  resetSession();
  signIn({ token: 't1', expires_at: '2027-01-01T00:00:00Z', user });
  socket = new FakeSocket();
  hooks = { signOut: vi.fn(), refreshUser: vi.fn(), notificationArrived: vi.fn() };
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the live session on the device', () => {
  it('signs in with the token at the live path and reports its state', () => {
    start();
    expect(socket.options).toMatchObject({ path: '/live', auth: { token: 't1' } });
    expect(liveStatusStore.get()).toBe('connecting');
    socket.emit('connect');
    expect(liveStatusStore.get()).toBe('connected');
    stop();
    expect(socket.closed).toBe(true);
    expect(liveStatusStore.get()).toBe('off');
  });

  it("sets the subscription flag and the user's summary from a subscription message", () => {
    start();
    socket.emit(USER_EVENT, { type: 'subscription', summary: ended });
    expect(sessionStore.get().hasSubscription).toBe(false);
    expect(sessionStore.get().user).toMatchObject({ has_subscription: false, subscription: ended, coins: 5 });
    const active = { ...ended, state: 'active', has_subscription: true, current_period_end: '2026-12-26T00:00:00Z' };
    socket.emit(USER_EVENT, { type: 'subscription', summary: active });
    expect(sessionStore.get().hasSubscription).toBe(true);
    expect(sessionStore.get().user?.subscription).toEqual(active);
  });

  it('sets coins and score, and tells the bell of a notification', () => {
    start();
    socket.emit(USER_EVENT, { type: 'coins', coins: 120, all_time_score: 340 });
    expect(sessionStore.get().user).toMatchObject({ coins: 120, all_time_score: 340 });
    socket.emit(USER_EVENT, { type: 'notification', id: 4, title: 'Payout completed' });
    expect(hooks.notificationArrived).toHaveBeenCalledTimes(1);
  });

  it('signs out on an account message: deactivated, or deleted (its sessions are gone)', () => {
    start();
    socket.emit(USER_EVENT, { type: 'account', status: 'deactivated' });
    expect(hooks.signOut).toHaveBeenLastCalledWith('ACCOUNT_DEACTIVATED');
    socket.emit(USER_EVENT, { type: 'account', status: 'deleted' });
    expect(hooks.signOut).toHaveBeenLastCalledWith('SESSION_EXPIRED');
  });

  it('drops a message the contract does not allow, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start();
    socket.emit(USER_EVENT, { type: 'coins', coins: 'lots', all_time_score: 1 });
    socket.emit(USER_EVENT, { type: 'subscription', summary: { ...ended, has_subscription: 'yes' } });
    expect(sessionStore.get().user).toMatchObject({ coins: 5, has_subscription: true });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('ignores what comes under a token the device has left', () => {
    start('t1');
    signIn({ token: 't2', expires_at: '2027-01-01T00:00:00Z', user: { ...user, id: 2, coins: 1 } });
    socket.emit(USER_EVENT, { type: 'coins', coins: 999, all_time_score: 999 });
    socket.emit(USER_EVENT, { type: 'account', status: 'deactivated' });
    socket.emit('connect_error', new Error('SESSION_EXPIRED'));
    expect(sessionStore.get().user?.coins).toBe(1);
    expect(hooks.signOut).not.toHaveBeenCalled();
  });

  it('signs out on a refusal of the token and stops for good', () => {
    start();
    socket.emit('connect_error', new Error('SESSION_EXPIRED'));
    expect(hooks.signOut).toHaveBeenCalledWith('SESSION_EXPIRED');
    expect(socket.closed).toBe(true);
    expect(liveStatusStore.get()).toBe('off');
  });

  it('connects again after the server closed the connection or could not check the token', () => {
    vi.useFakeTimers();
    start();
    socket.emit('connect');
    socket.emit('disconnect', 'io server disconnect');
    expect(liveStatusStore.get()).toBe('connecting');
    vi.advanceTimersByTime(RETRY_FIRST_MS);
    expect(socket.connects).toBe(1);
    socket.active = false;
    socket.emit('connect_error', new Error('UNAVAILABLE'));
    vi.advanceTimersByTime(RETRY_FIRST_MS);
    expect(socket.connects).toBe(1);
    vi.advanceTimersByTime(RETRY_FIRST_MS);
    expect(socket.connects).toBe(2);
    // A network drop is socket.io's own to retry.
    socket.emit('disconnect', 'transport close');
    vi.advanceTimersByTime(RETRY_FIRST_MS * 10);
    expect(socket.connects).toBe(2);
    expect(hooks.signOut).not.toHaveBeenCalled();
  });

  it('reads the user again on every connection, the first too (what was said before it joined was missed)', () => {
    start();
    socket.emit('connect');
    expect(hooks.refreshUser).toHaveBeenCalledTimes(1);
    socket.emit('disconnect', 'transport close');
    socket.emit('connect');
    expect(hooks.refreshUser).toHaveBeenCalledTimes(2);
  });
});
