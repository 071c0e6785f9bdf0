import { lazyScreen } from '../../lib/lazy-screen';

export const ComingSoonScreen = lazyScreen(() => import('./ComingSoonScreen'), 'ComingSoonScreen');
export type { UpcomingFeature } from './features';
