import { describe, expect, it } from 'vitest';
import { decideGuard, LOGIN_PATHS, needsLogin, needsSubscription, OTHER_ACCOUNT_PATHS, safeReturnPath, SUBSCRIPTION_PATHS, type GuardInput } from './guards';

const guest: GuardInput = { path: '/', isLogin: false, hasSubscription: false, isAdmin: false, maintenance: false, returnTo: null };
const player: GuardInput = { ...guest, isLogin: true };
const subscriber: GuardInput = { ...player, hasSubscription: true };

const loginPaths = [
  '/quiz-zone',
  '/fun-and-learn',
  '/guess-the-word',
  '/self-learning',
  '/contest-play',
  '/random-battle',
  '/group-battle',
  '/audio-questions',
  '/math-mania',
  '/exam-module',
  '/quiz-play/daily-quiz-dashboard',
  '/quiz-play/true-and-false-play',
  '/profile',
  '/profile/play-bookmark-questions',
  '/profile/statistics',
  '/play-bookmark-questions',
];
const accountPaths = ['/profile', '/profile/statistics'];
const quizPaths = loginPaths.filter((p) => !accountPaths.includes(p));
const publicPaths = ['/', '/pricing', '/about-us', '/contact-us', '/faq', '/privacy-policy', '/terms-and-conditions', '/maintenance', '/no-such-page', '/quiz-play', '/tutor-hubs'];
const authPaths = ['/auth/login', '/auth/sign-up', '/auth/reset-password', '/auth/otp-verify', '/auth/verify-email', '/auth/forgot-password'];

describe('path lists', () => {
  it('has exactly the login paths of the spec', () => {
    expect([...LOGIN_PATHS]).toEqual(loginPaths);
  });

  it('has the quiz pages of the login list plus the tutor hub (/tutor-hub/sub-categories and every page beside it), /downloads, the solo pages without a spec path and the battle statistics as subscription paths', () => {
    expect([...SUBSCRIPTION_PATHS]).toEqual([...quizPaths, '/tutor-hub', '/downloads', '/non-verbal-reasoning', '/profile/bookmarks', '/profile/battle-statistics']);
  });

  it('keeps the account pages behind the login gate only', () => {
    for (const path of [...accountPaths, '/profile/edit', '/profile/coin-history', '/profile/badges', '/profile/notifications']) {
      expect(needsLogin(path), path).toBe(true);
      expect(needsSubscription(path), path).toBe(false);
    }
    expect(needsSubscription('/profile/play-bookmark-questions')).toBe(true);
  });

  it('keeps the leaderboard, a screen the spec names without a path, behind the login gate only', () => {
    expect([...OTHER_ACCOUNT_PATHS]).toEqual(['/leaderboard', '/billing']);
    expect(needsLogin('/leaderboard')).toBe(true);
    expect(needsSubscription('/leaderboard')).toBe(false);
    expect(needsLogin('/leaderboards')).toBe(false);
  });

  it('lets a signed-in player without a subscription reach the checkout and the portal (where one is bought), and sends a guest to sign in', () => {
    for (const path of ['/billing/checkout/co_12345678', '/billing/portal', '/profile/subscription', '/profile/billing']) {
      expect(decideGuard({ path, isLogin: true, hasSubscription: false, isAdmin: false, maintenance: false, returnTo: null })).toEqual({ kind: 'allow' });
      expect(decideGuard({ path, isLogin: false, hasSubscription: false, isAdmin: false, maintenance: false, returnTo: null })).toMatchObject({ kind: 'redirect', to: '/auth/login', remember: true });
    }
    expect(needsLogin('/pricing')).toBe(false);
    expect(needsLogin('/billings')).toBe(false);
  });

  it('matches by path prefix on whole segments', () => {
    expect(needsLogin('/quiz-zone/3/7/level/2')).toBe(true);
    expect(needsLogin('/profile/edit')).toBe(true);
    expect(needsLogin('/profiles')).toBe(false);
    expect(needsSubscription('/tutor-hub/sub-categories/maths')).toBe(true);
    // Issue 17: the whole tutor hub is a subscriber's (its subjects, units and assessments sit beside /tutor-hub/sub-categories).
    expect(needsSubscription('/tutor-hub/assessments/results')).toBe(true);
    expect(needsSubscription('/tutor-hubs')).toBe(false);
  });
});

describe('decideGuard: guests', () => {
  it('sends a guest on the leaderboard to sign in, remembering the board they asked for', () => {
    expect(decideGuard({ ...guest, path: '/leaderboard' })).toEqual({ kind: 'redirect', to: '/auth/login', messageKey: 'guard.loginRequired', remember: true });
    expect(safeReturnPath('/leaderboard?board=monthly')).toBe('/leaderboard?board=monthly');
  });

  it('sends a guest on the coin history to sign in, and back there after', () => {
    expect(decideGuard({ ...guest, path: '/profile/coin-history' })).toEqual({ kind: 'redirect', to: '/auth/login', messageKey: 'guard.loginRequired', remember: true });
  });

  it.each(loginPaths.map((p) => [p]))('sends a guest on %s to /auth/login with "Please login first"', (path) => {
    expect(decideGuard({ ...guest, path })).toEqual({ kind: 'redirect', to: '/auth/login', messageKey: 'guard.loginRequired', remember: true });
  });

  it('sends a guest on a nested login path to sign in', () => {
    expect(decideGuard({ ...guest, path: '/quiz-zone/general-knowledge/world' })).toMatchObject({ to: '/auth/login', remember: true });
  });

  it('sends a guest on the tutor hub to sign in first', () => {
    expect(decideGuard({ ...guest, path: '/tutor-hub/sub-categories' })).toMatchObject({ to: '/auth/login', messageKey: 'guard.loginRequired' });
  });

  it.each(publicPaths.map((p) => [p]))('lets a guest open %s', (path) => {
    expect(decideGuard({ ...guest, path })).toEqual({ kind: 'allow' });
  });

  it.each(authPaths.map((p) => [p]))('lets a guest open %s', (path) => {
    expect(decideGuard({ ...guest, path })).toEqual({ kind: 'allow' });
  });
});

