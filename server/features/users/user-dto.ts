/** Builds the user record the client sees, with coins, score and subscription derived on the server. */
import type { User } from '../../../contract/api/common';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { subscriptionSummary } from '../billing/billing.repo';
import { balanceOf } from '../economy/ledger.repo';

/** Spec section 3: the name's first letter is shown upper case. */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}

export async function toUserDto(db: DbOrTx, row: UserRow): Promise<User> {
  const [balance, subscription] = await Promise.all([balanceOf(db, row.id), subscriptionSummary(db, row.id)]);
  return {
    id: row.id,
    uid: row.uid,
    name: displayName(row.name),
    email: row.email,
    mobile: row.mobile,
    profile: row.profile,
    type: row.type,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    friends_code: row.friendsCode,
    coins: balance.coins,
    all_time_score: balance.all_time_score,
    has_subscription: subscription.has_subscription,
    subscription,
    created_at: row.createdAt.toISOString(),
    time_zone: row.timeZone,
  };
}
