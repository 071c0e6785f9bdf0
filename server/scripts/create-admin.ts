/**
 * `npm run create-admin -- --email someone@example.com [--name "..."]`: makes an admin (or promotes
 * an existing account) with a verified e-mail and prints a one-time link to set its password.
 * Production has no demo admin, so this is how the first admin is made; no password is ever typed
 * on a command line, where shell history and the process list would keep it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { EmailSchema, NameSchema } from '../../contract/api/common';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import * as authRepo from '../features/auth/auth.repo';
import * as usersRepo from '../features/users/users.repo';
import { randomToken, sha256 } from '../lib/ids';

/** Long enough to reach the person who will be admin; the link works once. */
export const SET_PASSWORD_LINK_TTL_MS = 24 * 3600_000;

const USAGE = 'Usage: npm run create-admin -- --email someone@example.com [--name "Their name"]';

/** Exit codes: 0 done, 1 refused or failed, 2 the command line is wrong. */
const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;

export interface ScriptIo {
  readonly env: Record<string, string | undefined>;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly now: () => Date;
}

const processIo: ScriptIo = {
  env: process.env,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  now: () => new Date(),
};

type Options = { readonly email: string; readonly name: string | undefined } | { readonly problem: string };

function parseOptions(argv: readonly string[]): Options {
  let values: { email?: string | undefined; name?: string | undefined };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  if (values.email === undefined) return { problem: 'Give the e-mail address of the admin with --email.' };
  const email = EmailSchema.safeParse(values.email);
  if (!email.success) return { problem: `--email ${JSON.stringify(values.email)} is not a valid e-mail address.` };
  if (values.name === undefined) return { email: email.data, name: undefined };
  const name = NameSchema.safeParse(values.name);
  if (!name.success) return { problem: `--name: ${name.error.issues[0]?.message ?? 'not a valid name'}.` };
  return { email: email.data, name: name.data };
}

class Refusal extends Error {}

interface Made {
  readonly created: boolean;
  readonly reactivated: boolean;
  readonly token: string;
}

/** One transaction: the account and its set-password code exist together or not at all. */
async function makeAdmin(db: Db, email: string, name: string | undefined, now: Date): Promise<Made> {
  return db.transaction(async (tx) => {
    const existing = await usersRepo.findUserByEmail(tx, email);
    if (existing?.isDemo) throw new Refusal(`${email} is a demo account, whose password is public: choose another address.`);
    const user = existing
      ? await usersRepo.updateUser(tx, existing.id, {
          role: 'admin',
          status: 'active',
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(name !== undefined ? { name } : {}),
        })
      : await usersRepo.insertUser(tx, { name: name ?? 'Admin', email, type: 'email', role: 'admin', emailVerifiedAt: now });
    // The same kind of code forgot_password makes, so reset_password and its screen set the password.
    const token = randomToken();
    await authRepo.retireCodes(tx, 'reset_password', email, now);
    await authRepo.insertCode(tx, {
      purpose: 'reset_password',
      subject: email,
      userId: user.id,
      codeHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS),
    });
    return { created: !existing, reactivated: existing?.status === 'deactivated', token };
  });
}

/** The token rides in the fragment, which browsers never send: it stays out of every request log. */
function setPasswordLink(config: Config, token: string): string {
  const origin = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${origin}/auth/reset-password#token=${encodeURIComponent(token)}`;
}

export async function createAdminMain(argv: readonly string[], io: ScriptIo = processIo): Promise<number> {
  const options = parseOptions(argv);
  if ('problem' in options) {
    io.err(`${options.problem}\n${USAGE}`);
    return EXIT_USAGE;
  }
  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return EXIT_REFUSED;
  }
  // Opening the database runs the migrations, as a server start does, so this works on a new one.
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: `${config.dataDir}/pglite`, pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS });
  try {
    const made = await makeAdmin(database.db, options.email, options.name, io.now());
    const what = made.created ? 'Created' : `Promoted${made.reactivated ? ' and reactivated' : ''}`;
    io.out(`${what} the admin ${options.email} (e-mail verified).`);
    io.out(`Open this one-time link within 24 hours to set its password (running this again makes a new one):`);
    io.out(`  ${setPasswordLink(config, made.token)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    io.err(error.message);
    return EXIT_REFUSED;
  } finally {
    await database.close();
  }
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  createAdminMain(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = EXIT_REFUSED;
    },
  );
}