describe('decideGuard: signed in', () => {
  it.each(authPaths.map((p) => [p]))('sends a signed-in user on %s to /', (path) => {
    expect(decideGuard({ ...player, path })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a signed-in user on an auth page back where they were going', () => {
    expect(decideGuard({ ...subscriber, path: '/auth/login', returnTo: '/quiz-zone/1' })).toEqual({ kind: 'redirect', to: '/quiz-zone/1', consumedReturn: true });
  });

  it('ignores unsafe or auth return paths', () => {
    expect(decideGuard({ ...subscriber, path: '/auth/login', returnTo: '//evil.example' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuard({ ...subscriber, path: '/auth/login', returnTo: '/auth/sign-up' })).toEqual({ kind: 'redirect', to: '/' });
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('/profile?tab=1')).toBe('/profile?tab=1');
  });

  it.each([...quizPaths, '/tutor-hub/sub-categories', '/tutor-hub/subjects/11', '/tutor-hub/assessments', '/downloads', '/non-verbal-reasoning', '/non-verbal-reasoning/3-series/play', '/profile/bookmarks'].map((p) => [p]))('sends a player without subscription on %s to /pricing', (path) => {
    expect(decideGuard({ ...player, path })).toEqual({ kind: 'redirect', to: '/pricing', messageKey: 'guard.subscriptionRequired' });
  });

  it.each([...accountPaths, '/profile/edit', '/profile/coin-history', '/profile/badges', '/profile/notifications', '/leaderboard'].map((p) => [p]))('lets a player without subscription open their account page %s', (path) => {
    expect(decideGuard({ ...player, path })).toEqual({ kind: 'allow' });
  });

  it.each([...loginPaths, '/tutor-hub/sub-categories', '/profile/edit', '/quiz-zone/a/b/level/1'].map((p) => [p]))('lets a subscriber open %s', (path) => {
    expect(decideGuard({ ...subscriber, path })).toEqual({ kind: 'allow' });
  });

  it('lets a player without subscription open public pages and pricing', () => {
    for (const path of publicPaths) expect(decideGuard({ ...player, path })).toEqual({ kind: 'allow' });
  });
});

describe('decideGuard: the battle screens', () => {
  // Spec section 2 lists /random-battle and /group-battle; the statistics screen reads
  // get_battle_statistics, a subscriber's action, so it is gated the same way as the two battles.
  const battleScreens = ['/random-battle', '/group-battle', '/profile/battle-statistics'];

  it.each(battleScreens.map((p) => [p]))('sends a guest on %s to sign in, remembering it', (path) => {
    expect(decideGuard({ ...guest, path })).toEqual({ kind: 'redirect', to: '/auth/login', messageKey: 'guard.loginRequired', remember: true });
  });

  it.each(battleScreens.map((p) => [p]))('sends a player without subscription on %s to /pricing', (path) => {
    expect(decideGuard({ ...player, path })).toEqual({ kind: 'redirect', to: '/pricing', messageKey: 'guard.subscriptionRequired' });
  });

  it.each(battleScreens.map((p) => [p]))('lets a subscriber open %s', (path) => {
    expect(decideGuard({ ...subscriber, path })).toEqual({ kind: 'allow' });
  });

  it('gives the three battle screens one and the same gate', () => {
    const gates = battleScreens.map((path) => [needsLogin(path), needsSubscription(path)]);
    expect(gates).toEqual(battleScreens.map(() => [true, true]));
  });
});

describe('decideGuard: the admin area', () => {
  it('sends a guest to sign in first, and back to the admin page after', () => {
    expect(decideGuard({ ...guest, path: '/admin/outbox' })).toEqual({ kind: 'redirect', to: '/auth/login', messageKey: 'guard.loginRequired', remember: true });
  });

  it.each([['player'], ['subscriber']])('sends a %s home with the server\'s refusal', (who) => {
    const input = who === 'player' ? player : subscriber;
    expect(decideGuard({ ...input, path: '/admin/outbox' })).toEqual({ kind: 'redirect', to: '/', messageKey: 'errors.FORBIDDEN' });
  });

  it('lets an admin in, and leaves look-alike paths alone', () => {
    expect(decideGuard({ ...subscriber, isAdmin: true, path: '/admin/outbox' })).toEqual({ kind: 'allow' });
    expect(decideGuard({ ...player, path: '/administration' })).toEqual({ kind: 'allow' });
  });
});

describe('decideGuard: maintenance', () => {
  it('shows the maintenance page to guests and players on every non-auth page', () => {
    expect(decideGuard({ ...guest, maintenance: true, path: '/' })).toEqual({ kind: 'maintenance' });
    expect(decideGuard({ ...subscriber, maintenance: true, path: '/quiz-zone' })).toEqual({ kind: 'maintenance' });
  });

  it('keeps sign-in open so an admin can sign in', () => {
    expect(decideGuard({ ...guest, maintenance: true, path: '/auth/login' })).toEqual({ kind: 'allow' });
  });

  it('lets admins through', () => {
    expect(decideGuard({ ...subscriber, isAdmin: true, maintenance: true, path: '/quiz-zone' })).toEqual({ kind: 'allow' });
  });
});
