/**
 * E-mail and password accounts: sign-up, which never tells which addresses have accounts, and
 * sign-in, with the per-address lock on failed attempts (sign-in-throttle.ts).
 */
import type { Session } from '../../../contract/api/common';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import * as usersRepo from '../users/users.repo';
import { lockNoticeEmail, signUpAttemptEmail } from './auth-emails';
import type { EmailLinks } from './email-links';
import { ensureUsable, type Sessions } from './sessions';
import { claimLockNotice, clearFailures, lockedUntil, recordFailure, SIGN_IN_LOCK_MS } from './sign-in-throttle';

export interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly friendsCode?: string | undefined;
}

export interface PasswordSignIn {
  /** Answers the same whether or not the address has an account; its owner is told by e-mail. */
  signup(input: SignUpInput, origin: string): Promise<{ email: string }>;
  login(input: { email: string; password: string }, userAgent: string | null, origin: string): Promise<Session>;
}

function accountLocked(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('ACCOUNT_LOCKED', { code: 'ACCOUNT_LOCKED_FOR', params: { count: minutes } });
}

/** Counts a failed e-mail sign-in; the failure that locks the address tells its owner, once. */
async function failSignIn(ctx: AppContext, links: EmailLinks, email: string, user: UserRow | undefined, now: Date, origin: string): Promise<never> {
  const until = await recordFailure(ctx.db, email, now);
  if (!until) throw new AppError('INVALID_CREDENTIALS');
  // The notice is claimed for every address and sent after the answer, so the locking attempt
  // takes the same time whether or not an account uses the address.
  if ((await claimLockNotice(ctx.db, email, now)) && user?.status === 'active') {
    const write = (name: string, link: string) => lockNoticeEmail(name, SIGN_IN_LOCK_MS / 60_000, link);
    void links.sendResetLink(user, email, origin, write).catch((error: unknown) => ctx.log.error({ err: error }, 'sign-in lock notice failed'));
  }
  throw accountLocked(until, now);
}

export function createPasswordSignIn(ctx: AppContext, sessions: Sessions, links: EmailLinks): PasswordSignIn {
  const { db, config } = ctx;
  let dummy: Promise<string> | undefined;

  /** A sign-up for an address that has an account: its owner, and only its owner, hears of it. */
  async function tellOwnerOfSignUp(owner: UserRow | undefined, email: string, origin: string): Promise<void> {
    if (owner?.status === 'active') await links.sendResetLink(owner, email, origin, signUpAttemptEmail);
  }

  return {
    async signup(input, origin) {
      // Checked first: the answer about a code says nothing about the address.
      const friendsCode = input.friendsCode?.trim().toUpperCase() || null;
      if (friendsCode && !(await usersRepo.findUserByFriendsCode(db, friendsCode))) throw new AppError('VALIDATION', 'FRIEND_CODE_UNKNOWN', 'friends_code');
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
          referredBy: friendsCode,
        });
        await links.sendVerification(user, origin);
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
        return failSignIn(ctx, links, input.email, user, now, origin);
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) return failSignIn(ctx, links, input.email, user, now, origin);
      ensureUsable(user, config.demoAccountsAllowed);
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
      await clearFailures(db, input.email);
      return sessions.open(user, userAgent);
    },
  };
}
