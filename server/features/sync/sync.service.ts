/**
 * Applies outbox operations exactly once: an op's (user, op_id) claim row commits in the same
 * transaction as its effect, so a repeated delivery finds the row and gets the stored result, a
 * concurrent one waits on the user's lock and then does the same, and a failed op leaves nothing
 * behind. A batch normally runs in one transaction, and a run of consecutive ops of one kind whose
 * handler has applyMany is applied with a few set-based queries rather than a few per op (replaying
 * a day offline is then one round trip of a handful of queries); if any op fails, the batch is
 * redone with one transaction per op, so one bad op is answered on its own and never stops the ops
 * beside it. Who may send an op is its kind's declaration in the contract (contract/sync/op-defs.ts),
 * checked here for every op, as plugins/actions.ts checks actions, before its handler runs.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { OpKind } from '../../../contract/sync/op-kinds';
import { isOpKind, opDefs, type OpPayload } from '../../../contract/sync/op-defs';
import type { OpEnvelope, OpResult } from '../../../contract/sync/ops';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { appliedOps } from '../../db/schema';
import { errorCatalogue } from '../../../contract/errors';
import { codedMessageFields, validationCodeOf } from '../../../contract/messages';
import { authorize } from '../../lib/access';
import { isAppError } from '../../lib/app-error';
import { isDataError } from '../../lib/db-errors';
import type { AuthUser } from '../../lib/auth-user';
import { lockUser } from '../economy/ledger.repo';
import { recordRefusals } from './sync-state';

/**
 * How the server applies one op kind. The payload arrives parsed with the kind's contract schema,
 * from a user its contract allows to send it.
 */
export interface OpHandler<P, C = unknown> {
  /**
   * Checks and reads that need no transaction (content, configuration). It runs before the op's
   * transaction opens: with PGlite's single connection, a read outside an open transaction would
   * wait for that transaction forever. `batch` shares answers between the ops of one request.
   */
  prepare(user: AuthUser, payload: P, batch: BatchMemo): Promise<C>;
  /**
   * The effect; reads and writes only through tx, which already holds the user's lock (lockUser),
   * so a handler need not take it again. `op` is the envelope's stamp, for kinds whose merge orders
   * writes by (seq, device_id).
   */
  apply(tx: Tx, user: AuthUser, payload: P, prepared: C, op: OpStamp): Promise<unknown>;
  /**
   * Optional: the effect of a run of consecutive ops of this kind, with one result per op, in order,
   * equal to what `apply` would have returned for each in turn. It exists for kinds whose per-op
   * queries would dominate a long replay; a throw rolls the batch back to be redone op by op.
   */
  applyMany?(tx: Tx, user: AuthUser, items: readonly OpItem<P, C>[]): Promise<readonly unknown[]>;
}

/** Which op this is, and when the device says it was made (believed only where a handler says so). */
export type OpStamp = Pick<OpEnvelope, 'op_id' | 'device_id' | 'seq' | 'created_at'>;

/** One op of a run given to applyMany. */
export interface OpItem<P, C> {
  readonly payload: P;
  readonly prepared: C;
  readonly op: OpStamp;
}

/**
 * Per-request memory for prepare steps: the first op that asks for `key` loads it, the others of
 * the same request share the answer (a rejection too). Keys name what they load, e.g.
 * 'subscription'; a value is never kept past the request.
 */
export interface BatchMemo {
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
}

function batchMemo(): BatchMemo {
  const loaded = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = loaded.get(key) as Promise<T> | undefined;
      if (!value) {
        value = load();
        loaded.set(key, value);
      }
      return value;
    },
  };
}

/** A handler for every op kind: the compiler refuses a kind of the contract without one. */
export type OpHandlers = Readonly<Record<OpKind, OpHandler<never>>>;

/**
 * The handler of one kind, typed by that kind's payload, as an entry to spread into OpHandlers
 * beside the handlers of other kinds (which prepare other things).
 */
export function opHandler<K extends OpKind, C>(kind: K, handler: OpHandler<OpPayload<K>, C>): Readonly<Record<K, OpHandler<never>>> {
  return { [kind]: handler } as unknown as Record<K, OpHandler<never>>;
}

export interface SyncDeps {
  /** Whether a user has a paying subscription, for kinds declared `subscriber` (asked once per request). */
  readonly hasSubscription: (userId: number) => Promise<boolean>;
}

export interface SyncService {
  apply(user: AuthUser, ops: readonly OpEnvelope[]): Promise<OpResult[]>;
}

function describeIssue(issue: z.core.$ZodIssue): { message: string; field: string } {
  const field = ['payload', ...issue.path.map(String)].join('.');
  return { message: `${field}: ${issue.message}`, field };
}

