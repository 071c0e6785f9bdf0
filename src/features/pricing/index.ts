import { lazyScreen } from '../../lib/lazy-screen';

export const PricingScreen = lazyScreen(() => import('./PricingScreen'), 'PricingScreen', ['auth', 'comingSoon', 'pricing']);
