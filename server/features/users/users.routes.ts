import * as userActions from '../../../contract/api/user';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/origin';
import type { ActionRouter } from '../../plugins/actions';
import type { UsersService } from './users.service';

export function registerUserRoutes(api: ActionRouter, service: UsersService, config: Config): void {
  api.handle(userActions.getUserById, async ({ user }) => service.get(user));

  api.handle(userActions.updateProfile, async ({ user, body, request, setMessage }) => {
    const result = await service.updateProfile(user, body, publicOrigin(config, request));
    setMessage(result.emailChanged ? 'PROFILE_SAVED_EMAIL_CHANGED' : 'PROFILE_SAVED');
    return result.user;
  });

  api.handle(userActions.uploadProfileImage, async ({ user, body, setMessage }) => {
    const updated = await service.setProfileImage(user, body.image);
    setMessage('PROFILE_IMAGE_UPDATED');
    return updated;
  });

  api.handle(userActions.deleteUserAccount, async ({ user, setMessage }) => {
    const removed = await service.deleteAccount(user);
    setMessage('ACCOUNT_ERASED');
    return { mode: 'erased' as const, removed };
  });

  api.handle(userActions.getUserCoinScore, async ({ user }) => service.coinScore(user));
}
