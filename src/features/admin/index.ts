/**
 * The admin area (/admin and below): one lazy route for the whole area, so a player's start-up
 * carries a single small loader for it however many admin screens there are. Its screens
 * (admin-routes.tsx) are lazy chunks under src/features/admin/, which the build keeps out of the
 * precache (sw/build/lazy-chunks.ts): players never download them. The route guard lets only admins
 * in (src/app/guards.ts); the server checks the role on every admin action anyway.
 */
import { lazyScreen } from '../../lib/lazy-screen';

export const AdminArea = lazyScreen(() => import('./AdminArea'), 'AdminArea', ['admin']);
