/**
 * A benchmark target in its own process: `real` is the Quizhive server (production settings,
 * embedded database, demo content, the bench subscriber); `bare` is a Fastify app with one JSON route of similar size.
 * Prints `READY <port>` once listening.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { addBenchSubscriber } from './bench-subscriber';

const kind = process.argv[2];

async function main(): Promise<void> {
  if (kind === 'bare') {
    const app = Fastify({ logger: false });
    const payload = {
      error: false,
      data: {
        level: 1,
        seconds_per_question: 30,
        questions: Array.from({ length: 7 }, (_, i) => ({
          id: i + 1,
          question: `A question of about the same length as a real one, number ${i + 1}?`,
          options: ['First option', 'Second option', 'Third option', 'Fourth option'],
        })),
      },
    };
    app.post('/bare', async () => payload);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    console.log(`READY ${new URL(address).port}`);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qh-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    PASSWORD_HASH_COST: '1024',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const { app, database } = await buildApp(config);
  await addBenchSubscriber(database.db, config.PASSWORD_HASH_COST);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`READY ${new URL(address).port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
