/** A user's customer at a provider and the card on file (billing_customers). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billingCustomers, users } from '../../db/schema';
import type { BillingProviderName, ProviderCustomer } from './providers/provider';
import type { AcceptedCard } from './providers/sandbox-cards';

export type CustomerRow = typeof billingCustomers.$inferSelect;

export async function findCustomer(db: DbOrTx, userId: number, provider: BillingProviderName): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row;
}

/** Who is buying, as a provider is told. */
export async function providerCustomer(db: DbOrTx, userId: number, provider: BillingProviderName): Promise<ProviderCustomer> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  const customer = await findCustomer(db, userId, provider);
  return { userId, email: user?.email ?? null, name: user?.name ?? '', customerId: customer?.customerId ?? null };
}

/** The sandbox's customer with this card on file (one per user: its id is the user's). */
export async function saveSandboxCard(tx: DbOrTx, userId: number, card: AcceptedCard, at: Date): Promise<void> {
  const fields = { cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear, sandboxDeclinesRenewals: card.declinesRenewals, updatedAt: at };
  await tx
    .insert(billingCustomers)
    .values({ userId, provider: 'sandbox', customerId: `sbx_cus_${userId}`, ...fields, createdAt: at })
    .onConflictDoUpdate({ target: [billingCustomers.userId, billingCustomers.provider], set: fields });
}
