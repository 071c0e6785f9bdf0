/** Identity with the local provider: accounts, sessions, e-mail links, SMS codes and Google sign-in. */
import type { Session } from '../../../contract/api/common';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { randomDigits, randomToken, sha256 } from '../../lib/ids';
import { TtlCache } from '../../lib/ttl-cache';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { toUserDto } from '../users/user-dto';
import * as usersRepo from '../users/users.repo';
import type { UserRow } from '../../db/schema';
import * as repo from './auth.repo';
import { lockNoticeEmail, resetEmail, signUpAttemptEmail, tokenLink, verificationEmail, type AccountEmail } from './auth-emails';
import type { AuthUser } from './auth-user';
import { claimLockNotice, clearFailures, lockedUntil, recordFailure, SIGN_IN_LOCK_MS } from './sign-in-throttle';
import type { GoogleVerifier } from './google';

export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_ATTEMPTS = 5;
const VERIFY_LINK_TTL_MS = 48 * 3600_000;
/**
 * How long a resolved token is trusted without asking the database again. Revocations on this
 * instance take effect at once; on another instance within this time.
 */
export const SESSION_CACHE_MS = 10_000;
const RESET_LINK_TTL_MS = 3600_000;

export interface AuthService {
  authenticate(token: string): Promise<AuthUser>;
  /** Answers the same whether or not the address has an account; its owner is told by e-mail. */
  signup(input: { name: string; email: string; password: string; friendsCode?: string | undefined }, origin: string): Promise<{ email: string }>;
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
  /** Forgets cached sessions of a user (after deactivation or deletion). */
  forgetUser(userId: number): void;
  /** E-mails a link that proves the user's current address. */
  sendEmailVerification(user: UserRow, origin: string): Promise<void>;
  readonly googleEnabled: boolean;
  readonly smsEnabled: boolean;
}

/**
 * An account may sign in and use its sessions while it is active. A demo account (its password is
 * in the README) never may where demo accounts are not allowed: production seeds none, but a
 * database kept from an earlier start could still hold one.
 */
function ensureUsable(account: { status: string; isDemo: boolean }, demoAccountsAllowed: boolean): void {
  if (account.status !== 'active' || (account.isDemo && !demoAccountsAllowed)) throw new AppError('ACCOUNT_DEACTIVATED');
}

function accountLocked(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(
    'ACCOUNT_LOCKED',
    `Too many failed sign-ins for this account. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`,
  );
}

