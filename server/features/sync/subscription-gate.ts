/**
 * The subscriber gate for op kinds whose online actions are `subscriber` only: an op is no way
 * around the subscription. It is asked once per sync request, however many of its ops need it, and
 * every kind shares that one answer.
 */
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth-user';
import type { BatchMemo } from './sync.service';

export type OpGate = (user: AuthUser, batch: BatchMemo) => Promise<void>;

export function subscriptionGate(hasSubscription: (userId: number) => Promise<boolean>): OpGate {
  return (user, batch) =>
    batch.once('subscription', async () => {
      if (user.role !== 'admin' && !(await hasSubscription(user.id))) throw new AppError('SUBSCRIPTION_REQUIRED');
    });
}
