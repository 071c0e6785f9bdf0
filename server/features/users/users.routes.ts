import * as userActions from '../../../contract/api/user';
import type { ActionRouter } from '../../plugins/actions';
import type { UsersService } from './users.service';

export function registerUserRoutes(api: ActionRouter, service: UsersService): void {
  api.handle(userActions.getUserById, async ({ user }) => service.get(user));

  api.handle(userActions.updateProfile, async ({ user, body, setMessage }) => {
    const result = await service.updateProfile(user, body);
    setMessage(
      result.emailChanged
        ? 'Profile saved. Verify your new e-mail address before you next sign in with it.'
        : 'Profile saved.',
    );
    return result.user;
  });

  api.handle(userActions.uploadProfileImage, async ({ user, body, setMessage }) => {
    const updated = await service.setProfileImage(user, body.image);
    setMessage('Profile picture updated.');
    return updated;
  });

  api.handle(userActions.deleteUserAccount, async ({ user, setMessage }) => {
    const removed = await service.deleteAccount(user);
    setMessage('Your account and its data have been erased.');
    return { mode: 'erased' as const, removed };
  });

  api.handle(userActions.getUserCoinScore, async ({ user }) => service.coinScore(user));
}
