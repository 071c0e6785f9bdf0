/**
 * Sign-in by a 6-digit code sent by SMS. A code is stored hashed with the number, works for five
 * minutes and for five guesses (each guess spent in one statement), and exactly once.
 */
import type { Session } from '../../../contract/api/common';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomDigits, sha256 } from '../../lib/ids';
import * as usersRepo from '../users/users.repo';
import * as repo from './auth.repo';
import type { Sessions } from './sessions';

export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_ATTEMPTS = 5;

export interface PhoneOtp {
  send(mobile: string): Promise<{ expires_in: number; resend_in: number }>;
  verify(input: { mobile: string; otp: string; name?: string | undefined }, userAgent: string | null): Promise<Session>;
}

const tooManyGuesses = () => new AppError('OTP_EXPIRED', 'OTP_TOO_MANY_TRIES', 'otp');

export function createPhoneOtp(ctx: AppContext, sessions: Sessions): PhoneOtp {
  const { db, messenger } = ctx;

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

  return {
    async send(mobile) {
      if (!messenger.smsAvailable) throw new AppError('PROVIDER_NOT_CONFIGURED', 'SMS_UNAVAILABLE');
      const last = await repo.latestCodeCreatedAt(db, 'otp', mobile);
      const now = ctx.now();
      if (last) {
        const wait = Math.ceil(OTP_RESEND_SECONDS - (now.getTime() - last.getTime()) / 1000);
        if (wait > 0) throw new AppError('RATE_LIMITED', { code: 'OTP_WAIT', params: { count: wait } });
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

    async verify(input, userAgent) {
      const now = ctx.now();
      const code = await repo.latestOpenCode(db, 'otp', input.mobile, now);
      if (!code) throw new AppError('OTP_EXPIRED', undefined, 'otp');
      const attempts = await repo.spendAttempt(db, code.id, OTP_MAX_ATTEMPTS);
      if (attempts === undefined) throw tooManyGuesses();
      if (code.codeHash !== sha256(`${input.mobile}:${input.otp}`)) {
        if (attempts >= OTP_MAX_ATTEMPTS) {
          await repo.useCode(db, code.id, now);
          throw tooManyGuesses();
        }
        throw new AppError('OTP_INVALID', undefined, 'otp');
      }
      if (!(await repo.useCode(db, code.id, now))) throw new AppError('OTP_EXPIRED', undefined, 'otp');
      return sessions.open(await userForProvenMobile(input.mobile, input.name), userAgent);
    },
  };
}
