import { lazyScreen } from '../../lib/lazy-screen';

export const ProfileScreen = lazyScreen(() => import('./ProfileScreen'), 'ProfileScreen');
export const EditProfileScreen = lazyScreen(() => import('./EditProfileScreen'), 'EditProfileScreen');
