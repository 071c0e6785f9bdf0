/**
 * What a start tells the person who ran it: where it listens, the demo accounts, where e-mailed links
 * go, and a plain warning whenever the demo accounts' public passwords could be used from a network.
 */
import { isLoopbackHost, type Config } from './config';
import { describeDemoAccounts } from './seed/seed';
import { demoAccounts } from './seed/demo-accounts';

export interface StartFacts {
  readonly config: Pick<Config, 'HOST' | 'dataDir' | 'devOutboxEnabled' | 'demoAccountsAllowed'>;
  /** The address the server listens on, as listen() answered it. */
  readonly address: string;
  readonly database: 'pglite' | 'postgres';
  /** Active demo accounts in the database, whoever seeded them. */
  readonly demoAccounts: number;
  /** The demo exam open now (server/seed/seed-exams.ts): its key is printed with the demo accounts. */
  readonly demoExam?: { readonly title: string; readonly key: string; readonly endsAt: Date } | undefined;
}

export interface StartReport {
  /** Lines for the log at warn level; each also appears in the banner. */
  readonly warnings: readonly string[];
  readonly banner: readonly string[];
}

const demoAdmin = demoAccounts.find((a) => a.role === 'admin')?.email ?? 'the demo admin';

function startWarnings({ config, demoAccounts: count }: StartFacts): string[] {
  if (count === 0) return [];
  if (!config.demoAccountsAllowed) {
    return [`This database holds ${count} demo account(s) from an earlier start; production refuses their sessions. Delete or deactivate them.`];
  }
  if (isLoopbackHost(config.HOST)) return [];
  return [
    `HOST=${config.HOST} with demo accounts: anyone who can reach this server can sign in as the demo admin (${demoAdmin}) with the password printed in the README. Unset HOST (or set HOST=127.0.0.1) unless every machine on this network is trusted.`,
  ];
}

export function describeStart(facts: StartFacts): StartReport {
  const { config, address, database, demoAccounts: count } = facts;
  const where = database === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)';
  const showDemo = count > 0 && config.demoAccountsAllowed;
  const warnings = startWarnings(facts);
  const banner = [
    '',
    `  Quizhive is running at ${address.replace('0.0.0.0', 'localhost')} (${where})`,
    ...(isLoopbackHost(config.HOST)
      ? [`  It listens on ${config.HOST} only: other machines cannot reach it${showDemo ? ', because the demo accounts below have public passwords' : ''}. Set HOST to change that.`]
      : []),
    ...(showDemo ? ['', '  Demo accounts (e-mail, password, role):', describeDemoAccounts()] : []),
    ...(showDemo && facts.demoExam
      ? ['', `  Demo exam open now: "${facts.demoExam.title}", key ${facts.demoExam.key} (until ${facts.demoExam.endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC).`]
      : []),
    ...(config.devOutboxEnabled
      ? ['', '  E-mailed links and SMS codes appear in this log and, for admins, in POST /api/get_dev_outbox and on /admin/outbox.']
      : []),
    ...warnings.flatMap((warning) => ['', `  WARNING: ${warning}`]),
    '',
  ];
  return { warnings, banner };
}
