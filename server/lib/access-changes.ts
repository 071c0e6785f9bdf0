/**
 * Changes of who may do what, told to every server instance: a user's sessions (a logout, a
 * password reset, a deactivation, a role change, a deletion) or subscription (a checkout, a
 * webhook, a renewal, a cancellation) changed. Each instance caches both answers (the sessions in
 * features/auth/sessions.ts, the subscription gate in app.ts) and forgets a user's entries when it
 * hears of a change, so the caches can live long: the answers in use are not read again from the
 * database for every request, answer of a battle or live-channel recheck (bench/battles.ts: those
 * reads were 11 % of the database's statements during play, and most answers waited for one), and
 * a change still reaches every instance within milliseconds.
 *
 * On PostgreSQL a change is a NOTIFY on ACCESS_CHANNEL, heard over Database.listen by every
 * instance, this one included. The instance that made the change also forgets at once, without
 * waiting for its own notification. Notifications sent while an instance's listening connection
 * was down are lost (db/listen.ts): when it listens again it forgets everything (a `null` change),
 * as it does at its start. What stays open is a process that dies between the change's commit and
 * its NOTIFY: the caches' time to live bounds that.
 *
 * On PGlite there is one process and no one else to tell: changes go to this instance's listeners.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Listener } from '../db/listen';

export const ACCESS_CHANNEL = 'quizhive_access';

export type AccessChangeKind = 'sessions' | 'subscription';

export interface AccessChange {
  readonly kind: AccessChangeKind;
  readonly userId: number;
}

/** A change heard, or `null`: changes may have been missed, forget every cached answer. */
export type AccessChangeListener = (change: AccessChange | null) => void;

export interface AccessChanges {
  /** Tells every instance (this one at once) of a change; call it after the change has committed. */
  announce(change: AccessChange): void;
  /** Hears every change, this instance's and the others'. */
  onChange(listener: AccessChangeListener): void;
  /** Stops listening. */
  close(): Promise<void>;
}

const KINDS: ReadonlySet<string> = new Set<AccessChangeKind>(['sessions', 'subscription']);

export function encodeAccessChange({ kind, userId }: AccessChange): string {
  return `${kind}:${userId}`;
}

/** The change a notification's payload names, or undefined when it names none. */
export function decodeAccessChange(payload: string): AccessChange | undefined {
  const [kind, id, ...rest] = payload.split(':');
  const userId = Number(id);
  if (rest.length > 0 || kind === undefined || !KINDS.has(kind) || !Number.isSafeInteger(userId) || userId <= 0) return undefined;
  return { kind: kind as AccessChangeKind, userId };
}

export function createAccessChanges(database: Pick<Database, 'db' | 'listen'>, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): AccessChanges {
  const listeners: AccessChangeListener[] = [];
  const tell = (change: AccessChange | null): void => {
    for (const listener of listeners) listener(change);
  };
  /** The listening connection was lost (logged once, and its return). */
  let deaf = false;
  const listener: Listener | null =
    database.listen?.(ACCESS_CHANNEL, {
      onNotification: (payload) => {
        const change = decodeAccessChange(payload);
        if (change) tell(change);
        else log.warn({ payload }, `a notification on ${ACCESS_CHANNEL} names no access change`);
      },
      onListening: () => {
        if (deaf) log.info('access changes are heard again; every cached session and subscription answer is forgotten');
        deaf = false;
        // What was announced while nobody listened is lost; at the start this forgets nothing.
        tell(null);
      },
      onLost: (error) => {
        deaf = true;
        log.warn({ err: error }, 'access changes of other instances are not heard until the listening connection is back');
      },
    }) ?? null;

  return {
    announce(change) {
      tell(change);
      if (!listener) return;
      database.db
        .execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${encodeAccessChange(change)})`)
        .catch((error: unknown) => log.warn({ err: error, ...change }, 'an access change could not be told to the other instances'));
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      await listener?.close();
    },
  };
}
