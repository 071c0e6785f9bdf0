import { lazyScreen } from '../../lib/lazy-screen';

export const ProfileScreen = lazyScreen(() => import('./ProfileScreen'), 'ProfileScreen', ['messages', 'profile']);
export const EditProfileScreen = lazyScreen(() => import('./EditProfileScreen'), 'EditProfileScreen', ['auth', 'messages', 'profile']);
