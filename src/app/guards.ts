/**
 * Route guards of spec sections 2, 5 and 6 as one pure decision, matched by path prefix:
 * guests on a login path go to /auth/login, players without a subscription on a subscription path
 * go to /pricing, signed-in users on an /auth/* page go to / (or where they were going), and
 * anyone but an admin on an /admin page goes to sign in or home (the server refuses them anyway).
 */

export const LOGIN_PATH = '/auth/login';
export const PRICING_PATH = '/pricing';
export const MAINTENANCE_PATH = '/maintenance';
export const AUTH_PREFIX = '/auth';
/** The admin area (src/features/admin): admins only. */
export const ADMIN_PREFIX = '/admin';

/** Pages needing login (spec section 2). */
export const LOGIN_PATHS = [
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
] as const;

/**
 * The player's own account pages: they need a login but no subscription. Spec section 2 says the
 * subscription paths are "the same list plus /tutor-hub/sub-categories", and section 6 says what a
 * subscription adds: "/tutor-hub/sub-categories and all login-gated quiz pages". Read literally,
 * section 2 would leave a signed-in player without a subscription no page of their own (not even
 * the profile where they delete their account), and section 6's "login-gated pages" role would be
 * empty; so the account pages keep the login gate only, and every quiz page needs a subscription.
 */
export const ACCOUNT_PATHS = ['/profile', '/profile/statistics'] as const;

/**
 * Account screens the spec names without a path (section 2 "Other screens"), so outside its login
 * list: the path is this product's, and like the pages above they need a login but no subscription.
 * /billing holds the sandbox's checkout and portal: a player buys a subscription there, so it can
 * never need one.
 */
export const OTHER_ACCOUNT_PATHS = ['/leaderboard', '/billing'] as const;

/**
 * Pages needing login and a subscription: the quiz pages of the login list plus the tutor hub, and
 * the offline downloads of their content (not in the spec's list: it is a page of this product).
 */
export const SUBSCRIPTION_PATHS = [
  ...LOGIN_PATHS.filter((path) => !(ACCOUNT_PATHS as readonly string[]).includes(path)),
  // The whole tutor hub (issue 17): /tutor-hub/sub-categories and the subjects, units and assessments beside it.
  '/tutor-hub',
  '/downloads',
  // Issue 14's pages without a spec path: the non-verbal reasoning sets and the bookmarks list
  // (its play routes are in the spec's list). Both show subscriber content.
  '/non-verbal-reasoning',
  '/profile/bookmarks',
  // Issue 16's battle statistics (get_battle_statistics is a subscriber's read); /profile gates the login.
  '/profile/battle-statistics',
] as const;

export interface GuardInput {
  /** The pathname, without query string. */
  readonly path: string;
  readonly isLogin: boolean;
  readonly hasSubscription: boolean;
  readonly isAdmin: boolean;
  /** System configuration maintenance_mode === '1'. */
  readonly maintenance: boolean;
  /** Where a guest was going before being sent to sign in, if remembered. */
  readonly returnTo: string | null;
}

export type GuardMessageKey = 'guard.loginRequired' | 'guard.subscriptionRequired' | 'errors.FORBIDDEN';

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'maintenance' }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      /** The locale key of the toast that says why (the spec's guard messages, in the interface language). */
      readonly messageKey?: GuardMessageKey;
      /** Remember the requested page, to come back after signing in. */
      readonly remember?: boolean;
      /** The remembered page was used up by this redirect. */
      readonly consumedReturn?: boolean;
    };

/** Prefix match on whole path segments: '/profile' covers '/profile/edit' but not '/profiles'. */
export function matchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isAuthPath(path: string): boolean {
  return matchesPrefix(path, AUTH_PREFIX);
}

export function needsLogin(path: string): boolean {
  return LOGIN_PATHS.some((prefix) => matchesPrefix(path, prefix)) || OTHER_ACCOUNT_PATHS.some((prefix) => matchesPrefix(path, prefix)) || needsSubscription(path) || needsAdmin(path);
}

export function needsAdmin(path: string): boolean {
  return matchesPrefix(path, ADMIN_PREFIX);
}

export function needsSubscription(path: string): boolean {
  return SUBSCRIPTION_PATHS.some((prefix) => matchesPrefix(path, prefix));
}

/** Only same-origin app paths outside /auth are followed after sign-in. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  return isAuthPath(pathname) ? null : value;
}

export function decideGuard(input: GuardInput): GuardDecision {
  const { path } = input;
  if (input.maintenance && !input.isAdmin && !isAuthPath(path)) return { kind: 'maintenance' };
  if (isAuthPath(path)) {
    if (!input.isLogin) return { kind: 'allow' };
    const back = safeReturnPath(input.returnTo);
    return back ? { kind: 'redirect', to: back, consumedReturn: true } : { kind: 'redirect', to: '/' };
  }
  if (!needsLogin(path)) return { kind: 'allow' };
  if (!input.isLogin) return { kind: 'redirect', to: LOGIN_PATH, messageKey: 'guard.loginRequired', remember: true };
  if (needsAdmin(path) && !input.isAdmin) return { kind: 'redirect', to: '/', messageKey: 'errors.FORBIDDEN' };
  if (needsSubscription(path) && !input.hasSubscription) {
    return { kind: 'redirect', to: PRICING_PATH, messageKey: 'guard.subscriptionRequired' };
  }
  return { kind: 'allow' };
}
