/**
 * Payout requests (issue 13; spec sections 3, 4, 8 and 9; docs/ECONOMY.md "Payouts"). A player turns
 * coins into money: the coins are held by a spend in the request's own transaction (the economy's
 * spendIn; billing never writes the ledger), given back once by a refund when the player withdraws a
 * pending request or an admin rejects it, and kept when an admin completes it. One request per 48
 * hours, under any concurrency: every write locks the player's row first (EconomyService.lockPlayer),
 * then reads their latest request.
 */
import type { AdminPaymentRequest, PaymentRequest } from '../../../contract/api/payouts';
import { PAYMENT_REQUEST_INTERVAL_HOURS, coinsForAmount, type PaymentType } from '../../../contract/billing/payouts';
import { PAYOUT_HOLD_TYPE, PAYOUT_REFUND_TYPE } from '../../../contract/economy/ledger';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import type { EconomyService } from '../economy/economy.service';
import { payoutTitles } from '../economy/titles';
import type { SettingsService } from '../settings/settings.service';
import { displayName } from '../users/user-dto';
import * as repo from './payouts.repo';

const INTERVAL_MS = PAYMENT_REQUEST_INTERVAL_HOURS * 3_600_000;

const METHOD_NAMES: Readonly<Record<PaymentType, string>> = { paypal: 'PayPal', paytm: 'Paytm', stripe: 'Stripe' };

export interface PayoutsDeps {
  readonly economy: Pick<EconomyService, 'spendIn' | 'refund' | 'lockPlayer' | 'notifyIn' | 'balance'>;
  readonly settings: Pick<SettingsService, 'systemConfig'>;
  /**
   * Refuses, in the admin write's transaction, an admin the database no longer has as an active admin
   * (the gate read a cached session): the admin feature's ensureStillAdmin, given by app.ts, since
   * billing does not import admin.
   */
  readonly ensureStillAdmin: (tx: Tx, adminId: number) => Promise<void>;
  /** The player's coins changed (a hold or a refund), called after the commit: the live channel tells their devices. */
  readonly onCoinsChanged?: (userId: number) => void | Promise<void>;
  /** A notification was stored for the player, called after the commit. */
  readonly onNotification?: (userId: number, notificationId: number, title: string) => void | Promise<void>;
}

export interface NewPayout {
  readonly payment_type: PaymentType;
  readonly payment_address: string;
  readonly payment_amount: number;
  readonly coin_used?: number | undefined;
  readonly details: string;
}

export interface PayoutsService {
  /** set_payment_request: holds the coins and stores the request, or refuses (48 hours, minimum, coins). */
  request(user: AuthUser, payout: NewPayout): Promise<{ request: PaymentRequest; coins: number }>;
  /** get_payment_request: the player's requests, newest first, and when they may ask again. */
  list(user: AuthUser, page: { offset: number; limit: number }): Promise<{ total: number; data: PaymentRequest[]; next_request_at: string | null }>;
  /** delete_pending_payment_request: withdraws a pending request of the player's own; its coins come back once. */
  withdraw(user: AuthUser, paymentId: number): Promise<{ coins: number; refunded: number }>;
  /** get_admin_payment_requests. */
  listForAdmin(filter: repo.AdminFilter): Promise<{ total: number; data: AdminPaymentRequest[]; pending_total: number }>;
  /** set_admin_payment_request: completes or rejects (coins back) a pending request, with a note and a notification. */
  process(admin: AuthUser, change: { paymentId: number; status: 'completed' | 'rejected'; note: string }): Promise<AdminPaymentRequest>;
  /** The admin dashboard's figure: pending requests and the money they ask for in the configured currency. */
  pendingSummary(): Promise<{ count: number; amount: number; currency: string }>;
}

/** Money as the notifications write it: 12.50 USD. */
export function formatMoney(amountMinor: number, currency: string): string {
  return `${(amountMinor / 100).toFixed(2)} ${currency}`;
}

