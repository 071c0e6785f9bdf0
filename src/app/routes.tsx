/** Every route of the app. Screens are lazy chunks; the route guard decides before any screen renders. */
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import type { PageType } from '../../contract/api/settings';
import { AdminArea } from '../features/admin';
import { BillingArea } from '../features/billing';
import {
  ForgotPasswordScreen,
  LoginScreen,
  OtpVerifyScreen,
  ResetPasswordScreen,
  SignUpScreen,
  VerifyEmailScreen,
} from '../features/auth';
import { CoinHistoryScreen } from '../features/coins';
import { ContestArea } from '../features/contests';
import { BadgesScreen } from '../features/badges';
import { BattleArea } from '../features/battles';
import { DownloadsScreen } from '../features/downloads';
import { ExamArea } from '../features/exams';
import { HomeScreen } from '../features/home';
import { LeaderboardScreen } from '../features/leaderboard';
import { MaintenanceScreen } from '../features/maintenance';
import { CurriculumScreen, PracticeScreen as MathsPracticeScreen } from '../features/maths';
import { NotFoundScreen } from '../features/not-found';
import { NotificationsScreen } from '../features/notifications';
import { ContactScreen, ContentPageScreen } from '../features/pages';
import { EditProfileScreen, ProfileScreen } from '../features/profile';
import { CategoriesScreen, LevelsScreen, PlayScreen, SubcategoriesScreen } from '../features/quiz';
import { SettingsScreen, SyncSettingsScreen } from '../features/settings';
import { SOLO_ROUTE_PATTERNS, SoloArea } from '../features/solo';
import { StatisticsScreen } from '../features/statistics';
import { TutorArea } from '../features/tutor';
import { WalletScreen } from '../features/wallet';
import { RouteProgressBar } from '../ui/RouteProgressBar';
import { RouteGuard } from './RouteGuard';

/** Pages whose text comes from get_settings. */
export const contentPageRoutes: ReadonlyArray<readonly [string, PageType]> = [
  ['/about-us', 'about_us'],
  ['/privacy-policy', 'privacy_policy'],
  ['/terms-and-conditions', 'terms_conditions'],
  ['/faq', 'faq'],
];

function RouteLoading() {
  const { t } = useTranslation();
  return <RouteProgressBar label={t('app.loadingPage')} />;
}

function AppSwitch() {
  return (
    <Switch>
      <Route path="/" component={HomeScreen} />
      <Route path="/auth/login" component={LoginScreen} />
      <Route path="/auth/sign-up" component={SignUpScreen} />
      <Route path="/auth/otp-verify" component={OtpVerifyScreen} />
      <Route path="/auth/forgot-password" component={ForgotPasswordScreen} />
      <Route path="/auth/reset-password" component={ResetPasswordScreen} />
      <Route path="/auth/verify-email" component={VerifyEmailScreen} />
      <Route path="/quiz-zone" component={CategoriesScreen} />
      <Route path="/quiz-zone/:category" component={SubcategoriesScreen} />
      <Route path="/quiz-zone/:category/:subcategory" component={LevelsScreen} />
      <Route path="/quiz-zone/:category/:subcategory/level/:level" component={PlayScreen} />
      <Route path="/downloads" component={DownloadsScreen} />
      <Route path="/tutor-hub/sub-categories/:subject/:curriculum" component={CurriculumScreen} />
      <Route path="/tutor-hub/sub-categories/:subject/:curriculum/:unit/level/:level" component={MathsPracticeScreen} />
      {/* The tutor hub's first screen, subjects, units and assessments: one lazy area (tutor-paths.ts). */}
      <Route path="/tutor-hub/*?" component={TutorArea} />
      <Route path="/profile" component={ProfileScreen} />
      {SOLO_ROUTE_PATTERNS.map((path) => (
        <Route key={path} path={path} component={SoloArea} />
      ))}
      {/* Each area picks its screen (exam-paths.ts, contest-paths.ts), as the admin area does. */}
      <Route path="/exam-module/*?" component={ExamArea} />
      <Route path="/contest-play/*?" component={ContestArea} />
      <Route path="/profile/edit" component={EditProfileScreen} />
      <Route path="/profile/coin-history" component={CoinHistoryScreen} />
      <Route path="/profile/wallet" component={WalletScreen} />
      <Route path="/profile/badges" component={BadgesScreen} />
      <Route path="/profile/statistics" component={StatisticsScreen} />
      <Route path="/profile/notifications" component={NotificationsScreen} />
      <Route path="/profile/subscription" component={BillingArea} />
      <Route path="/profile/billing" component={BillingArea} />
      <Route path="/leaderboard" component={LeaderboardScreen} />
      <Route path="/pricing" component={BillingArea} />
      <Route path="/billing/checkout/:checkout" component={BillingArea} />
      <Route path="/billing/portal" component={BillingArea} />
      <Route path="/settings" component={SettingsScreen} />
      <Route path="/settings/sync" component={SyncSettingsScreen} />
      <Route path="/admin/*?" component={AdminArea} />
      {/* The live battles: one lazy area picks its screen (battle-paths.ts). */}
      <Route path="/random-battle" component={BattleArea} />
      <Route path="/group-battle" component={BattleArea} />
      <Route path="/profile/battle-statistics" component={BattleArea} />
      {contentPageRoutes.map(([path, type]) => (
        <Route key={path} path={path}>
          <ContentPageScreen type={type} />
        </Route>
      ))}
      <Route path="/contact-us" component={ContactScreen} />
      <Route path="/maintenance" component={MaintenanceScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}

export function AppRoutes(): ReactNode {
  return (
    <Suspense fallback={<RouteLoading />}>
      <RouteGuard>
        <AppSwitch />
      </RouteGuard>
    </Suspense>
  );
}
