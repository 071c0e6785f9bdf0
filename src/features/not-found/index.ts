import { lazyScreen } from '../../lib/lazy-screen';

export const NotFoundScreen = lazyScreen(() => import('./NotFoundScreen'), 'NotFoundScreen', ['notFound']);
