/** Badges: the badges screen, and the new-badge notice a level result shows (each its own chunk). */
import { lazyScreen } from '../../lib/lazy-screen';

export const BadgesScreen = lazyScreen(() => import('./BadgesScreen'), 'BadgesScreen', ['count', 'profile']);
export const NewBadges = lazyScreen(() => import('./NewBadges'), 'NewBadges', ['count', 'profile']);
