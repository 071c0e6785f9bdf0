/** Builds the server: plugins, then features. No listen(): tests use inject(), main.ts listens. */
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '../contract/api/user';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { hasSubscription, subscriptionSummary } from './features/billing/billing.repo';
import { createStripeClient, createStripeProvider } from './features/billing/providers/stripe';
import { createStripeWebhookService } from './features/billing/stripe-webhook.service';
import { registerStripeWebhook } from './features/billing/stripe-webhook.routes';
import { createBillingAdminService } from './features/billing/billing-admin.service';
import { createBillingService, type BillingService } from './features/billing/billing.service';
import { registerBillingRoutes } from './features/billing/billing.routes';
import { createPayoutsService, type PayoutsService } from './features/billing/payouts.service';
import { registerPayoutRoutes } from './features/billing/payouts.routes';
import { createAuthService, type AuthService } from './features/auth/auth.service';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { createGoogleVerifier } from './features/auth/google';
import { createMessenger } from './features/messaging/messenger';
import { registerDevOutboxRoutes } from './features/messaging/outbox.routes';
import { createEconomyService, type EconomyService } from './features/economy/economy.service';
import { balanceOf } from './features/economy/ledger.repo';
import { registerEconomyRoutes } from './features/economy/economy.routes';
import { createScheduledNotificationsService, type ScheduledNotificationsService } from './features/economy/scheduled-notifications.service';
import { registerScheduledNotificationRoutes } from './features/economy/scheduled-notifications.routes';
import { createLeaderboardService } from './features/economy/ranking/leaderboard.service';
import type { Ranking } from './features/economy/ranking/ranking';
import { registerAuditRoutes } from './features/audit/audit.routes';
import { createAdminUsersService, ensureStillAdmin } from './features/admin/admin-users.service';
import { registerAdminRoutes } from './features/admin/admin.routes';
import { createAdminDashboardService } from './features/admin/admin-dashboard.service';
import { createReportsService } from './features/reports/reports.service';
import { registerReportRoutes } from './features/reports/reports.routes';
import { createBattleReportsService } from './features/admin/battle-reports.service';
import { registerBattleReportRoutes } from './features/admin/battle-reports.routes';
import { createAdminContentService } from './features/admin/admin-content.service';
import { registerAdminContentRoutes } from './features/admin/admin-content.routes';
import { createAdminPassagesService } from './features/admin/admin-passages.service';
import { registerAdminPassageRoutes } from './features/admin/admin-passages.routes';
import { createAdminQuestionFilesService } from './features/admin/admin-question-files.service';
import { boardUpkeep } from './features/economy/board-upkeep';
import { createRedisRanking } from './features/economy/ranking/redis-ranking';
import { createSqlRanking } from './features/economy/ranking/sql-ranking';
import { createMathsService } from './features/maths/maths.service';
import { registerMathsRoutes } from './features/maths/maths.routes';
import { createMathsAdminService } from './features/maths/maths-admin.service';
import { registerMathsAdminRoutes } from './features/maths/maths-admin.routes';
import { mathsOpHandlers } from './features/maths/maths.ops';
import { createTutorContentService } from './features/tutor/content.service';
import { registerTutorContentRoutes } from './features/tutor/content.routes';
import { createTutorSessionsService } from './features/tutor/sessions.service';
import { createTutorPhrasingService } from './features/tutor/phrasing.service';
import { registerTutorPhrasingRoutes, registerTutorSessionRoutes } from './features/tutor/sessions.routes';
import { tutorOpHandlers } from './features/tutor/tutor.ops';
import { createQuizService } from './features/quiz/quiz.service';
import { registerQuizRoutes } from './features/quiz/quiz.routes';
import { roundAnswerSweep } from './features/quiz/round-answer-sweep';
import { quizOpHandlers } from './features/quiz/quiz.ops';
import { createSoloService } from './features/solo/solo.service';
import { registerSoloRoutes } from './features/solo/solo.routes';
import { soloOpHandlers } from './features/solo/solo.ops';
import { soloRoundSweep } from './features/solo/solo-sweep';
import { registerPacks } from './features/packs/packs.routes';
import { bookmarkOpHandlers } from './features/bookmarks/bookmarks.ops';
import { createContestsAdminService } from './features/contests/contests-admin.service';
import { registerContestRoutes } from './features/contests/contests.routes';
import { createContestsService } from './features/contests/contests.service';
import { registerBookmarkRoutes } from './features/bookmarks/bookmarks.routes';
import { createBattleStatisticsService } from './features/battles/statistics';
import { registerBattleStatisticsRoutes } from './features/battles/statistics.routes';
import { registerBattleRoutes } from './features/battles/battles.routes';
import { createBattlesService } from './features/battles/battles.service';
import { registerBattleSocket } from './features/battles/battles.socket';
import { registerExamJobs } from './features/exams/exam-close';
import { createExamsAdminService } from './features/exams/exams-admin.service';
import { registerExamRoutes } from './features/exams/exams.routes';
import { createExamsService } from './features/exams/exams.service';
import { createAssessmentsService, registerAssessmentJobs } from './features/tutor/assessments.service';
import { registerAssessmentRoutes } from './features/tutor/assessments.routes';
import { createBookmarksService } from './features/bookmarks/bookmarks.service';
import * as bookmarksRepo from './features/bookmarks/bookmarks.repo';
import * as soloRepo from './features/solo/solo.repo';
import { createSyncService } from './features/sync/sync.service';
import { registerDevAppliedOps } from './features/sync/dev-applied-ops.routes';
import { registerSyncRoutes } from './features/sync/sync.routes';
import { createSettingsService, type SettingsService } from './features/settings/settings.service';
import { registerSettingsRoutes } from './features/settings/settings.routes';
import { createConfigAdminService } from './features/settings/config-admin.service';
import { createLanguagesAdminService } from './features/settings/languages-admin.service';
import { registerSettingsAdminRoutes } from './features/settings/settings-admin.routes';
import { createUsersService } from './features/users/users.service';
import { registerUserRoutes } from './features/users/users.routes';
import { API_COMPRESS_THRESHOLD_BYTES, createActionRouter } from './plugins/actions';
import { API_BROTLI_QUALITY } from './plugins/encoded-answers';
import { registerErrorEnvelope } from './plugins/error-envelope';
import { registerLive, type LiveHeartbeat, type LiveHub } from './plugins/live';
import { handshakeAddressOf } from './lib/client-address';
import { registerOverload } from './plugins/overload';
import { registerStaticWeb } from './plugins/static-web';
import { seedIfEmpty } from './seed/seed';
import { ensureDemoContests } from './seed/seed-contests';
import { redactUrl } from './lib/redact-url';
import { connectRedis } from './lib/redis';
import { startRecurring } from './lib/recurring';
import type { JobQueue } from './lib/jobs/job-queue';
import { createSqlJobQueue } from './lib/jobs/sql-job-queue';
import { TtlCache } from './lib/ttl-cache';
import { createAccessChanges } from './lib/access-changes';

