/**
 * Starts the current route's screen chunk at once, in parallel with start-up. Without it the chunk
 * is only asked for when the boot gate opens and the route renders, so its download and evaluation
 * come after the whole boot instead of during it. The table lists the routes of routes.tsx with the
 * screen each renders (route-preload.test.ts checks that the two agree); a path it does not know
 * preloads nothing and simply loads on render as before.
 */
import { AdminArea } from '../features/admin';
import { BadgesScreen } from '../features/badges';
import { BattleArea } from '../features/battles';
import { BillingArea } from '../features/billing';
import { ForgotPasswordScreen, LoginScreen, OtpVerifyScreen, ResetPasswordScreen, SignUpScreen, VerifyEmailScreen } from '../features/auth';
import { CoinHistoryScreen } from '../features/coins';
import { ContestArea } from '../features/contests';
import { DownloadsScreen } from '../features/downloads';
import { ExamArea } from '../features/exams';
import { HomeScreen } from '../features/home';
import { LeaderboardScreen } from '../features/leaderboard';
import { MaintenanceScreen } from '../features/maintenance';
import { NotificationsScreen } from '../features/notifications';
import { CurriculumScreen, PracticeScreen } from '../features/maths';
import { ContactScreen, ContentPageScreen } from '../features/pages';
import { EditProfileScreen, ProfileScreen } from '../features/profile';
import { CategoriesScreen, LevelsScreen, PlayScreen, SubcategoriesScreen } from '../features/quiz';
import { SettingsScreen, SyncSettingsScreen } from '../features/settings';
import { SOLO_ROUTE_PATTERNS, SoloArea } from '../features/solo';
import { StatisticsScreen } from '../features/statistics';
import { TutorArea } from '../features/tutor';
import { WalletScreen } from '../features/wallet';
import type { PreloadableScreen } from '../lib/lazy-screen';
import { contentPageRoutes } from './routes';

type Screen = Pick<PreloadableScreen<never>, 'preload'>;

/** Route patterns as wouter reads them (`:name` is one path segment), with the screen each shows. */
export const routeScreens: ReadonlyArray<readonly [string, Screen]> = [
  ['/', HomeScreen],
  ['/auth/login', LoginScreen],
  ['/auth/sign-up', SignUpScreen],
  ['/auth/otp-verify', OtpVerifyScreen],
  ['/auth/forgot-password', ForgotPasswordScreen],
  ['/auth/reset-password', ResetPasswordScreen],
  ['/auth/verify-email', VerifyEmailScreen],
  ['/quiz-zone', CategoriesScreen],
  ['/quiz-zone/:category', SubcategoriesScreen],
  ['/quiz-zone/:category/:subcategory', LevelsScreen],
  ['/quiz-zone/:category/:subcategory/level/:level', PlayScreen],
  ['/downloads', DownloadsScreen],
  ['/tutor-hub/sub-categories/:subject/:curriculum', CurriculumScreen],
  ['/tutor-hub/sub-categories/:subject/:curriculum/:unit/level/:level', PracticeScreen],
  // After the maths practice's deeper paths, which it would match too.
  ['/tutor-hub/*?', TutorArea],
  ['/profile', ProfileScreen],
  ['/profile/edit', EditProfileScreen],
  ['/profile/coin-history', CoinHistoryScreen],
  ['/profile/wallet', WalletScreen],
  ['/profile/badges', BadgesScreen],
  ['/profile/statistics', StatisticsScreen],
  ['/profile/notifications', NotificationsScreen],
  ...SOLO_ROUTE_PATTERNS.map((path) => [path, SoloArea] as const),
  // A reload in the middle of an exam or a contest starts its area's download with the boot.
  ['/exam-module/*?', ExamArea],
  ['/contest-play/*?', ContestArea],
  // A reload in the middle of a battle too (it takes its seat back: use-battle.ts).
  ['/random-battle', BattleArea],
  ['/group-battle', BattleArea],
  ['/profile/battle-statistics', BattleArea],
  ['/profile/subscription', BillingArea],
  ['/profile/billing', BillingArea],
  ['/leaderboard', LeaderboardScreen],
  ['/pricing', BillingArea],
  ['/billing/checkout/:checkout', BillingArea],
  ['/billing/portal', BillingArea],
  ['/settings', SettingsScreen],
  ['/settings/sync', SyncSettingsScreen],
  ['/admin/*?', AdminArea],
  ...contentPageRoutes.map(([path]) => [path, ContentPageScreen] as const),
  ['/contact-us', ContactScreen],
  ['/maintenance', MaintenanceScreen],
];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * wouter's default matching for these patterns: whole path, one segment per `:name`, case and a
 * trailing slash ignored; a last segment `*?` stands for any number of segments, none included.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  let want = segments(pattern);
  const have = segments(pathname);
  const rest = want.at(-1) === '*?';
  if (rest) want = want.slice(0, -1);
  return (rest ? have.length >= want.length : have.length === want.length) && want.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === have[i]?.toLowerCase());
}

export function screenForPath(pathname: string): Screen | null {
  return routeScreens.find(([pattern]) => matchesRoute(pattern, pathname))?.[1] ?? null;
}

/** Starts loading the screen of `pathname`, if the table knows it. Never throws: a failure is the render's to show. */
export function preloadRoute(pathname: string): void {
  void screenForPath(pathname)?.preload();
}
