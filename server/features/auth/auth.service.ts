/**
 * Identity with the local provider, as the routes and app.ts use it: one facade over its parts,
 * each in its own file: sessions (sessions.ts), e-mail and password accounts
 * (password-sign-in.ts), e-mailed links (email-links.ts), SMS codes (phone-otp.ts) and Google
 * sign-in (google-sign-in.ts).
 */
import type { Session } from '../../../contract/api/common';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import * as usersRepo from '../users/users.repo';
import { revokeUserSessions } from './auth.repo';
import { createEmailLinks } from './email-links';
import type { GoogleVerifier } from './google';
import { createGoogleSignIn, googleNotConfigured } from './google-sign-in';
import { createPasswordSignIn, type SignUpInput } from './password-sign-in';
import { createPhoneOtp } from './phone-otp';
import { createSessions } from './sessions';

export interface AuthService {
  authenticate(token: string): Promise<AuthUser>;
  /** Answers the same whether or not the address has an account; its owner is told by e-mail. */
  signup(input: SignUpInput, origin: string): Promise<{ email: string }>;
  login(input: { email: string; password: string }, userAgent: string | null, origin: string): Promise<Session>;
  verifyEmail(token: string): Promise<{ email: string }>;
  resendVerification(email: string, origin: string): Promise<void>;
  sendOtp(mobile: string): Promise<{ expires_in: number; resend_in: number }>;
  verifyOtp(input: { mobile: string; otp: string; name?: string | undefined }, userAgent: string | null): Promise<Session>;
  googleLogin(idToken: string, userAgent: string | null): Promise<Session>;
  forgotPassword(email: string, origin: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
  logout(user: AuthUser): Promise<void>;
  userExists(uid: string): Promise<boolean>;
  /** Forgets cached sessions of a user on every instance (after deactivation, a role change or deletion). */
  forgetUser(userId: number): void;
  /** Forgets cached sessions on this instance only: of one user, or of everyone (`null`), as an access change heard says. */
  forgetCached(userId: number | null): void;
  /**
   * Ends every session of a user in the caller's transaction (an admin's deactivation); the caller
   * calls forgetUser once it has committed, so no request reads the sessions back into the cache.
   */
  endSessions(tx: DbOrTx, userId: number): Promise<void>;
  /** E-mails a link that proves the user's current address. */
  sendEmailVerification(user: UserRow, origin: string): Promise<void>;
  readonly googleEnabled: boolean;
  readonly smsEnabled: boolean;
}

export interface AuthDeps {
  /** Runs as a session opens, before the user record is read for it (the economy's welcome bonus). */
  readonly onSessionOpen?: (user: UserRow) => Promise<void>;
  /** Tells the other instances that a user's sessions changed, after the change committed (lib/access-changes.ts). */
  readonly announceSessionsChanged?: (userId: number) => void;
}

export function createAuthService(ctx: AppContext, google: GoogleVerifier | undefined, deps: AuthDeps = {}): AuthService {
  const sessions = createSessions(ctx, deps.onSessionOpen, deps.announceSessionsChanged);
  const links = createEmailLinks(ctx, sessions);
  const password = createPasswordSignIn(ctx, sessions, links);
  const otp = createPhoneOtp(ctx, sessions);
  const googleLogin = google ? createGoogleSignIn(ctx, sessions, google) : googleNotConfigured;

  return {
    googleEnabled: google !== undefined,
    smsEnabled: ctx.messenger.smsAvailable,
    authenticate: (token) => sessions.authenticate(token),
    logout: (user) => sessions.revoke(user),
    forgetUser: (userId) => sessions.forgetUser(userId),
    forgetCached: (userId) => (userId === null ? sessions.forgetAllCached() : sessions.forgetCached(userId)),
    endSessions: (tx, userId) => revokeUserSessions(tx, userId, ctx.now()),
    signup: (input, origin) => password.signup(input, origin),
    login: (input, userAgent, origin) => password.login(input, userAgent, origin),
    sendEmailVerification: (user, origin) => links.sendVerification(user, origin),
    verifyEmail: (token) => links.verifyEmail(token),
    resendVerification: (email, origin) => links.resendVerification(email, origin),
    forgotPassword: (email, origin) => links.forgotPassword(email, origin),
    resetPassword: (token, newPassword) => links.resetPassword(token, newPassword),
    sendOtp: (mobile) => otp.send(mobile),
    verifyOtp: (input, userAgent) => otp.verify(input, userAgent),
    googleLogin: (idToken, userAgent) => googleLogin(idToken, userAgent),
    userExists: async (uid) => (await usersRepo.findUserByUid(ctx.db, uid)) !== undefined,
  };
}
