/**
 * The admin area. Its screens are lazy chunks under src/features/admin/, which the build keeps out
 * of the precache (sw/build/lazy-chunks.ts): players never download them.
 */
import { lazyScreen } from '../../lib/lazy-screen';

export const AdminOutboxScreen = lazyScreen(() => import('./AdminOutboxScreen'), 'AdminOutboxScreen', ['admin']);
