import { lazyScreen } from '../../lib/lazy-screen';

export const ContentPageScreen = lazyScreen(() => import('./ContentPageScreen'), 'ContentPageScreen', ['pages']);
export const ContactScreen = lazyScreen(() => import('./ContactScreen'), 'ContactScreen', ['contact', 'pages']);
