/**
 * Sign-in with a Google ID token (verified by google.ts): the account that holds the Google
 * subject, else the account of the same verified address, else a new one.
 */
import type { Session } from '../../../contract/api/common';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as usersRepo from '../users/users.repo';
import type { GoogleIdentity, GoogleVerifier } from './google';
import type { Sessions } from './sessions';

export type GoogleSignIn = (idToken: string, userAgent: string | null) => Promise<Session>;

export function createGoogleSignIn(ctx: AppContext, sessions: Sessions, google: GoogleVerifier): GoogleSignIn {
  const { db } = ctx;

  /** The existing account a verified Google address links to, taking over an unproven one. */
  async function linkByEmail(identity: GoogleIdentity & { email: string }): Promise<UserRow | undefined> {
    const byEmail = await usersRepo.findUserByEmail(db, identity.email);
    if (byEmail?.emailVerifiedAt) return usersRepo.updateUser(db, byEmail.id, { googleSub: identity.sub });
    if (!byEmail) return undefined;
    // Whoever registered this address never proved it; Google just did. The address's owner gets
    // the account, and the unproven password and its sessions stop working.
    const user = await usersRepo.updateUser(db, byEmail.id, { googleSub: identity.sub, emailVerifiedAt: ctx.now(), passwordHash: null });
    await sessions.revokeAll(byEmail.id);
    return user;
  }

  return async (idToken, userAgent) => {
    const identity = await google.verify(idToken);
    let user = await usersRepo.findUserByGoogleSub(db, identity.sub);
    if (!user && identity.email && identity.emailVerified) user = await linkByEmail({ ...identity, email: identity.email });
    user ??= await usersRepo.insertUser(db, {
      name: (identity.name ?? identity.email?.split('@')[0] ?? 'Player').replaceAll('\u0000', '').slice(0, 80),
      email: identity.email && identity.emailVerified ? identity.email : null,
      emailVerifiedAt: identity.emailVerified ? ctx.now() : null,
      googleSub: identity.sub,
      type: 'gmail',
    });
    return sessions.open(user, userAgent);
  };
}

/** Without a Google client id the server refuses Google sign-in as not configured. */
export const googleNotConfigured: GoogleSignIn = () => Promise.reject(new AppError('PROVIDER_NOT_CONFIGURED'));
