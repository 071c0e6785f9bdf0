import * as userActions from '../../../contract/api/user';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/origin';
import type { ActionRouter } from '../../plugins/actions';
import type { UsersService } from './users.service';

export function registerUserRoutes(api: ActionRouter, service: UsersService, config: Config): void {
  api.handle(userActions.getUserById, async ({ user }) => service.get(user));

  api.handle(userActions.updateProfile, async ({ user, body, request, setMessage }) => {
    const result = await service.updateProfile(user, body, publicOrigin(config, request));
    setMessage(
      result.emailChanged
        ? 'Profile saved. We sent a link to your new e-mail address: open it before you next sign in.'
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
