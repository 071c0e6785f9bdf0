/**
 * Who may call an action or send an op, decided in one place: plugins/actions.ts asks it for every
 * action and the sync service for every op, each with the role its contract declares.
 */
import type { ActionAuth } from '../../contract/api/define';
import { AppError } from './app-error';
import type { AuthUser } from './auth-user';

/**
 * Throws the refusal the caller gets: AUTH_REQUIRED without a user, FORBIDDEN for a non-admin on
 * an admin call, SUBSCRIPTION_REQUIRED for a player without a subscription on a subscriber call
 * (an admin passes every gate). The subscription is asked only when the answer depends on it.
 */
export async function authorize(access: ActionAuth, user: AuthUser | null, hasSubscription: (userId: number) => Promise<boolean>): Promise<void> {
  if (access === 'none') return;
  if (!user) throw new AppError('AUTH_REQUIRED');
  if (user.role === 'admin') return;
  if (access === 'admin') throw new AppError('FORBIDDEN');
  if (access === 'subscriber' && !(await hasSubscription(user.id))) throw new AppError('SUBSCRIPTION_REQUIRED');
}
