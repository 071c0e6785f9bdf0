/** The signed-in user's own record: profile edits, picture, deletion, coins and score. */
import { eq, or } from 'drizzle-orm';
import type { User } from '../../../contract/api/common';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { outboundMessages, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { SettingsService } from '../settings/settings.service';
import { balanceOf, type Balance } from '../economy/ledger.repo';
import { removeProfileImage, storeProfileImage } from './profile-image';
import { toUserDto } from './user-dto';
import * as repo from './users.repo';

export interface ProfilePatch {
  readonly name?: string | undefined;
  readonly email?: string | undefined;
  /** An empty string removes the number. */
  readonly mobile?: string | undefined;
  /** IANA zone, checked by the contract. */
  readonly time_zone?: string | undefined;
}

export interface UsersService {
  get(user: AuthUser): Promise<User>;
  /** `origin` is where the verification link of a changed e-mail points. */
  updateProfile(user: AuthUser, patch: ProfilePatch, origin: string): Promise<{ user: User; emailChanged: boolean }>;
  setProfileImage(user: AuthUser, bytes: Uint8Array): Promise<User>;
  deleteAccount(user: AuthUser): Promise<string[]>;
  /**
   * The one deletion path, self-deletion's and the admin's (delete_admin_user): what is removed in
   * the caller's transaction (messages sent to the user's addresses, then the account, whose
   * personal data cascades). Call `accountRemoved` after the commit. Answers what was removed.
   */
  removeAccount(tx: Tx, row: UserRow): Promise<string[]>;
  /** After removeAccount's commit: caches forgotten, the profile image deleted (true if there was one). */
  accountRemoved(row: UserRow): Promise<boolean>;
  coinScore(user: AuthUser): Promise<Balance>;
}

export interface UsersDeps {
  readonly settings: SettingsService;
  /** Lets other features drop what they cache about a deleted user. */
  readonly onUserRemoved: (userId: number) => void;
  readonly sendEmailVerification: (user: UserRow, origin: string) => Promise<void>;
}

export function createUsersService(ctx: AppContext, { settings, onUserRemoved, sendEmailVerification }: UsersDeps): UsersService {
  const { db } = ctx;

  async function load(user: AuthUser): Promise<UserRow> {
    const row = await repo.findUserById(db, user.id);
    if (!row) throw new AppError('SESSION_EXPIRED');
    return row;
  }

  async function refuseDemo(user: AuthUser): Promise<void> {
    if (user.isDemo && (await settings.systemConfig()).demo_mode === '1') throw new AppError('PROFILE_UPDATE_DEMO');
  }

  async function removeAccount(tx: Tx, row: UserRow): Promise<string[]> {
    const removed = ['account', 'sessions', 'coins and score', 'quiz results', 'level progress', 'subscription records'];
    const addresses = [row.email, row.mobile].filter((a): a is string => a !== null);
    if (addresses.length > 0) {
      await tx.delete(outboundMessages).where(or(...addresses.map((a) => eq(outboundMessages.to, a))));
      removed.push('messages sent to you');
    }
    // Every table holding personal data references users with ON DELETE CASCADE.
    await repo.deleteUser(tx, row.id);
    return removed;
  }

  async function accountRemoved(row: UserRow): Promise<boolean> {
    onUserRemoved(row.id);
    return removeProfileImage(ctx.config.uploadsDir, row.profile);
  }

  return {
    async get(user) {
      return toUserDto(db, await load(user));
    },

    async updateProfile(user, patch, origin) {
      // The device's time zone is a setting of the device, not an edit of the (shared) demo profile.
      const onlyTimeZone = patch.name === undefined && patch.email === undefined && patch.mobile === undefined;
      if (!onlyTimeZone) await refuseDemo(user);
      const row = await load(user);
      const changes: Partial<UserRow> = {};
      if (patch.name !== undefined) changes.name = patch.name;
      if (patch.time_zone !== undefined && patch.time_zone !== row.timeZone) changes.timeZone = patch.time_zone;
      let emailChanged = false;
      if (patch.email !== undefined && patch.email !== row.email) {
        const owner = await repo.findUserByEmail(db, patch.email);
        if (owner && owner.id !== row.id) throw new AppError('EMAIL_TAKEN', undefined, 'email');
        changes.email = patch.email;
        // A new address has to be proven again before it can be used to sign in.
        changes.emailVerifiedAt = null;
        emailChanged = true;
      }
      if (patch.mobile !== undefined && patch.mobile !== (row.mobile ?? '')) {
        if (row.type === 'mobile') throw new AppError('INVALID_MOBILE', 'MOBILE_IS_SIGN_IN', 'mobile');
        if (patch.mobile !== '') {
          const owner = await repo.findUserByMobile(db, patch.mobile);
          if (owner && owner.id !== row.id) throw new AppError('MOBILE_TAKEN', undefined, 'mobile');
        }
        changes.mobile = patch.mobile === '' ? null : patch.mobile;
        // Typed, not proven: it signs in by SMS only after a code sent to it is entered.
        changes.mobileVerifiedAt = null;
      }
      const updated = Object.keys(changes).length > 0 ? await repo.updateUser(db, row.id, changes) : row;
      if (emailChanged) await sendEmailVerification(updated, origin);
      return { user: await toUserDto(db, updated), emailChanged };
    },

    async setProfileImage(user, bytes) {
      await refuseDemo(user);
      const row = await load(user);
      const url = await storeProfileImage(ctx.config.uploadsDir, row.uid, bytes);
      const updated = await repo.updateUser(db, row.id, { profile: url });
      await removeProfileImage(ctx.config.uploadsDir, row.profile);
      return toUserDto(db, updated);
    },

    async deleteAccount(user) {
      await refuseDemo(user);
      const row = await load(user);
      const removed = await db.transaction((tx) => removeAccount(tx, row));
      if (await accountRemoved(row)) removed.push('profile image');
      return removed;
    },

    removeAccount: (tx, row) => removeAccount(tx, row),
    accountRemoved: (row) => accountRemoved(row),

    async coinScore(user) {
      return balanceOf(db, user.id);
    },
  };
}
