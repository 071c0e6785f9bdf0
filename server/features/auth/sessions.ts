/**
 * Sessions: opaque bearer tokens stored as SHA-256 hashes, resolved through a short cache, revoked
 * one at a time (logout) or all of a user's at once (a password reset, an account taken over).
 */
import type { Session } from '../../../contract/api/common';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { randomToken, sha256 } from '../../lib/ids';
import { TtlCache } from '../../lib/ttl-cache';
import { toUserDto } from '../users/user-dto';
import * as repo from './auth.repo';

/**
 * How long a resolved token is trusted without asking the database again. A change of a user's
 * sessions or account (a revocation, a deactivation, a role change) is announced to every
 * instance (lib/access-changes.ts), which forgets that user's tokens when it hears it; this time
 * only bounds a change whose announcement was never made (its process died right after the
 * commit). A token in use is read again halfway through it.
 */
export const SESSION_CACHE_MS = 5 * 60_000;

export interface Sessions {
  /** A new session for an account that may sign in (see ensureUsable). */
  open(user: UserRow, userAgent: string | null): Promise<Session>;
  /** The caller behind a token; SESSION_EXPIRED or ACCOUNT_DEACTIVATED otherwise. */
  authenticate(token: string): Promise<AuthUser>;
  /** Ends the caller's own session. */
  revoke(user: AuthUser): Promise<void>;
  /** Ends every session of a user. */
  revokeAll(userId: number): Promise<void>;
  /** Forgets cached sessions of a user on every instance (after deactivation, a role change or deletion). */
  forgetUser(userId: number): void;
  /** Forgets cached sessions of a user on this instance only (another instance announced a change). */
  forgetCached(userId: number): void;
  /** Forgets every cached session on this instance (announcements may have been missed). */
  forgetAllCached(): void;
}

/**
 * An account may sign in and use its sessions while it is active. A demo account (its password is
 * in the README) never may where demo accounts are not allowed: production seeds none, but a
 * database kept from an earlier start could still hold one.
 */
export function ensureUsable(account: { status: string; isDemo: boolean }, demoAccountsAllowed: boolean): void {
  if (account.status !== 'active' || (account.isDemo && !demoAccountsAllowed)) throw new AppError('ACCOUNT_DEACTIVATED');
}

/**
 * `onOpen` runs for every session that opens, before its user record is read (the economy's
 * welcome bonus and referral coins, each paid once). `announce` tells every instance, this one at
 * once, that a user's sessions changed, once the change has committed (lib/access-changes.ts): each
 * then forgets the user's tokens through forgetCached. Without it, only this instance forgets.
 */
export function createSessions(ctx: AppContext, onOpen: (user: UserRow) => Promise<void> = async () => undefined, announce?: (userId: number) => void): Sessions {
  const { db, config } = ctx;
  // A token in use is looked up again in the background before its entry ends (see TtlCache), so
  // a signed-in classroom never waits for its sessions to be read again behind a busy database.
  const cache = new TtlCache<string, { user: AuthUser; expiresAt: number }>(SESSION_CACHE_MS, 10_000, Date.now, SESSION_CACHE_MS / 2);
  const forgetCached = (userId: number) => cache.deleteWhere((entry) => entry.user.id === userId);
  // The announcement names a user, not a session: a logout forgets all of the user's tokens.
  const forgetUser = announce ?? forgetCached;

  return {
    async open(user, userAgent) {
      ensureUsable(user, config.demoAccountsAllowed);
      const token = randomToken();
      const expiresAt = new Date(ctx.now().getTime() + config.SESSION_TTL_DAYS * 86_400_000);
      await repo.insertSession(db, user.id, sha256(token), expiresAt, userAgent?.slice(0, 300) ?? null);
      await onOpen(user);
      // Spec section 3 (the name's first letter upper case) is applied where the name is shown, in
      // toUserDto: rewriting the stored name could outgrow its column ('ß' becomes 'SS').
      return { token, expires_at: expiresAt.toISOString(), user: await toUserDto(db, user) };
    },

    async authenticate(token) {
      const tokenHash = sha256(token);
      const session = await cache.getOrLoad(tokenHash, async () => {
        const row = await repo.findSessionWithUser(db, tokenHash);
        if (!row) throw new AppError('SESSION_EXPIRED');
        // A deactivated account is told so even though its deactivation ended its sessions: its
        // owner learns why, rather than signing in again to the same answer.
        ensureUsable(row, config.demoAccountsAllowed);
        if (row.revokedAt !== null || row.expiresAt <= ctx.now()) throw new AppError('SESSION_EXPIRED');
        const user: AuthUser = { id: row.userId, uid: row.uid, role: row.role, isDemo: row.isDemo, sessionId: row.sessionId };
        return { user, expiresAt: row.expiresAt.getTime() };
      });
      if (session.expiresAt <= ctx.now().getTime()) {
        // Its time ran out while cached: the database says the same, so it is not asked.
        cache.delete(tokenHash);
        throw new AppError('SESSION_EXPIRED');
      }
      return session.user;
    },

    async revoke(user) {
      await repo.revokeSession(db, user.sessionId, ctx.now());
      forgetUser(user.id);
    },

    async revokeAll(userId) {
      await repo.revokeUserSessions(db, userId, ctx.now());
      forgetUser(userId);
    },

    forgetUser,
    forgetCached,
    forgetAllCached: () => cache.clear(),
  };
}
