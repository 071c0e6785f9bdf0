/**
 * npm run create-admin: the first admin of a database without demo accounts. The script runs on a
 * real database (PGlite on disk, or PostgreSQL), then the server's own actions use what it made.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { insertUser } from '../../server/features/users/users.repo';
import { hashPassword } from '../../server/lib/password';
import { createAdminMain, type ScriptIo } from '../../server/scripts/create-admin';
import { createPostgresDatabase, envelope, lanes, linkToken } from '../fixtures/test-app';

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

describe.each(lanes)('create-admin (%s)', (lane) => {
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qh-admin-'));
    const postgres = lane === 'postgres' ? await createPostgresDatabase() : undefined;
    dropDatabase = postgres?.drop;
    env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '1024', DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  });
  afterEach(async () => {
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function run(args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const io: ScriptIo = { env: { ...env, ...extraEnv }, out: (t) => out.push(t), err: (t) => err.push(t), now: () => new Date() };
    const code = await createAdminMain(args, io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  function linkIn(output: string): string {
    const link = /(\S+\/auth\/reset-password#token=\S+)/.exec(output)?.[1];
    if (!link) throw new Error(`no set-password link in: ${output}`);
    return link;
  }

  /** The real server on the database the script used (closed before the next script run). */
  async function startServer() {
    const built = await buildApp(testConfig({ ...env, WEB_DIST: path.join(dataDir, 'no-web'), SEED_DEMO: '0', RATE_LIMIT_AUTH_PER_MINUTE: '1000' }));
    const call = (action: string, body: object, token?: string) =>
      built.app.inject({ method: 'POST', url: `/api/${action}`, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { call, close: () => built.app.close() };
  }

  /** Accounts made before the script runs, straight in the database (a player and a demo account). */
  async function existingAccounts(): Promise<void> {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: `${dataDir}/pglite` });
    try {
      const passwordHash = await hashPassword('old player password', 1024);
      await insertUser(database.db, { name: 'Pat', email: 'pat@example.test', type: 'email', role: 'player', passwordHash, emailVerifiedAt: new Date() });
      await insertUser(database.db, { name: 'Demo Admin', email: 'admin@quizhive.test', type: 'email', role: 'admin', passwordHash, emailVerifiedAt: new Date(), isDemo: true });
    } finally {
      await database.close();
    }
  }

  it('creates a verified admin on a new database; its one-time link sets the password and the admin signs in', async () => {
    const made = await run(['--email', ' Boss@Example.TEST ', '--name', 'Boss']);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Created the admin boss@example.test (e-mail verified).');
    // No password on the command line: a link to set one, its token in the fragment.
    const link = linkIn(made.out);
    expect(link).toMatch(/^http:\/\/localhost:8080\/auth\/reset-password#token=/);

    const server = await startServer();
    try {
      // Before the password is set, there is nothing to sign in with.
      expect((await server.call('user_login', { email: 'boss@example.test', password: 'a new admin passphrase' })).statusCode).toBe(401);
      const reset = await server.call('reset_password', { token: linkToken(link), password: 'a new admin passphrase' });
      expect(reset.statusCode, reset.body).toBe(200);
      const login = await server.call('user_login', { email: 'boss@example.test', password: 'a new admin passphrase' });
      expect(login.statusCode, login.body).toBe(200);
      const session = envelope<{ token: string; user: { name: string; role: string; email_verified: boolean } }>(login).data;
      expect(session.user).toMatchObject({ name: 'Boss', role: 'admin', email_verified: true });
      // An admin-only action answers it.
      expect((await server.call('get_dev_outbox', {}, session.token)).statusCode).toBe(200);
      // The link works once.
      expect(envelope(await server.call('reset_password', { token: linkToken(link), password: 'another passphrase' })).code).toBe('TOKEN_INVALID');
    } finally {
      await server.close();
    }
  });

  it('promotes an existing player (whose password keeps working), refuses a demo account, and links to PUBLIC_URL', async () => {
    await existingAccounts();
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.test/' };
    const promoted = await run(['--email', 'pat@example.test'], production);
    expect(promoted.code, promoted.err).toBe(0);
    expect(promoted.out).toContain('Promoted the admin pat@example.test');
    expect(linkIn(promoted.out)).toMatch(/^https:\/\/quiz\.example\.test\/auth\/reset-password#token=[\w-]+$/);

    const demo = await run(['--email', 'admin@quizhive.test'], production);
    expect(demo.code).toBe(1);
    expect(demo.err).toMatch(/admin@quizhive\.test is a demo account, whose password is public/);

    const server = await startServer();
    try {
      const login = await server.call('user_login', { email: 'pat@example.test', password: 'old player password' });
      expect(login.statusCode, login.body).toBe(200);
      expect(envelope<{ user: { name: string; role: string } }>(login).data.user).toMatchObject({ name: 'Pat', role: 'admin' });
    } finally {
      await server.close();
    }
  });

  it('refuses a missing or invalid --email with exit code 2 and a clear message, before opening any database', async () => {
    const cases: [string[], RegExp][] = [
      [[], /Give the e-mail address of the admin with --email\./],
      [['--name', 'Boss'], /Give the e-mail address of the admin with --email\./],
      [['--email', 'not-an-address'], /--email "not-an-address" is not a valid e-mail address\./],
      [['--email', 'boss@example.test', '--password', 'hunter2'], /Unknown option '--password'/],
    ];
    for (const [args, message] of cases) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err).toMatch(message);
      expect(result.err).toContain('Usage: npm run create-admin -- --email someone@example.com');
      expect(result.out).toBe('');
    }
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});
