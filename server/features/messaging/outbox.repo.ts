/** Reads of outbound_messages for the development outbox (the messenger writes them). */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboundMessages } from '../../db/schema';

export interface OutboxFilter {
  readonly to?: string | undefined;
  readonly channel?: 'email' | 'sms' | undefined;
  readonly offset: number;
  readonly limit: number;
}

/** Newest first; the id breaks ties between messages recorded in the same instant. */
export async function listOutboundMessages(db: DbOrTx, filter: OutboxFilter) {
  const conditions: SQL[] = [];
  if (filter.to !== undefined) conditions.push(eq(outboundMessages.to, filter.to));
  if (filter.channel !== undefined) conditions.push(eq(outboundMessages.channel, filter.channel));
  return db
    .select()
    .from(outboundMessages)
    .where(and(...conditions))
    .orderBy(desc(outboundMessages.id))
    .offset(filter.offset)
    .limit(filter.limit);
}
