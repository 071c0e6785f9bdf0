import { lazyScreen } from '../../lib/lazy-screen';

export const MaintenanceScreen = lazyScreen(() => import('./MaintenanceScreen'), 'MaintenanceScreen', ['maintenance']);