export function createAuthService(ctx: AppContext, google: GoogleVerifier | undefined): AuthService {
  const { db, config, messenger } = ctx;
  let dummy: Promise<string> | undefined;
  const sessionCache = new TtlCache<string, { user: AuthUser; expiresAt: number }>(SESSION_CACHE_MS);

  async function openSession(user: UserRow, userAgent: string | null): Promise<Session> {
    ensureUsable(user, config.demoAccountsAllowed);
    const token = randomToken();
    const expiresAt = new Date(ctx.now().getTime() + config.SESSION_TTL_DAYS * 86_400_000);
    await repo.insertSession(db, user.id, sha256(token), expiresAt, userAgent?.slice(0, 300) ?? null);
    // Spec section 3 (the name's first letter upper case) is applied where the name is shown, in
    // toUserDto: rewriting the stored name could outgrow its column ('ß' becomes 'SS').
    return { token, expires_at: expiresAt.toISOString(), user: await toUserDto(db, user) };
  }

  /**
   * The account a proven number signs in to. A number typed into a profile but never proven by a
   * code does not own it: the code's holder gets it, and the unproven claim is dropped.
   */
  async function userForProvenMobile(mobile: string, name: string | undefined): Promise<UserRow> {
    const holder = await usersRepo.findUserByMobile(db, mobile);
    if (holder?.mobileVerifiedAt) return holder;
    if (holder) await usersRepo.updateUser(db, holder.id, { mobile: null });
    return usersRepo.insertUser(db, { name: name ?? `Player ${mobile.slice(-4)}`, mobile, mobileVerifiedAt: ctx.now(), type: 'mobile' });
  }

  async function sendVerification(user: UserRow, origin: string): Promise<void> {
    if (!user.email) return;
    const token = randomToken();
    await repo.retireCodes(db, 'verify_email', user.email, ctx.now());
    await repo.insertCode(db, {
      purpose: 'verify_email',
      subject: user.email,
      userId: user.id,
      codeHash: sha256(token),
      createdAt: ctx.now(),
      expiresAt: new Date(ctx.now().getTime() + VERIFY_LINK_TTL_MS),
    });
    const link = tokenLink(origin, '/auth/verify-email', token);
    await messenger.sendEmail({ to: user.email, ...verificationEmail(user.name, link), link });
  }

  /** E-mails an account's owner a one-hour password reset link inside the message `write` makes. */
  async function sendResetLink(user: UserRow, email: string, origin: string, write: (name: string, link: string) => AccountEmail): Promise<void> {
    const token = randomToken();
    await repo.retireCodes(db, 'reset_password', email, ctx.now());
    await repo.insertCode(db, {
      purpose: 'reset_password',
      subject: email,
      userId: user.id,
      codeHash: sha256(token),
      createdAt: ctx.now(),
      expiresAt: new Date(ctx.now().getTime() + RESET_LINK_TTL_MS),
    });
    const link = tokenLink(origin, '/auth/reset-password', token);
    await messenger.sendEmail({ to: email, ...write(user.name, link), link });
  }

  /** A sign-up for an address that has an account: its owner, and only its owner, hears of it. */
  async function tellOwnerOfSignUp(owner: UserRow | undefined, email: string, origin: string): Promise<void> {
    if (owner?.status === 'active') await sendResetLink(owner, email, origin, signUpAttemptEmail);
  }

  /** Counts a failed e-mail sign-in; the failure that locks the address tells its owner, once. */
  async function failSignIn(email: string, user: UserRow | undefined, now: Date, origin: string): Promise<never> {
    const until = await recordFailure(db, email, now);
    if (!until) throw new AppError('INVALID_CREDENTIALS');
    // The notice is claimed for every address and sent after the answer, so the locking attempt
    // takes the same time whether or not an account uses the address.
    if ((await claimLockNotice(db, email, now)) && user?.status === 'active') {
      const write = (name: string, link: string) => lockNoticeEmail(name, SIGN_IN_LOCK_MS / 60_000, link);
      void sendResetLink(user, email, origin, write).catch((error: unknown) => ctx.log.error({ err: error }, 'sign-in lock notice failed'));
    }
    throw accountLocked(until, now);
  }

  async function consumeLink(purpose: 'verify_email' | 'reset_password', token: string) {
    const code = await repo.findOpenCodeByHash(db, purpose, sha256(token));
    if (!code || code.expiresAt <= ctx.now() || code.userId === null) throw new AppError('TOKEN_INVALID', undefined, 'token');
    if (!(await repo.useCode(db, code.id, ctx.now()))) throw new AppError('TOKEN_INVALID', undefined, 'token');
    return code as typeof code & { userId: number };
  }

  return {
    googleEnabled: google !== undefined,
    smsEnabled: messenger.smsAvailable,
    sendEmailVerification: (user, origin) => sendVerification(user, origin),

    async authenticate(token) {
      const tokenHash = sha256(token);
      const cached = sessionCache.get(tokenHash);
      if (cached && cached.expiresAt > ctx.now().getTime()) return cached.user;
      const row = await repo.findSessionWithUser(db, tokenHash);
      if (!row || row.revokedAt !== null || row.expiresAt <= ctx.now()) throw new AppError('SESSION_EXPIRED');
      ensureUsable(row, config.demoAccountsAllowed);
      const user: AuthUser = { id: row.userId, uid: row.uid, role: row.role, isDemo: row.isDemo, sessionId: row.sessionId };
      sessionCache.set(tokenHash, { user, expiresAt: row.expiresAt.getTime() });
      return user;
    },

    forgetUser(userId) {
      sessionCache.deleteWhere((entry) => entry.user.id === userId);
    },

    async signup(input, origin) {
      const owner = await usersRepo.findUserByEmail(db, input.email);
      // Hashed even for a taken address, which then costs about as much time as a new account.
      const passwordHash = await hashPassword(input.password, config.PASSWORD_HASH_COST);
      if (owner) {
        await tellOwnerOfSignUp(owner, input.email, origin);
        return { email: input.email };
      }
      try {
        const user = await usersRepo.insertUser(db, {
          name: input.name,
          email: input.email,
          passwordHash,
          type: 'email',
          referredBy: input.friendsCode?.toUpperCase() ?? null,
        });
        await sendVerification(user, origin);
      } catch (error) {
        // A simultaneous sign-up took the address between the check and the insert.
        if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
        await tellOwnerOfSignUp(await usersRepo.findUserByEmail(db, input.email), input.email, origin);
      }
      return { email: input.email };
    },

    async login(input, userAgent, origin) {
      const now = ctx.now();
      // Checked before the password, so a locked address refuses even the right one.
      const until = await lockedUntil(db, input.email, now);
      if (until) throw accountLocked(until, now);
      const user = await usersRepo.findUserByEmail(db, input.email);
      if (!user?.passwordHash) {
        // Spend the same time as a real check, so response time does not reveal which e-mails exist.
        dummy ??= dummyHash(config.PASSWORD_HASH_COST);
        await verifyPassword(input.password, await dummy);
        return failSignIn(input.email, user, now, origin);
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) return failSignIn(input.email, user, now, origin);
      ensureUsable(user, config.demoAccountsAllowed);
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
      await clearFailures(db, input.email);
      return openSession(user, userAgent);
    },

    async verifyEmail(token) {
      const code = await consumeLink('verify_email', token);
      const user = await usersRepo.findUserById(db, code.userId);
      if (!user?.email || user.email !== code.subject) throw new AppError('TOKEN_INVALID', undefined, 'token');
      if (!user.emailVerifiedAt) await usersRepo.updateUser(db, user.id, { emailVerifiedAt: ctx.now() });
      return { email: user.email };
    },

    async resendVerification(email, origin) {
      const user = await usersRepo.findUserByEmail(db, email);
      if (user && !user.emailVerifiedAt && user.status === 'active') await sendVerification(user, origin);
    },

    async sendOtp(mobile) {
      if (!messenger.smsAvailable) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Sign-in by SMS is not available on this server.');
      const last = await repo.latestCodeCreatedAt(db, 'otp', mobile);
      const now = ctx.now();
      if (last) {
        const wait = Math.ceil(OTP_RESEND_SECONDS - (now.getTime() - last.getTime()) / 1000);
        if (wait > 0) throw new AppError('RATE_LIMITED', `Please wait ${wait} seconds before asking for a new code.`);
      }
      const code = randomDigits(6);
      await repo.retireCodes(db, 'otp', mobile, now);
      const existing = await usersRepo.findUserByMobile(db, mobile);
      await repo.insertCode(db, {
        purpose: 'otp',
        subject: mobile,
        userId: existing?.id ?? null,
        codeHash: sha256(`${mobile}:${code}`),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      });
      await messenger.sendSms({ to: mobile, body: `${code} is your Quizhive code. It expires in 5 minutes.`, code });
      return { expires_in: OTP_TTL_SECONDS, resend_in: OTP_RESEND_SECONDS };
    },

    async verifyOtp(input, userAgent) {
      const now = ctx.now();
      const code = await repo.latestOpenCode(db, 'otp', input.mobile, now);
      if (!code) throw new AppError('OTP_EXPIRED', undefined, 'otp');
      const attempts = await repo.spendAttempt(db, code.id, OTP_MAX_ATTEMPTS);
      if (attempts === undefined) throw new AppError('OTP_EXPIRED', 'Too many wrong codes. Please request a new one.', 'otp');
      if (code.codeHash !== sha256(`${input.mobile}:${input.otp}`)) {
        if (attempts >= OTP_MAX_ATTEMPTS) {
          await repo.useCode(db, code.id, now);
          throw new AppError('OTP_EXPIRED', 'Too many wrong codes. Please request a new one.', 'otp');
        }
        throw new AppError('OTP_INVALID', undefined, 'otp');
      }
      if (!(await repo.useCode(db, code.id, now))) throw new AppError('OTP_EXPIRED', undefined, 'otp');
      return openSession(await userForProvenMobile(input.mobile, input.name), userAgent);
    },

    async googleLogin(idToken, userAgent) {
      if (!google) throw new AppError('PROVIDER_NOT_CONFIGURED');
      const identity = await google.verify(idToken);
      let user = await usersRepo.findUserByGoogleSub(db, identity.sub);
      if (!user && identity.email && identity.emailVerified) {
        const byEmail = await usersRepo.findUserByEmail(db, identity.email);
        if (byEmail?.emailVerifiedAt) {
          user = await usersRepo.updateUser(db, byEmail.id, { googleSub: identity.sub });
        } else if (byEmail) {
          // Whoever registered this address never proved it; Google just did. The address's owner
          // gets the account, and the unproven password and its sessions stop working.
          user = await usersRepo.updateUser(db, byEmail.id, { googleSub: identity.sub, emailVerifiedAt: ctx.now(), passwordHash: null });
          await repo.revokeUserSessions(db, byEmail.id, ctx.now());
          sessionCache.deleteWhere((entry) => entry.user.id === byEmail.id);
        }
      }
      user ??= await usersRepo.insertUser(db, {
        name: (identity.name ?? identity.email?.split('@')[0] ?? 'Player').replaceAll('\u0000', '').slice(0, 80),
        email: identity.email && identity.emailVerified ? identity.email : null,
        emailVerifiedAt: identity.emailVerified ? ctx.now() : null,
        googleSub: identity.sub,
        type: 'gmail',
      });
      return openSession(user, userAgent);
    },

    async forgotPassword(email, origin) {
      const user = await usersRepo.findUserByEmail(db, email);
      if (!user || user.status !== 'active') return;
      await sendResetLink(user, email, origin, resetEmail);
    },

    async resetPassword(token, password) {
      const code = await consumeLink('reset_password', token);
      const user = await usersRepo.findUserById(db, code.userId);
      if (!user || user.email !== code.subject) throw new AppError('TOKEN_INVALID', undefined, 'token');
      const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
      // Opening the e-mailed link proves the address, so it also counts as verification.
      await usersRepo.updateUser(db, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now() });
      await repo.revokeUserSessions(db, user.id, ctx.now());
      sessionCache.deleteWhere((entry) => entry.user.id === user.id);
      // Whoever can reset the password may sign in with it at once, lock or not.
      await clearFailures(db, code.subject);
    },

    async logout(user) {
      await repo.revokeSession(db, user.sessionId, ctx.now());
      sessionCache.deleteWhere((entry) => entry.user.sessionId === user.sessionId);
    },

    async userExists(uid) {
      return (await usersRepo.findUserByUid(db, uid)) !== undefined;
    },
  };
}
