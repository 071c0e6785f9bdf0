/**
 * The admin area: its routes, each a lazy screen under src/features/admin/, which the build keeps
 * out of the precache (sw/build/lazy-chunks.ts): players never download them. The route guard lets
 * only admins in (src/app/guards.ts); the server checks the role on every admin action anyway.
 */
import type { PreloadableScreen } from '../../lib/lazy-screen';
import { lazyScreen } from '../../lib/lazy-screen';

export const AdminHomeScreen = lazyScreen(() => import('./AdminHomeScreen'), 'AdminHomeScreen', ['admin']);
export const UsersScreen = lazyScreen(() => import('./users/UsersScreen'), 'UsersScreen', ['admin']);
export const UserScreen = lazyScreen(() => import('./users/UserScreen'), 'UserScreen', ['admin']);
export const AuditLogScreen = lazyScreen(() => import('./audit/AuditLogScreen'), 'AuditLogScreen', ['admin']);
export const AdminOutboxScreen = lazyScreen(() => import('./AdminOutboxScreen'), 'AdminOutboxScreen', ['admin']);

/** Every admin route (wouter patterns) with its screen; routes.tsx and route-preload.ts take them from here. */
export const adminRoutes: ReadonlyArray<readonly [string, PreloadableScreen<object>]> = [
  ['/admin', AdminHomeScreen],
  ['/admin/users', UsersScreen],
  ['/admin/users/:id', UserScreen],
  ['/admin/audit', AuditLogScreen],
  ['/admin/outbox', AdminOutboxScreen],
];
