/** Starts the server: listen, print how to sign in, and shut down gracefully on SIGINT/SIGTERM. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { countDemoAccounts } from './seed/seed';
import { openDemoExam } from './seed/seed-exams';
import { describeStart } from './start-banner';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Without its database the server can only fail requests: it stops, and a supervisor (or the
  // person who ran npm start) sees exit code 1 and starts it again.
  let stop: (signal: string, code: number) => void = () => process.exit(1);
  const { app, database, ctx } = await buildApp(config, { onDatabaseLost: () => stop('database lost', 1) });
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ address, host: config.HOST, database: database.kind }, 'listening');
  const report = describeStart({
    config,
    address,
    database: database.kind,
    demoAccounts: await countDemoAccounts(database.db),
    demoExam: await openDemoExam(database.db, ctx.now()),
  });
  for (const warning of report.warnings) app.log.warn({ host: config.HOST }, warning);
  // A plain banner for the person who just started it; the JSON log stays for machines.
  process.stdout.write(`${report.banner.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string, code = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(code),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  stop = shutdown;
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
