/** The only reader of process.env: every setting, parsed and checked once at start. */
import path from 'node:path';
import { z } from 'zod';
import { JOIN_RATE } from '../contract/battles/rules';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Address to listen on. Unset, it is 127.0.0.1 when demo accounts are seeded (their passwords are
   * in the README) and 0.0.0.0 otherwise; see resolveHost.
   */
  HOST: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public origin used in e-mailed links, e.g. https://quiz.example.com. */
  PUBLIC_URL: optionalString,
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: optionalString,
  /** Redis connection string for multi-instance deployments; without it everything runs in process. */
  REDIS_URL: optionalString,
  /** Prefix of the Redis keys this deployment owns (leaderboards); instances of one deployment share it. */
  REDIS_KEY_PREFIX: z.string().min(1).default('quizhive:'),
  DATA_DIR: z.string().default('data'),
  /** shared_buffers of the embedded database (see server/db/client.ts); PostgreSQL keeps its own setting. */
  PGLITE_SHARED_BUFFERS: z.string().regex(/^\d+(kB|MB|GB)$/, { error: 'a size such as 32MB' }).default('32MB'),
  /** Folder of the built PWA; the server serves it when present. */
  WEB_DIST: z.string().default('dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** scrypt cost parameter (a power of two). Lower it only for tests. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(1024).max(1 << 20).default(1 << 15),
  /**
   * Demo content on an empty database (on by default outside production). Outside production the
   * demo accounts come with it; production never has them (see seedDemoAccounts).
   */
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  SMTP_URL: optionalString,
  SMTP_FROM: z.string().default('Quizhive <no-reply@quizhive.local>'),
  /**
   * Who takes payments (server/features/billing/providers): the in-app `sandbox` (test cards, no
   * network) or `stripe` (Checkout, Billing Portal, signed webhooks), which needs STRIPE_SECRET_KEY,
   * STRIPE_WEBHOOK_SECRET and PUBLIC_URL (where Stripe sends the player back).
   */
  BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Stripe's API key (sk_live_... or sk_test_..., or a restricted rk_ key). */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret of the webhook endpoint POST /api/stripe_webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another host for Stripe's API (stripe-mock, a test's fake server); unset: api.stripe.com. */
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * The tutor's optional phrasing (docs/TUTOR.md "Tutor provider"): an OpenAI-compatible chat
   * endpoint's base URL (POST {TUTOR_CHAT_URL}/chat/completions), its key (sent as a bearer token,
   * never to a browser) and model. Unset URL: off, the rule-based tutor's own words only.
   */
  TUTOR_CHAT_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'an http(s) URL' }).optional()),
  TUTOR_CHAT_KEY: optionalString,
  TUTOR_CHAT_MODEL: optionalString,
  /**
   * How long a phrasing may take before the tutor's own words are kept. At most 5 s: the player
   * itself stops waiting after 6 (src/features/tutor/session/tutor-provider.ts).
   */
  TUTOR_CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(5000).default(4000),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Battle joins (by code, matchmaking) one address may make in a minute: many players behind one address need more. */
  BATTLE_JOINS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(JOIN_RATE.perAddress),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(256 * 1024),
  /**
   * Overload (server/plugins/overload.ts): past either limit every request is answered 503
   * SERVER_BUSY with Retry-After at once, instead of waiting behind a blocked event loop. 0 turns
   * a limit off. The delay is the mean event-loop delay over each sample interval.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(250),
  OVERLOAD_MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).default(0),
  OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).default(500),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(300).default(2),
  /**
   * Embedded PGlite only: shed load while the oldest query waiting for the database has waited
   * longer than this (checked every sample interval). PGlite runs on its own thread, so a queue of
   * queries there never shows as event-loop delay. 0 turns it off.
   */
  OVERLOAD_MAX_DB_WAIT_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Time-based upkeep (server/lib/recurring.ts: expired rounds' answers, closing monthly boards,
   * old daily boards). Off only in tests, which run each task themselves on their moved clock.
   */
  UPKEEP: z.enum(['on', 'off']).default('on'),
  /**
   * Which proxies may set X-Forwarded-For/-Host: empty or 0 for none, a number of hops, or a
   * comma-separated list of proxy addresses or CIDR ranges. Never "trust everyone": a client could
   * then pick its own address and walk past every rate limit.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      const value = (v ?? '').trim();
      if (value === '' || value === '0' || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true' || value === '1') {
        ctx.addIssue({ code: 'custom', message: 'give a number of hops or proxy addresses, not true' });
        return z.NEVER;
      }
      return value.split(',').map((part) => part.trim()).filter(Boolean);
    }),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO' | 'HOST'> & {
  readonly HOST: string;
  /** Demo content (categories, questions, maths) on an empty database. */
  readonly SEED_DEMO: boolean;
  /** Demo accounts with the README's passwords beside the demo content: never in production. */
  readonly seedDemoAccounts: boolean;
  /** Whether sessions of demo accounts a database already holds are honoured: not in production. */
  readonly demoAccountsAllowed: boolean;
  readonly dataDir: string;
  readonly uploadsDir: string;
  readonly webDist: string;
  readonly devOutboxEnabled: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return resolveConfig(parsed.data);
}

export function resolveConfig(raw: z.infer<typeof ConfigSchema>): Config {
  const dataDir = path.resolve(raw.DATA_DIR);
  const production = raw.NODE_ENV === 'production';
  // E-mailed links must not be built from a request's Host header, which a client chooses.
  if (production && !raw.PUBLIC_URL) throw new Error('Invalid configuration: PUBLIC_URL is required when NODE_ENV=production');
  if (raw.BILLING_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL'] as const).filter((name) => !raw[name]);
    if (missing.length > 0) throw new Error(`Invalid configuration: BILLING_PROVIDER=stripe needs ${missing.join(', ')}`);
  }
  if (raw.TUTOR_CHAT_URL && !raw.TUTOR_CHAT_MODEL) throw new Error('Invalid configuration: TUTOR_CHAT_URL needs TUTOR_CHAT_MODEL');
  const seedDemo = raw.SEED_DEMO === undefined ? !production : raw.SEED_DEMO === '1' || raw.SEED_DEMO === 'true';
  // Anyone who reads the README knows the demo admin's password, so production never has one.
  const seedDemoAccounts = seedDemo && !production;
  return {
    ...raw,
    HOST: resolveHost(raw.HOST, seedDemoAccounts),
    SEED_DEMO: seedDemo,
    seedDemoAccounts,
    demoAccountsAllowed: !production,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webDist: path.resolve(raw.WEB_DIST),
    // The development outbox shows e-mailed links and SMS codes: never in production.
    devOutboxEnabled: raw.NODE_ENV !== 'production',
  };
}

/**
 * A start with demo accounts stays on this machine unless HOST says otherwise: on a network, anyone
 * could sign in as the demo admin. Without them the server listens on every interface, as a server
 * in a container or behind a load balancer must.
 */
function resolveHost(host: string | undefined, seedDemoAccounts: boolean): string {
  return host ?? (seedDemoAccounts ? '127.0.0.1' : '0.0.0.0');
}

/** Whether an address only this machine can reach: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/** A config for tests and benchmarks: defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<z.input<typeof ConfigSchema>> = {}): Config {
  // No load shedding in tests unless a test asks: a busy CI machine must not turn answers into 503s.
  return resolveConfig(ConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '1024', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_DB_WAIT_MS: '0', UPKEEP: 'off', ...overrides }));
}
