/**
 * The job queue (server/lib/jobs/sql-job-queue.ts) on PGlite and PostgreSQL: a job runs once, when
 * due by the app's clock; its effect commits with its "done" mark or not at all; a failure is
 * retried later with its error kept; two workers on one database run a due job once between them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema';
import type { JobHandler } from '../../server/lib/jobs/job-queue';
import { createSqlJobQueue, MAX_JOB_ATTEMPTS, retryDelayMs } from '../../server/lib/jobs/sql-job-queue';
import { createTestApp, lanes, type TestApp } from '../fixtures/test-app';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(lanes)('the job queue on %s', (lane) => {
  let app: TestApp;
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);

  beforeAll(async () => {
    app = await createTestApp(lane);
    await app.ctx.db.execute(sql`create table job_effects (subject text primary key, runs integer not null default 1)`);
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    offset = 0;
    await app.ctx.db.delete(jobs);
    await app.ctx.db.execute(sql`delete from job_effects`);
  });

  const queue = () => createSqlJobQueue({ db: app.ctx.db, now: clock }, silent);
  /** Writes its subject once per run (a second run would fail on the primary key). */
  const effect: JobHandler = async (tx, job) => {
    await tx.execute(sql`insert into job_effects (subject) values (${job.subject})`);
    return { wrote: 1 };
  };
  const effects = async () => {
    const result = (await app.ctx.db.execute(sql`select subject from job_effects order by subject`)) as unknown as { rows: { subject: string }[] };
    return result.rows.map((r) => r.subject);
  };
  const jobRow = async (subject: string) => (await app.ctx.db.select().from(jobs).where(sql`${jobs.subject} = ${subject}`))[0];

  it('runs a job once, only when it is due by the app clock, and records what it did', async () => {
    const q = queue();
    q.register('test.effect', effect);
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'a', runAt: new Date(clock().getTime() + 60_000) });
    expect(await q.runDue()).toBe(0);
    expect(await effects()).toEqual([]);
    offset += 61_000;
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(await effects()).toEqual(['a']);
    const row = await jobRow('a');
    expect(row?.state).toBe('done');
    expect(row?.outcome).toBe('{"wrote":1}');
  });

  it('runs what a handler leaves for after its commit only once the job has committed, and never for a rolled-back run', async () => {
    const q = queue();
    const seen: string[] = [];
    let fail = true;
    q.register('test.after', async (tx, job, after) => {
      await effect(tx, job, after);
      after(async () => {
        // The effect sees the committed state: the job is done and its write is there.
        const row = await jobRow(job.subject);
        seen.push(`${job.subject}:${row?.state}:${(await effects()).join(',')}`);
      });
      if (fail) throw new Error('rolled back');
      return null;
    });
    await q.schedule(app.ctx.db, { kind: 'test.after', subject: 'x', runAt: clock() });
    expect(await q.runDue()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    fail = false;
    offset += retryDelayMs(1) + 1;
    expect(await q.runDue()).toBe(1);
    await expect.poll(() => seen).toEqual(['x:done:x']);
  });

  it('wakes a started worker for a job due before its next poll', async () => {
    const q = createSqlJobQueue({ db: app.ctx.db, now: clock }, silent, { pollMs: 60_000 });
    q.register('test.effect', effect);
    q.start();
    try {
      const scheduledAt = Date.now();
      await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'soon', runAt: new Date(clock().getTime() + 150) });
      await expect.poll(effects, { timeout: 5_000, interval: 20 }).toEqual(['soon']);
      // Not before it was due, and long before the 60 s poll.
      expect(Date.now() - scheduledAt).toBeGreaterThanOrEqual(150);
      // One far off does not wake it.
      await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'later', runAt: new Date(clock().getTime() + 120_000) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await effects()).toEqual(['soon']);
    } finally {
      await q.stop();
    }
  });

  it('runs as many jobs at once as its concurrency, each once, and a wake-up while every runner is busy is not lost', async () => {
    const q = createSqlJobQueue({ db: app.ctx.db, now: clock }, silent, { pollMs: 60_000, concurrency: 3 });
    const ran: string[] = [];
    let inFlight = 0;
    let most = 0;
    q.register('test.slow', async (tx, job, after) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        ran.push(job.subject);
        await effect(tx, job, after);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        inFlight -= 1;
      }
      return null;
    });
    expect(() => createSqlJobQueue({ db: app.ctx.db, now: clock }, silent, { concurrency: 0 })).toThrow('at least one job at a time');
    q.start();
    try {
      const subjects = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
      // Each schedule wakes the worker; the later ones come while its runners are busy.
      for (const subject of subjects) await q.schedule(app.ctx.db, { kind: 'test.slow', subject, runAt: clock() });
      await expect.poll(effects, { timeout: 10_000, interval: 20 }).toEqual(subjects);
      expect([...ran].sort()).toEqual(subjects);
      // PGlite runs one transaction at a time whatever the worker asks; PostgreSQL runs three.
      expect(most).toBe(lane === 'postgres' ? 3 : 1);
    } finally {
      await q.stop();
    }
  });

  it('takes one transaction for a wake-up with one job due, and as many runners as a backlog has jobs, up to its concurrency', async () => {
    // Counts the worker's transactions: each is one look for a due job (a claim), found or not.
    let transactions = 0;
    const db = new Proxy(app.ctx.db, {
      get(target, property, receiver) {
        if (property === 'transaction') transactions += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    let inFlight = 0;
    let most = 0;
    const slow: JobHandler = async (tx, job, after) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return await effect(tx, job, after);
      } finally {
        inFlight -= 1;
      }
    };
    const one = createSqlJobQueue({ db, now: clock }, silent, { pollMs: 60_000, concurrency: 3 });
    one.register('test.slow', slow);
    one.start();
    try {
      await one.schedule(app.ctx.db, { kind: 'test.slow', subject: 'w1', runAt: clock() });
      await expect.poll(effects, { timeout: 10_000, interval: 20 }).toEqual(['w1']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Its job was the only one due: no runner looked again only to find nothing.
      expect(transactions).toBe(1);
    } finally {
      await one.stop();
    }

    // Six jobs due before the worker starts: its first poll starts one runner, which starts more.
    const subjects = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'];
    for (const subject of subjects) await queue().schedule(app.ctx.db, { kind: 'test.slow', subject, runAt: clock() });
    const backlog = createSqlJobQueue({ db: app.ctx.db, now: clock }, silent, { pollMs: 50, concurrency: 3 });
    backlog.register('test.slow', slow);
    backlog.start();
    try {
      await expect.poll(effects, { timeout: 10_000, interval: 20 }).toEqual([...subjects, 'w1']);
      expect(most).toBe(lane === 'postgres' ? 3 : 1);
    } finally {
      await backlog.stop();
    }
  });

  it('schedules a job in place of another pending one in one statement, leaves a done one, and refuses to replace itself', async () => {
    const q = queue();
    q.register('test.effect', effect);
    const later = new Date(clock().getTime() + 60_000);
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'deadline', runAt: later });
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'next', runAt: later }, { replacing: { kind: 'test.effect', subject: 'deadline' } });
    expect(await jobRow('deadline')).toBeUndefined();
    expect((await jobRow('next'))?.state).toBe('pending');
    // A done job is history: replacing it leaves it as it is.
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'ran', runAt: clock() });
    expect(await q.runDue()).toBe(1);
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'after', runAt: later }, { replacing: { kind: 'test.effect', subject: 'ran' } });
    expect((await jobRow('ran'))?.state).toBe('done');
    expect((await jobRow('after'))?.state).toBe('pending');
    await expect(q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'next', runAt: clock() }, { replacing: { kind: 'test.effect', subject: 'next' } })).rejects.toThrow('cannot replace itself');
    expect((await jobRow('next'))?.runAt.getTime()).toBe(later.getTime());
  });

  it('keeps one job per kind and subject: scheduling again moves a pending job, never reopens a done one unless asked', async () => {
    const q = queue();
    q.register('test.effect', effect);
    const later = new Date(clock().getTime() + 3_600_000);
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'b', runAt: clock() });
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'b', runAt: later });
    expect(await q.runDue()).toBe(0);
    expect((await jobRow('b'))?.runAt.getTime()).toBe(later.getTime());
    offset += 3_600_001;
    expect(await q.runDue()).toBe(1);
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'b', runAt: clock() });
    expect(await q.runDue()).toBe(0);
    expect((await jobRow('b'))?.state).toBe('done');
    await app.ctx.db.execute(sql`delete from job_effects`);
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'b', runAt: clock() }, { reopen: true });
    expect(await q.runDue()).toBe(1);
    expect(await effects()).toEqual(['b']);
  });

  it('cancels a pending job; a job scheduled in a transaction that rolls back does not exist', async () => {
    const q = queue();
    q.register('test.effect', effect);
    await q.schedule(app.ctx.db, { kind: 'test.effect', subject: 'c', runAt: clock() });
    await q.cancel(app.ctx.db, { kind: 'test.effect', subject: 'c' });
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await q.schedule(tx, { kind: 'test.effect', subject: 'd', runAt: clock() });
        throw new Error('the change that needed it failed');
      }),
    ).rejects.toThrow('the change that needed it failed');
    expect(await q.runDue()).toBe(0);
    expect(await app.ctx.db.select().from(jobs)).toEqual([]);
  });

  it('undoes a failed run whole, keeps its error and tries again later; after the last try it stops', async () => {
    const q = queue();
    let failures = 1;
    q.register('test.flaky', async (tx, job, after) => {
      await effect(tx, job, after);
      if (failures > 0) {
        failures -= 1;
        throw new Error('the database went away mid-way');
      }
      return null;
    });
    await q.schedule(app.ctx.db, { kind: 'test.flaky', subject: 'e', runAt: clock() });
    expect(await q.runDue()).toBe(1);
    expect(await effects()).toEqual([]);
    const failed = await jobRow('e');
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: 'the database went away mid-way' });
    expect(failed!.runAt.getTime()).toBeGreaterThanOrEqual(clock().getTime() + retryDelayMs(1) - 1_000);
    expect(await q.runDue()).toBe(0);
    offset += retryDelayMs(1);
    expect(await q.runDue()).toBe(1);
    expect(await effects()).toEqual(['e']);
    expect(await jobRow('e')).toMatchObject({ state: 'done', attempts: 1, lastError: null });

    q.register('test.broken', () => Promise.reject(new Error('always')));
    await q.schedule(app.ctx.db, { kind: 'test.broken', subject: 'f', runAt: clock() });
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
      expect(await q.runDue()).toBe(1);
      offset += retryDelayMs(attempt);
    }
    expect(await jobRow('f')).toMatchObject({ state: 'failed', attempts: MAX_JOB_ATTEMPTS, lastError: 'always' });
    expect(await q.runDue()).toBe(0);
  });

  it('a kind this instance has no handler for is a failed try, not a lost job', async () => {
    const q = queue();
    await q.schedule(app.ctx.db, { kind: 'test.unknown', subject: 'g', runAt: clock() });
    expect(await q.runDue()).toBe(1);
    expect(await jobRow('g')).toMatchObject({ state: 'pending', attempts: 1, lastError: "no handler for job kind 'test.unknown' in this instance" });
  });

  it('two workers on one database run a due job once between them', async () => {
    const [first, second] = [queue(), queue()];
    let runs = 0;
    const slow: JobHandler = async (tx, job, after) => {
      runs += 1;
      await effect(tx, job, after);
      await new Promise((resolve) => setTimeout(resolve, 150));
      return null;
    };
    first.register('test.slow', slow);
    second.register('test.slow', slow);
    for (const subject of ['h1', 'h2', 'h3']) await first.schedule(app.ctx.db, { kind: 'test.slow', subject, runAt: clock() });
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(3);
    expect(runs).toBe(3);
    expect(await effects()).toEqual(['h1', 'h2', 'h3']);
    if (lane === 'postgres') expect(Math.min(a, b)).toBeGreaterThan(0);
  });
});