function toDto(row: repo.PaymentRequestRow): PaymentRequest {
  return {
    id: row.id,
    payment_type: row.paymentType,
    payment_address: row.paymentAddress,
    payment_amount: row.amount,
    currency: row.currency,
    coin_used: row.coinUsed,
    details: row.details,
    status: row.status,
    note: row.note,
    date: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
  };
}

function toAdminDto(row: repo.AdminPaymentRequestRow): AdminPaymentRequest {
  return {
    ...toDto(row),
    user: { id: row.userId, name: displayName(row.userName), email: row.userEmail },
    processed_by: row.processedByName,
  };
}

const notFound = (paymentId: number) => new AppError('NOT_FOUND', { text: `No payment request ${paymentId} of yours` }, 'payment_id');

/** What the player is told when an admin completes or rejects their request. */
function outcomeNotice(row: repo.PaymentRequestRow, status: 'completed' | 'rejected', note: string, refunded: number) {
  const what = `Your payout request of ${formatMoney(row.amount, row.currency)} by ${METHOD_NAMES[row.paymentType]}`;
  return status === 'completed'
    ? { title: 'Payout completed', body: `${what} is completed: the money was sent to ${row.paymentAddress}. Note: ${note}` }
    : { title: 'Payout request rejected', body: `${what} was rejected and its ${refunded} coins are back in your wallet. Note: ${note}` };
}

