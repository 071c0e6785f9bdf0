/**
 * The e-mailed one-time links: verifying an address and resetting a password. A link's token is
 * stored hashed, travels in the link's fragment (auth-emails.ts tokenLink), is retired when a newer
 * one is sent, and is consumed with a conditional update, so it works exactly once.
 */
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import * as usersRepo from '../users/users.repo';
import { resetEmail, tokenLink, verificationEmail, type AccountEmail } from './auth-emails';
import * as repo from './auth.repo';
import type { Sessions } from './sessions';
import { clearFailures } from './sign-in-throttle';

type LinkPurpose = 'verify_email' | 'reset_password';

/** Where each link opens in the PWA and how long it works. */
const LINKS: Readonly<Record<LinkPurpose, { page: '/auth/verify-email' | '/auth/reset-password'; ttlMs: number }>> = {
  verify_email: { page: '/auth/verify-email', ttlMs: 48 * 3600_000 },
  reset_password: { page: '/auth/reset-password', ttlMs: 3600_000 },
};

/** Builds the message around the link, e.g. a reset or a notice that ends with one. */
export type LinkEmail = (name: string, link: string) => AccountEmail;

export interface EmailLinks {
  /** E-mails a link that proves the user's current address (nothing for an account without one). */
  sendVerification(user: UserRow, origin: string): Promise<void>;
  /** E-mails an account's owner a one-hour password reset link inside the message `write` makes. */
  sendResetLink(user: UserRow, email: string, origin: string, write: LinkEmail): Promise<void>;
  verifyEmail(token: string): Promise<{ email: string }>;
  resendVerification(email: string, origin: string): Promise<void>;
  forgotPassword(email: string, origin: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
}

/** A new link for `email`; the older open links of the same purpose stop working. */
async function issue(ctx: AppContext, purpose: LinkPurpose, user: UserRow, email: string, origin: string): Promise<string> {
  const token = randomToken();
  await repo.retireCodes(ctx.db, purpose, email, ctx.now());
  await repo.insertCode(ctx.db, {
    purpose,
    subject: email,
    userId: user.id,
    codeHash: sha256(token),
    createdAt: ctx.now(),
    expiresAt: new Date(ctx.now().getTime() + LINKS[purpose].ttlMs),
  });
  return tokenLink(origin, LINKS[purpose].page, token);
}

/** Uses up an open, unexpired link of `purpose`: exactly once, even for concurrent requests. */
async function consume(ctx: AppContext, purpose: LinkPurpose, token: string) {
  const code = await repo.findOpenCodeByHash(ctx.db, purpose, sha256(token));
  if (!code || code.expiresAt <= ctx.now() || code.userId === null) throw new AppError('TOKEN_INVALID', undefined, 'token');
  if (!(await repo.useCode(ctx.db, code.id, ctx.now()))) throw new AppError('TOKEN_INVALID', undefined, 'token');
  return code as typeof code & { userId: number };
}

export function createEmailLinks(ctx: AppContext, sessions: Sessions): EmailLinks {
  const { db, config, messenger } = ctx;

  const links: EmailLinks = {
    async sendVerification(user, origin) {
      if (!user.email) return;
      const link = await issue(ctx, 'verify_email', user, user.email, origin);
      await messenger.sendEmail({ to: user.email, ...verificationEmail(user.name, link), link });
    },

    async sendResetLink(user, email, origin, write) {
      const link = await issue(ctx, 'reset_password', user, email, origin);
      await messenger.sendEmail({ to: email, ...write(user.name, link), link });
    },

    async verifyEmail(token) {
      const code = await consume(ctx, 'verify_email', token);
      const user = await usersRepo.findUserById(db, code.userId);
      if (!user?.email || user.email !== code.subject) throw new AppError('TOKEN_INVALID', undefined, 'token');
      if (!user.emailVerifiedAt) await usersRepo.updateUser(db, user.id, { emailVerifiedAt: ctx.now() });
      return { email: user.email };
    },

    async resendVerification(email, origin) {
      const user = await usersRepo.findUserByEmail(db, email);
      if (user && !user.emailVerifiedAt && user.status === 'active') await links.sendVerification(user, origin);
    },

    async forgotPassword(email, origin) {
      const user = await usersRepo.findUserByEmail(db, email);
      if (!user || user.status !== 'active') return;
      await links.sendResetLink(user, email, origin, resetEmail);
    },

    async resetPassword(token, password) {
      const code = await consume(ctx, 'reset_password', token);
      const user = await usersRepo.findUserById(db, code.userId);
      if (!user || user.email !== code.subject) throw new AppError('TOKEN_INVALID', undefined, 'token');
      const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
      // Opening the e-mailed link proves the address, so it also counts as verification.
      await usersRepo.updateUser(db, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now() });
      await sessions.revokeAll(user.id);
      // Whoever can reset the password may sign in with it at once, lock or not.
      await clearFailures(db, code.subject);
    },
  };
  return links;
}
