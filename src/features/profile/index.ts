import { lazyScreen } from '../../lib/lazy-screen';

export const ProfileScreen = lazyScreen(() => import('./ProfileScreen'), 'ProfileScreen', ['profile']);
export const EditProfileScreen = lazyScreen(() => import('./EditProfileScreen'), 'EditProfileScreen', ['auth', 'profile']);