/** An op that passed validation and its handler's prepare step, ready for a transaction. */
interface Candidate {
  readonly op: OpEnvelope;
  readonly handler: OpHandler<never>;
  readonly payload: never;
  readonly prepared: unknown;
}

/** Thrown inside the batch transaction when one op fails, so the whole batch is redone op by op. */
class OpFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('an op failed inside the batch transaction');
  }
}

const stampOf = (op: OpEnvelope): OpStamp => ({ op_id: op.op_id, device_id: op.device_id, seq: op.seq, created_at: op.created_at });

/**
 * Cuts candidates into runs applied together: consecutive ops of one handler that has applyMany
 * share a run, every other op is a run of its own. A run ends at any op of another kind, so effects
 * that depend on each other keep the batch's order (a maths reset between two answers stays between
 * them).
 */
function runsOf(candidates: readonly Candidate[]): Candidate[][] {
  const runs: Candidate[][] = [];
  for (const candidate of candidates) {
    const last = runs[runs.length - 1];
    if (last && candidate.handler.applyMany && last[0]?.handler === candidate.handler) last.push(candidate);
    else runs.push([candidate]);
  }
  return runs;
}

/** One result per op of the run, in order. */
async function applyRun(tx: Tx, user: AuthUser, run: readonly Candidate[]): Promise<readonly unknown[]> {
  const handler = run[0]?.handler;
  // A single op takes the plain path: applyMany is only worth its bookkeeping for several.
  if (handler?.applyMany && run.length > 1) {
    const results = await handler.applyMany(tx, user, run.map((c) => ({ payload: c.payload, prepared: c.prepared, op: stampOf(c.op) })));
    if (results.length !== run.length) throw new Error(`applyMany answered ${results.length} of ${run.length} ops`);
    return results;
  }
  const results: unknown[] = [];
  for (const c of run) results.push(await c.handler.apply(tx, user, c.payload, c.prepared, stampOf(c.op)));
  return results;
}

/** A device's ops in its own order (then by device), each with its place in the request. */
function inDeviceOrder(ops: readonly OpEnvelope[]): { op: OpEnvelope; index: number }[] {
  return ops
    .map((op, index) => ({ op, index }))
    .sort(({ op: a }, { op: b }) => (a.device_id === b.device_id ? a.seq - b.seq : a.device_id < b.device_id ? -1 : 1));
}

