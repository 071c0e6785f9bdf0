import { lazyScreen } from '../../lib/lazy-screen';

export const ContentPageScreen = lazyScreen(() => import('./ContentPageScreen'), 'ContentPageScreen', ['messages', 'pages']);
export const ContactScreen = lazyScreen(() => import('./ContactScreen'), 'ContactScreen', ['contact', 'messages', 'pages']);