/**
 * Everything the PWA loads is its own, except Google Identity Services when Google sign-in is on.
 * React's style attributes need 'unsafe-inline' for styles only; scripts never run inline.
 */
function contentSecurityPolicy(liveOrigin: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://accounts.google.com/gsi/client",
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    "img-src 'self' data: blob:",
    // The live channel's websocket (plugins/live.ts) to this same host: CSP 3 counts ws(s) of the
    // page's host as 'self', older browsers (Safari before 15.4) only when it is named.
    `connect-src 'self'${liveOrigin ? ` ${liveOrigin}` : ''} https://accounts.google.com/gsi/`,
    'frame-src https://accounts.google.com/gsi/',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Jobs a PostgreSQL instance runs at once: of its pool's 10 connections (server/db/client.ts), the rest stay for requests. */
const JOB_CONCURRENCY = 3;

/**
 * How long the subscription gate trusts an answer without asking the database again (as
 * SESSION_CACHE_MS for sessions): every change is announced to every instance, so this only
 * bounds a change whose announcement was never made.
 */
const SUBSCRIPTION_CACHE_MS = 5 * 60_000;

/** The host as a browser would write it (name or address, optional port); anything else is left out of the policy. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The websocket origin of the page's own host, for connect-src (null when the Host header is odd). */
export function liveOriginOf(request: Pick<FastifyRequest, 'host' | 'protocol'>): string | null {
  if (!PLAIN_HOST.test(request.host)) return null;
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Errors are logged without the query parameters the database drivers attach (password hashes). */
function serializeError(error: Error): SerializedError {
  const { code } = error as Error & { code?: unknown };
  const cause = error.cause instanceof Error ? serializeError(error.cause) : undefined;
  return { type: error.name, message: error.message, stack: error.stack ?? '', ...(code !== undefined ? { code } : {}), ...(cause ? { cause } : {}) };
}

/**
 * Fastify's request fields, with secrets in the query blanked: a page GET of an old e-mailed link
 * (`/auth/reset-password?token=...`) would otherwise write a live reset token into the log.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** A hop count becomes "trust the nearest n hops"; addresses and ranges are passed on. */
function trustProxyOption(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly ctx: AppContext;
  readonly settings: SettingsService;
  /** The one path for coins and score (tests reach refunds through it until a mode refunds). */
  readonly economy: EconomyService;
  /** Where leaderboard ranks come from: SQL, or Redis with REDIS_URL. */
  readonly ranking: Ranking;
  readonly auth: AuthService;
  /** The admin's notifications at a set time (tests deliver what is due through it, as the recurring task does). */
  readonly scheduledNotifications: ScheduledNotificationsService;
  /** The live channel's user rooms (plugins/live.ts): features are given it, as the admin's users are. */
  readonly live: LiveHub;
  /** What billing and payouts call after a commit that changes what a user's devices show (see userChangesFor). */
  readonly userChanges: UserChanges;
  /** Subscriptions and billing (tests run the renewals' upkeep through it, as the recurring task does). */
  readonly billing: BillingService;
  /** Payout requests (issue 13). */
  readonly payouts: PayoutsService;
  /** Time-based work that must happen once (contest endings, exam deadlines); tests run what is due through it. */
  readonly jobs: JobQueue;
}

/**
 * Tells a user's devices, over the live channel, what a committed change left: the subscription's
 * summary, the coin and score totals, a new notification. Each reads the database as it is now, so a
 * message never carries a state that a later commit has already replaced with an older one.
 * Fire and forget: a failure is logged, never thrown into the caller (whose work has committed).
 */
export interface UserChanges {
  subscriptionChanged(userId: number): void;
  coinsChanged(userId: number): void;
  notification(userId: number, notification: { id: number; title: string }): void;
}

function userChangesFor(db: Database['db'], live: LiveHub, log: FastifyInstance['log'], forgetSubscription: (userId: number) => void): UserChanges {
  const send = (userId: number, what: string, message: () => Promise<Parameters<LiveHub['toUser']>[1]>) => {
    message()
      .then((built) => live.toUser(userId, built))
      .catch((error: unknown) => log.warn({ err: error, userId }, `the live ${what} message could not be sent`));
  };
  return {
    subscriptionChanged(userId) {
      // The gate's cached answer goes with it, so the API agrees with what the devices are told.
      forgetSubscription(userId);
      send(userId, 'subscription', async () => ({ type: 'subscription', summary: await subscriptionSummary(db, userId) }));
    },
    coinsChanged(userId) {
      send(userId, 'coins', async () => ({ type: 'coins', ...(await balanceOf(db, userId)) }));
    },
    notification(userId, { id, title }) {
      send(userId, 'notification', () => Promise.resolve({ type: 'notification', id, title }));
    },
  };
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one per file). */
  readonly database?: Database;
  readonly now?: () => Date;
  /** Where log lines go instead of stdout (tests read them to prove what is never logged). */
  readonly logStream?: { write(line: string): void };
  /** The embedded database stopped for good (server/main.ts then stops the process with code 1). */
  readonly onDatabaseLost?: (error: Error) => void;
  /** How often the Redis ranking drains its outbox without being asked (1 s; tests lengthen it to prove what else drains). */
  readonly leaderboardDrainIntervalMs?: number;
  /** How often the live channel asks again whether its sockets' sessions hold (15 s; tests shorten it). */
  readonly liveRecheckMs?: number;
  /** How the live channel notices a silent connection (LIVE_HEARTBEAT; tests shorten it). */
  readonly liveHeartbeat?: LiveHeartbeat;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { err: serializeError, req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: `${config.dataDir}/pglite`,
      pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
      onDatabaseLost: (error) => {
        app.log.fatal({ err: error }, 'the embedded database stopped; every request would fail');
        options.onDatabaseLost?.(error);
      },
    }));
  if (!options.database) app.addHook('onClose', () => database.close());

  const ctx: AppContext = {
    config,
    db: database.db,
    log: app.log,
    messenger: await createMessenger(database.db, config, app.log),
    now: options.now ?? (() => new Date()),
  };

  registerErrorEnvelope(app);
  await registerOverload(app, config, database);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', contentSecurityPolicy(liveOriginOf(request)));
  });
  // With REDIS_URL, rate-limit counters are shared by every instance behind the load balancer.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  // API answers of 1 KB and more leave compressed when the client accepts it (brotli at quality 4,
  // gzip): only the routes that ask for it (every action whose answers are not shared, see
  // plugins/actions.ts; shared ones are compressed once in plugins/encoded-answers.ts, alike). The
  // built PWA is already precompressed at build time, so static files never pass through here.
  await app.register(compress, {
    global: false,
    threshold: API_COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
  });
  // Under the deployment's prefix: two deployments (or two test runs) on one Redis never share counts.
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rl:` } : {}) });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  });

  const google = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL, issuers: config.GOOGLE_ISSUERS.split(',') })
    : undefined;
  const settings = createSettingsService(ctx);
  // Changes of sessions and subscriptions reach every instance's caches (lib/access-changes.ts).
  const accessChanges = createAccessChanges(database, app.log);
  app.addHook('onClose', () => accessChanges.close());
  // Every change of a subscription is announced (userChanges.subscriptionChanged) and forgets the
  // user's answer on every instance; the time to live only bounds an announcement never made. A
  // user's entry in use is read again in the background halfway through it (see TtlCache).
  const subscriptionCache = new TtlCache<number, boolean>(SUBSCRIPTION_CACHE_MS, 10_000, Date.now, SUBSCRIPTION_CACHE_MS / 2);
  const gate = (userId: number) => subscriptionCache.getOrLoad(userId, () => hasSubscription(database.db, userId));
  // Leaderboards live in Redis sorted sets when there is a Redis, else in SQL; the ledger is the truth for both.
  // With PostgreSQL it hears other instances' writes through the database (LISTEN, database.listen).
  const ranking = redis
    ? createRedisRanking({
        db: database.db,
        redis,
        prefix: config.REDIS_KEY_PREFIX,
        now: ctx.now,
        log: app.log,
        listen: database.listen,
        drainIntervalMs: options.leaderboardDrainIntervalMs,
      })
    : createSqlRanking(database.db);
  // The outbox drain and its listener stop before Redis quits (one hook, so the order is certain).
  app.addHook('onClose', async () => {
    await ranking.close();
    if (redis) await redis.quit();
  });
  const economy = createEconomyService(ctx, settings, ranking);
  // Features register their job kinds as they are built; the worker starts once all are (below).
  // On PostgreSQL a few jobs run at once, on connections of their own (a battle's end does not hold
  // up other rooms' next questions); PGlite runs one statement at a time, so one job at a time.
  const jobs = createSqlJobQueue(ctx, app.log, { concurrency: database.kind === 'postgres' ? JOB_CONCURRENCY : 1 });
  const live = await registerLive(app, {
    authenticate: (token) => auth.authenticate(token),
    ...(config.REDIS_URL ? { redis: { url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX } } : {}),
    ...(options.liveRecheckMs ? { recheckMs: options.liveRecheckMs } : {}),
    ...(options.liveHeartbeat ? { heartbeat: options.liveHeartbeat } : {}),
    // The battles' per-address join limit counts the client as the HTTP API's rate limits do.
    addressOf: handshakeAddressOf(trustProxyOption(config.TRUST_PROXY)),
  });
  // What billing and payouts change reaches the user's devices over the live channel (and leaves the gate's cache).
  const userChanges = userChangesFor(database.db, live, app.log, (userId) => accessChanges.announce({ kind: 'subscription', userId }));
  // With BILLING_PROVIDER=stripe, one Stripe client serves the adapter and the webhooks.
  const stripe = config.BILLING_PROVIDER === 'stripe' ? createStripeClient(config) : undefined;
  const billing = createBillingService(ctx, {
    settings,
    providers: stripe ? { stripe: createStripeProvider(stripe, { now: ctx.now, log: app.log }) } : {},
    onSubscriptionChanged: (userId) => userChanges.subscriptionChanged(userId),
  });
  const auth = createAuthService(ctx, google, {
    onSessionOpen: async (user) => {
      await economy.accountReady(user);
      await billing.accountReady(user);
    },
    announceSessionsChanged: (userId) => accessChanges.announce({ kind: 'sessions', userId }),
  });
  accessChanges.onChange((change) => {
    if (change === null) {
      auth.forgetCached(null);
      subscriptionCache.clear();
    } else if (change.kind === 'sessions') auth.forgetCached(change.userId);
    else subscriptionCache.delete(change.userId);
  });
  const api = createActionRouter(app, {
    authenticate: (token) => auth.authenticate(token),
    hasSubscription: (userId) => gate(userId),
    checkResponses: config.NODE_ENV !== 'production',
    underMaintenance: async () => (await settings.systemConfig()).maintenance_mode === '1',
  });

  registerAuthRoutes(api, ctx, auth);
  registerDevOutboxRoutes(api, ctx);
  registerSettingsRoutes(api, settings);
  registerSettingsAdminRoutes(api, createLanguagesAdminService(ctx, settings), createConfigAdminService(ctx, settings));
  const users = createUsersService(ctx, {
    settings,
    onUserRemoved: (userId) => {
      auth.forgetUser(userId);
      accessChanges.announce({ kind: 'subscription', userId });
      live.toUser(userId, { type: 'account', status: 'deleted' });
      ranking.forget(userId).catch((error: unknown) => app.log.warn({ err: error, userId }, 'a deleted account could not be taken off the Redis leaderboards'));
    },
    sendEmailVerification: (user, origin) => auth.sendEmailVerification(user, origin),
  });
  registerUserRoutes(api, users, config);
  registerEconomyRoutes(api, economy, createLeaderboardService(ctx, ranking));
  registerBillingRoutes(api, config, billing, createBillingAdminService(ctx, billing));
  const scheduledNotifications = createScheduledNotificationsService(ctx);
  registerScheduledNotificationRoutes(api, scheduledNotifications);
  registerAuditRoutes(api, ctx.db);
  const reports = createReportsService(ctx);
  registerReportRoutes(api, reports);
  // onCoinsChanged and onNotification (after each commit) are where the live channel tells the player's devices.
  const payouts = createPayoutsService(ctx, {
    economy,
    settings,
    ensureStillAdmin,
    onCoinsChanged: (userId) => userChanges.coinsChanged(userId),
    onNotification: (userId, id, title) => userChanges.notification(userId, { id, title }),
  });
  registerPayoutRoutes(api, payouts);
  const adminUsers = createAdminUsersService(ctx, {
    economy,
    endSessions: (tx, userId) => auth.endSessions(tx, userId),
    forgetUser: (userId) => auth.forgetUser(userId),
    accountDeactivated: (userId) => live.toUser(userId, { type: 'account', status: 'deactivated' }),
    users,
  });
  // Battle chat reports (issue 16): resolving may deactivate the reported player through adminUsers.
  const battleReports = createBattleReportsService(ctx, { adminUsers });
  registerBattleReportRoutes(api, battleReports);
  registerAdminRoutes(api, adminUsers, createAdminDashboardService(ctx, { reports, battleReports, payouts }));
  const quiz = createQuizService(ctx, settings, economy);
  registerQuizRoutes(api, quiz);
  const contentWrites = { invalidateContent: () => quiz.invalidateContent() };
  registerAdminContentRoutes(api, createAdminContentService(ctx, contentWrites), createAdminQuestionFilesService(ctx, contentWrites));
  registerAdminPassageRoutes(api, createAdminPassagesService(ctx, contentWrites));
  if (config.UPKEEP === 'on') {
    for (const task of [roundAnswerSweep(ctx.db, ctx.now), soloRoundSweep(ctx.db, ctx.now), boardUpkeep(database.db, economy, ctx.now), scheduledNotifications.task, billing.upkeep]) {
      const stop = startRecurring(task, app.log);
      app.addHook('onClose', stop);
    }
  }
  const solo = createSoloService(ctx, { settings, economy, premium: quiz.premium, bookmarked: (userId, ids) => bookmarksRepo.everBookmarked(ctx.db, userId, ids) });
  registerSoloRoutes(api, solo);
  const maths = createMathsService(ctx);
  registerMathsRoutes(api, maths, solo);
  registerMathsAdminRoutes(api, createMathsAdminService(ctx, maths));
  // The tutor hub (issue 17): its content (subjects, chapters, units with notes).
  const tutorContent = createTutorContentService(ctx);
  registerTutorContentRoutes(api, tutorContent);
  const tutorSessions = createTutorSessionsService(ctx);
  registerTutorSessionRoutes(api, tutorSessions);
  registerTutorPhrasingRoutes(api, createTutorPhrasingService(ctx));
  registerPacks(api, ctx, { quiz, settings, pastDailySets: (languageId, days) => soloRepo.pastDailySets(ctx.db, languageId, ctx.now().toISOString().slice(0, 10), days) });
  const bookmarks = createBookmarksService(ctx, { premium: quiz.premium, openRound: (user, request) => solo.openRound(user, request) });
  registerBookmarkRoutes(api, bookmarks);
  // The winners of a contest's end hear of their prize over the live channel after its commit, as payouts' players do.
  const contestsService = createContestsService(ctx, {
    economy,
    jobs,
    settings,
    onCoinsChanged: (userId) => userChanges.coinsChanged(userId),
    onNotification: (userId, id, title) => userChanges.notification(userId, { id, title }),
  });
  registerContestRoutes(api, contestsService, createContestsAdminService(ctx, { jobs, ensureStillAdmin }));
  registerSyncRoutes(
    api,
    createSyncService(ctx, { ...quizOpHandlers(quiz), ...soloOpHandlers(solo), ...mathsOpHandlers(maths, economy, ctx.now), ...bookmarkOpHandlers(bookmarks), ...tutorOpHandlers(tutorSessions) }, { hasSubscription: gate }),
    ctx.now,
  );
  registerExamJobs(jobs, ctx.now);
  registerExamRoutes(
    api,
    createExamsService(ctx, { jobs, contentLanguage: (languageId) => settings.contentLanguage(languageId) }),
    createExamsAdminService(ctx, { jobs, ensureStillAdmin }),
  );
  registerAssessmentJobs(jobs, ctx.now);
  registerAssessmentRoutes(api, createAssessmentsService(ctx, { jobs }));
  registerBattleStatisticsRoutes(api, createBattleStatisticsService(ctx));
  // Live battles: requests on the live channel, jobs for their clocks, two HTTP actions.
  const battles = createBattlesService(ctx, { economy, settings, jobs, live, hasSubscription: gate, joinsPerAddressPerMinute: config.BATTLE_JOINS_PER_ADDRESS_PER_MINUTE, onCoinsChanged: (userId) => userChanges.coinsChanged(userId) });
  registerBattleSocket(live, battles, { log: app.log, checkAcks: config.NODE_ENV !== 'production' });
  registerBattleRoutes(api, battles);
  registerDevAppliedOps(api, ctx);
  if (stripe && config.STRIPE_WEBHOOK_SECRET) {
    // Stripe's signed events (not an action: a raw body, see stripe-webhook.routes.ts).
    const onSubscriptionChanged = (userId: number) => billing.changed(userId);
    await registerStripeWebhook(app, createStripeWebhookService(ctx, { stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET, onSubscriptionChanged }));
  }
  await registerStaticWeb(app, { webDist: config.webDist, uploadsDir: config.uploadsDir });

  if (config.SEED_DEMO) {
    await seedIfEmpty(database.db, { passwordCost: config.PASSWORD_HASH_COST, demoAccounts: config.seedDemoAccounts, now: ctx.now() }, app.log);
    // Contests upcoming, live and past relative to today: made at every start, and each hour with upkeep on.
    await ensureDemoContests(database.db, jobs, ctx.now(), app.log);
    if (config.UPKEEP === 'on') {
      const stop = startRecurring({ name: 'demo contests', firstAfterMs: 3_600_000, everyMs: 3_600_000, run: () => ensureDemoContests(database.db, jobs, ctx.now()) }, app.log);
      app.addHook('onClose', stop);
    }
  }
  if (config.UPKEEP === 'on') {
    // Every instance runs the worker: a due job is taken by one of them (sql-job-queue.ts).
    jobs.start();
    app.addHook('onClose', () => jobs.stop());
  }
  return { app, database, ctx, settings, economy, ranking, auth, scheduledNotifications, live, userChanges, billing, payouts, jobs };
}