export function createSyncService(ctx: AppContext, handlers: OpHandlers, deps: SyncDeps): SyncService {
  const { db } = ctx;

  function rejection(op: OpEnvelope, error: unknown): OpResult {
    if (isDataError(error)) {
      // The database refused this op's data: answer it alone, as rejected, and go on with the rest.
      ctx.log.error({ err: error, opId: op.op_id, kind: op.kind }, 'sync op refused by the database');
      return { op_id: op.op_id, status: 'rejected', error: { code: 'INTERNAL', message: errorCatalogue.INTERNAL.message } };
    }
    if (!isAppError(error)) throw error;
    return {
      op_id: op.op_id,
      status: 'rejected',
      error: { code: error.code, ...error.envelopeMessage, ...(error.field ? { field: `payload.${error.field}` } : {}) },
    };
  }

  /**
   * Validates, authorizes and prepares one op outside any transaction; a refusal is the op's answer.
   * The subscription is asked once per request, however many ops need it (a replay may be 100).
   */
  async function prepareOne(user: AuthUser, op: OpEnvelope, batch: BatchMemo): Promise<Candidate | OpResult> {
    if (!isOpKind(op.kind)) {
      return { op_id: op.op_id, status: 'rejected', error: { code: 'VALIDATION', ...codedMessageFields({ code: 'OP_KIND_UNKNOWN', params: { kind: op.kind.slice(0, 40) } }), field: 'kind' } };
    }
    const def = opDefs[op.kind];
    const handler = handlers[op.kind];
    const parsed = def.payload.safeParse(op.payload);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const { message, field } = first ? describeIssue(first) : { message: 'payload is not valid', field: 'payload' };
      const code = first ? validationCodeOf(first.message) : undefined;
      return { op_id: op.op_id, status: 'rejected', error: { code: 'VALIDATION', message, ...(code ? { message_code: code } : {}), field } };
    }
    const payload = parsed.data as never;
    try {
      await authorize(def.auth, user, (userId) => batch.once('subscription', () => deps.hasSubscription(userId)));
      return { op, handler, payload, prepared: await handler.prepare(user, payload, batch) };
    } catch (error) {
      return rejection(op, error);
    }
  }

  /**
   * The fast path: every candidate in one transaction under one user lock, runs of one kind through
   * applyMany, their claims written in one insert. The lock makes the duplicate check and the claims
   * one step, so a concurrent delivery of the same op waits and then finds it claimed. Any op
   * failing throws OpFailed and rolls the whole batch back, to be redone op by op.
   */
  function applyBatch(user: AuthUser, candidates: readonly Candidate[]): Promise<Map<string, OpResult>> {
    return db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const stored = await tx
        .select({ opId: appliedOps.opId, result: appliedOps.result })
        .from(appliedOps)
        .where(and(eq(appliedOps.userId, user.id), inArray(appliedOps.opId, candidates.map((c) => c.op.op_id))));
      const done = new Map(stored.map((row) => [row.opId, row.result.value]));
      const results = new Map<string, OpResult>();
      const fresh: Candidate[] = [];
      for (const candidate of candidates) {
        const { op_id } = candidate.op;
        // An op applied before changes nothing now, so it never splits a run.
        if (done.has(op_id)) results.set(op_id, { op_id, status: 'duplicate', result: done.get(op_id) });
        else fresh.push(candidate);
      }
      const claims: (typeof appliedOps.$inferInsert)[] = [];
      for (const run of runsOf(fresh)) {
        let answers: readonly unknown[];
        try {
          answers = await applyRun(tx, user, run);
        } catch (error) {
          throw new OpFailed(error);
        }
        run.forEach(({ op }, i) => {
          const result = answers[i];
          claims.push({ userId: user.id, opId: op.op_id, deviceId: op.device_id, seq: op.seq, kind: op.kind, result: { value: result ?? null } });
          results.set(op.op_id, { op_id: op.op_id, status: 'applied', result });
        });
      }
      if (claims.length > 0) await tx.insert(appliedOps).values(claims);
      return results;
    });
  }

  /** The slow path, for a batch in which an op failed: each op in its own transaction. */
  async function applyOne(user: AuthUser, candidate: Candidate): Promise<OpResult> {
    const { op, handler, payload, prepared } = candidate;
    try {
      return await db.transaction(async (tx) => {
        // One op of a user at a time: the claim below and the effect see each other's results.
        await lockUser(tx, user.id);
        const claimed = await tx
          .insert(appliedOps)
          .values({ userId: user.id, opId: op.op_id, deviceId: op.device_id, seq: op.seq, kind: op.kind, result: { value: null } })
          .onConflictDoNothing()
          .returning({ opId: appliedOps.opId });
        if (claimed.length === 0) {
          const [stored] = await tx
            .select({ result: appliedOps.result })
            .from(appliedOps)
            .where(and(eq(appliedOps.userId, user.id), eq(appliedOps.opId, op.op_id)));
          return { op_id: op.op_id, status: 'duplicate' as const, result: stored?.result.value };
        }
        const result = await handler.apply(tx, user, payload, prepared, stampOf(op));
        await tx
          .update(appliedOps)
          .set({ result: { value: result ?? null } })
          .where(and(eq(appliedOps.userId, user.id), eq(appliedOps.opId, op.op_id)));
        return { op_id: op.op_id, status: 'applied' as const, result };
      });
    } catch (error) {
      return rejection(op, error);
    }
  }

  return {
    async apply(user, ops) {
      // A device's ops are applied in its own order; the answer keeps the order they came in.
      const ordered = inDeviceOrder(ops);
      const results = new Map<string, OpResult>();
      /** Where each op id first comes in the device's order: later copies in the batch are repeats. */
      const firstAt = new Map<string, number>();
      const candidates: Candidate[] = [];
      const batch = batchMemo();
      for (const { op, index } of ordered) {
        if (firstAt.has(op.op_id)) continue;
        firstAt.set(op.op_id, index);
        const prepared = await prepareOne(user, op, batch);
        if ('handler' in prepared) candidates.push(prepared);
        else results.set(op.op_id, prepared);
      }
      if (candidates.length > 0) {
        let applied: Map<string, OpResult>;
        try {
          applied = await applyBatch(user, candidates);
        } catch (error) {
          if (!(error instanceof OpFailed)) throw error;
          // Not an error of the server's: a bad op among good ones. Logged so a kind whose batch
          // path keeps failing (and replays slowly) shows up.
          ctx.log.info({ err: error.cause, userId: user.id, ops: candidates.length }, 'sync batch redone op by op');
          applied = new Map();
          for (const candidate of candidates) applied.set(candidate.op.op_id, await applyOne(user, candidate));
        }
        for (const [opId, result] of applied) results.set(opId, result);
      }
      const answers = ops.map((op, index): OpResult => {
        const first = results.get(op.op_id) as OpResult;
        // The same op twice in one batch: the first copy is answered, the others as its duplicates.
        if (firstAt.get(op.op_id) === index || first.status === 'rejected') return first;
        return { ...first, status: 'duplicate' };
      });
      // What the admin's dashboard and user page count as sync failures (sync-state.ts).
      await recordRefusals(db, user.id, ops, answers);
      return answers;
    },
  };
}
