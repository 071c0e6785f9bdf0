/**
 * The live channel's messages (ARCHITECTURE.md, Live): socket.io at /live on the same server,
 * signed in with the same bearer token. Every signed-in device of a user is in the user's room and
 * hears what changed for them, within 2 s, on whichever instance they are connected to (the Redis
 * adapter with REDIS_URL). Battles add their own rooms and messages later.
 */
import { z } from 'zod';
import { SubscriptionSummarySchema } from '../api/subscription-summary';

/** The socket.io path on the server (the client connects to the page's own origin). */
export const LIVE_PATH = '/live';

/** The one event name every user-channel message is sent as. */
export const USER_EVENT = 'user';

/** The user's room on the server (an instance joins each socket of the user to it). */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

export const UserMessageSchema = z.discriminatedUnion('type', [
  /** The subscription changed (bought, cancelled, resumed, renewed, ended, granted). */
  z.object({ type: z.literal('subscription'), summary: SubscriptionSummarySchema }),
  /** Coins or score changed on the server (a payout held or refunded, an admin's grant). */
  z.object({ type: z.literal('coins'), coins: z.number().int(), all_time_score: z.number().int() }),
  /** A notification arrived (a payout completed, an admin's message). */
  z.object({ type: z.literal('notification'), id: z.number().int(), title: z.string() }),
  /** The account was deactivated or deleted: the device signs out. */
  z.object({ type: z.literal('account'), status: z.enum(['deactivated', 'deleted']) }),
]);
export type UserMessage = z.infer<typeof UserMessageSchema>;

/**
 * Why the server refused or closed a connection (the socket.io connect_error's message). Any other
 * message (UNAVAILABLE: the token could not be checked now) is no refusal: the client tries again.
 */
export const LIVE_REFUSALS = ['AUTH_REQUIRED', 'SESSION_EXPIRED', 'ACCOUNT_DEACTIVATED'] as const;
