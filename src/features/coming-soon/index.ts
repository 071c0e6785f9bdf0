import { lazyScreen } from '../../lib/lazy-screen';

export const ComingSoonScreen = lazyScreen(() => import('./ComingSoonScreen'), 'ComingSoonScreen', ['comingSoon', 'feature', 'live']);
export type { UpcomingFeature } from './features';
