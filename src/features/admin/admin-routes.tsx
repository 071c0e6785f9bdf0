/**
 * Every admin screen and its address. This module is the admin area's own chunk: a player's start-up
 * holds one lazy route for the whole area (index.ts), so adding admin screens never grows it. Each
 * screen here is a further lazy chunk, so an admin downloads only the screens they open.
 */
import { lazyScreen, type PreloadableScreen } from '../../lib/lazy-screen';

const AdminHomeScreen = lazyScreen(() => import('./AdminHomeScreen'), 'AdminHomeScreen', ['admin']);
const UsersScreen = lazyScreen(() => import('./users/UsersScreen'), 'UsersScreen', ['admin']);
const UserScreen = lazyScreen(() => import('./users/UserScreen'), 'UserScreen', ['admin']);
const AuditLogScreen = lazyScreen(() => import('./audit/AuditLogScreen'), 'AuditLogScreen', ['admin']);
const ReportsScreen = lazyScreen(() => import('./reports/ReportsScreen'), 'ReportsScreen', ['admin']);
const ReportScreen = lazyScreen(() => import('./reports/ReportScreen'), 'ReportScreen', ['admin']);
const ChatReportsScreen = lazyScreen(() => import('./battle-reports/ChatReportsScreen'), 'ChatReportsScreen', ['admin']);
const NotificationsScreen = lazyScreen(() => import('./notifications/NotificationsScreen'), 'NotificationsScreen', ['admin']);
const LanguagesScreen = lazyScreen(() => import('./languages/LanguagesScreen'), 'LanguagesScreen', ['admin']);
const TextsScreen = lazyScreen(() => import('./languages/TextsScreen'), 'TextsScreen', ['admin']);
const SettingsScreen = lazyScreen(() => import('./settings/SettingsScreen'), 'SettingsScreen', ['admin']);
const PagesScreen = lazyScreen(() => import('./pages/PagesScreen'), 'PagesScreen', ['admin']);
const MathsScreen = lazyScreen(() => import('./maths/MathsScreen'), 'MathsScreen', ['admin']);
const CategoriesScreen = lazyScreen(() => import('./content/CategoriesScreen'), 'CategoriesScreen', ['admin']);
const CategoryScreen = lazyScreen(() => import('./content/CategoryScreen'), 'CategoryScreen', ['admin']);
const QuestionsScreen = lazyScreen(() => import('./content/QuestionsScreen'), 'QuestionsScreen', ['admin']);
const QuestionScreen = lazyScreen(() => import('./content/QuestionScreen'), 'QuestionScreen', ['admin']);
const PassagesScreen = lazyScreen(() => import('./content/PassagesScreen'), 'PassagesScreen', ['admin']);
const PassageScreen = lazyScreen(() => import('./content/PassageScreen'), 'PassageScreen', ['admin']);
const LevelOrderScreen = lazyScreen(() => import('./content/LevelOrderScreen'), 'LevelOrderScreen', ['admin']);
const ImportExportScreen = lazyScreen(() => import('./content/ImportExportScreen'), 'ImportExportScreen', ['admin']);
const ExamsScreen = lazyScreen(() => import('./exams/ExamsScreen'), 'ExamsScreen', ['admin']);
const ExamScreen = lazyScreen(() => import('./exams/ExamScreen'), 'ExamScreen', ['admin']);
const ExamResultsScreen = lazyScreen(() => import('./exams/ExamResultsScreen'), 'ExamResultsScreen', ['admin']);
const ContestsScreen = lazyScreen(() => import('./contests/ContestsScreen'), 'ContestsScreen', ['admin']);
const ContestScreen = lazyScreen(() => import('./contests/ContestScreen'), 'ContestScreen', ['admin']);
const ContestStandingsScreen = lazyScreen(() => import('./contests/ContestStandingsScreen'), 'ContestStandingsScreen', ['admin']);
const PlansScreen = lazyScreen(() => import('./billing/PlansScreen'), 'PlansScreen', ['admin']);
const PayoutsScreen = lazyScreen(() => import('./payouts/PayoutsScreen'), 'PayoutsScreen', ['admin']);
const AdminOutboxScreen = lazyScreen(() => import('./AdminOutboxScreen'), 'AdminOutboxScreen', ['admin']);
export const NoSuchAdminPage = lazyScreen(() => import('./NoSuchAdminPage'), 'NoSuchAdminPage', ['admin']);

/** wouter patterns with their screens, in the order they are matched. */
export const adminRoutes: ReadonlyArray<readonly [string, PreloadableScreen<object>]> = [
  ['/admin', AdminHomeScreen],
  ['/admin/users', UsersScreen],
  ['/admin/users/:id', UserScreen],
  ['/admin/categories', CategoriesScreen],
  ['/admin/categories/:id', CategoryScreen],
  ['/admin/questions', QuestionsScreen],
  ['/admin/questions/order', LevelOrderScreen],
  ['/admin/questions/:id', QuestionScreen],
  ['/admin/passages', PassagesScreen],
  ['/admin/passages/:id', PassageScreen],
  ['/admin/import', ImportExportScreen],
  ['/admin/exams', ExamsScreen],
  ['/admin/exams/:id/results', ExamResultsScreen],
  ['/admin/exams/:id', ExamScreen],
  ['/admin/contests', ContestsScreen],
  ['/admin/contests/:id/standings', ContestStandingsScreen],
  ['/admin/contests/:id', ContestScreen],
  ['/admin/audit', AuditLogScreen],
  ['/admin/reports', ReportsScreen],
  ['/admin/reports/:id', ReportScreen],
  ['/admin/chat-reports', ChatReportsScreen],
  ['/admin/notifications', NotificationsScreen],
  ['/admin/plans', PlansScreen],
  ['/admin/payouts', PayoutsScreen],
  ['/admin/outbox', AdminOutboxScreen],
  ['/admin/languages', LanguagesScreen],
  ['/admin/languages/:id/texts', TextsScreen],
  ['/admin/settings', SettingsScreen],
  ['/admin/pages', PagesScreen],
  ['/admin/maths', MathsScreen],
];
