import { lazyScreen } from '../../lib/lazy-screen';

export const ComingSoonScreen = lazyScreen(() => import('./ComingSoonScreen'), 'ComingSoonScreen', ['comingSoon', 'feature', 'live', 'messages']);
export type { UpcomingFeature } from './features';