export function createPayoutsService(ctx: AppContext, deps: PayoutsDeps): PayoutsService {
  const { db } = ctx;
  const { economy } = deps;

  /** Runs an after-commit callback; its failure is logged, never the caller's (the write is committed). */
  function afterCommit(what: string, run: () => void | Promise<void>): void {
    try {
      Promise.resolve(run()).catch((error: unknown) => ctx.log.warn({ err: error }, `payouts: ${what} failed after the commit`));
    } catch (error) {
      ctx.log.warn({ err: error }, `payouts: ${what} failed after the commit`);
    }
  }
  const coinsChanged = (userId: number) => afterCommit('onCoinsChanged', () => deps.onCoinsChanged?.(userId));
  const notified = (userId: number, id: number | null, title: string) => {
    if (id !== null) afterCommit('onNotification', () => deps.onNotification?.(userId, id, title));
  };

  return {
    async request(user, payout) {
      // Configuration is read before the transaction (on the embedded database a read outside it would wait for it).
      const config = await deps.settings.systemConfig();
      const currency = config.payout_currency;
      if (payout.payment_amount < config.payout_min_amount) {
        throw new AppError('PAYOUT_BELOW_MINIMUM', { text: `The least you can ask for is ${formatMoney(config.payout_min_amount, currency)}` }, 'payment_amount');
      }
      const coins = coinsForAmount(payout.payment_amount, config.payout_coins_per_unit);
      if (payout.coin_used !== undefined && payout.coin_used !== coins) {
        throw new AppError('VALIDATION', { text: `This payout takes ${coins} coins, not ${payout.coin_used}` }, 'coin_used');
      }
      const { row, balance } = await db.transaction(async (tx) => {
        // The player's row first: a second request of theirs waits here until this one commits, then sees it below.
        await economy.lockPlayer(tx, user.id);
        const now = ctx.now();
        const last = await repo.latestRequestAt(tx, user.id);
        if (last && now.getTime() - last.getTime() < INTERVAL_MS) throw new AppError('PAYMENT_REQUEST_TOO_SOON');
        const id = await repo.nextRequestId(tx);
        const hold = await economy.spendIn(tx, user.id, { coins, type: PAYOUT_HOLD_TYPE, title: payoutTitles.hold, ref: `payout:${id}`, key: `payout:${id}` });
        const inserted = await repo.insertRequest(tx, {
          id,
          userId: user.id,
          paymentType: payout.payment_type,
          paymentAddress: payout.payment_address,
          amount: payout.payment_amount,
          currency,
          coinUsed: coins,
          details: payout.details,
          spendEntryId: hold.entryId,
          createdAt: now,
        });
        return { row: inserted, balance: await economy.balance(tx, user.id) };
      });
      coinsChanged(user.id);
      return { request: toDto(row), coins: balance.coins };
    },

    async list(user, page) {
      const [{ rows, total }, last] = await Promise.all([repo.listOwn(db, user.id, page), repo.latestRequestAt(db, user.id)]);
      const next = last ? last.getTime() + INTERVAL_MS : null;
      return { total, data: rows.map(toDto), next_request_at: next !== null && next > ctx.now().getTime() ? new Date(next).toISOString() : null };
    },

    async withdraw(user, paymentId) {
      const result = await db.transaction(async (tx) => {
        await economy.lockPlayer(tx, user.id);
        // Another player's request is not found, as one that does not exist.
        const row = await repo.lockRequest(tx, paymentId, user.id);
        if (!row) throw notFound(paymentId);
        if (row.status !== 'pending') throw new AppError('PAYMENT_REQUEST_CLOSED', undefined, 'payment_id');
        const refund = await economy.refund(tx, user.id, row.spendEntryId, payoutTitles.withdrawn, PAYOUT_REFUND_TYPE);
        await repo.deleteRequest(tx, paymentId);
        return { coins: (await economy.balance(tx, user.id)).coins, refunded: refund.coins };
      });
      coinsChanged(user.id);
      return result;
    },

    async listForAdmin(filter) {
      const { rows, total, pendingTotal } = await repo.listForAdmin(db, filter);
      return { total, data: rows.map(toAdminDto), pending_total: pendingTotal };
    },

    async process(admin, { paymentId, status, note }) {
      const owner = await repo.ownerOf(db, paymentId);
      if (owner === null) throw new AppError('NOT_FOUND', { text: `No payment request ${paymentId}` }, 'payment_id');
      const outcome = await db.transaction(async (tx) => {
        // The player's row, then the request: the order the player's own withdrawal takes.
        await economy.lockPlayer(tx, owner);
        await deps.ensureStillAdmin(tx, admin.id);
        const row = await repo.lockRequest(tx, paymentId, owner);
        if (!row) throw new AppError('NOT_FOUND', { text: `No payment request ${paymentId}` }, 'payment_id');
        if (row.status !== 'pending') throw new AppError('PAYMENT_REQUEST_CLOSED', undefined, 'payment_id');
        const refund = status === 'rejected' ? await economy.refund(tx, owner, row.spendEntryId, payoutTitles.rejected, PAYOUT_REFUND_TYPE) : null;
        const at = ctx.now();
        const adminName = displayName((await repo.userName(tx, admin.id)) ?? '');
        await repo.markProcessed(tx, paymentId, { status, note, refundEntryId: refund?.entryId ?? null, processedBy: admin.id, processedByName: adminName, processedAt: at });
        const notice = outcomeNotice(row, status, note, refund?.coins ?? 0);
        const notificationId = await economy.notifyIn(tx, {
          userId: owner,
          type: 'payout',
          ...notice,
          data: { payment_id: paymentId, status, note, amount: row.amount, currency: row.currency, coins: row.coinUsed },
          eventKey: `payout:${paymentId}`,
          at,
        });
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'set_admin_payment_request',
          subject: `payment_request:${paymentId}`,
          before: { status: row.status },
          after: { status, note, ...(refund ? { coins_refunded: refund.coins } : {}) },
          at,
        });
        const updated = await repo.findForAdmin(tx, paymentId);
        if (!updated) throw new Error(`payment request ${paymentId} vanished in its own transaction`);
        return { updated, notificationId, title: notice.title };
      });
      if (status === 'rejected') coinsChanged(owner);
      notified(owner, outcome.notificationId, outcome.title);
      return toAdminDto(outcome.updated);
    },

    async pendingSummary() {
      const { payout_currency: currency } = await deps.settings.systemConfig();
      return { ...(await repo.pendingSummary(db, currency)), currency };
    },
  };
}
