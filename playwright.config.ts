import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium-options';

const PORT = Number(process.env.E2E_PORT ?? 4179);
/** Separate data and build folders let two runs share a machine (E2E_DATA, E2E_WEB_DIST). */
const DATA = process.env.E2E_DATA ?? '.e2e-data';
const WEB_DIST = process.env.E2E_WEB_DIST ?? 'dist';

/**
 * End-to-end tests drive Debian's chromium (Playwright cannot download a browser here) against the
 * production build served by the real server on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // No load shedding (OVERLOAD_*=0), as in the other tests (server/config.ts testConfig): a browser
  // and the server share this machine's two cores, and a 503 for a sign-in under the harness's own
  // load tests nothing. Shedding has its contract tests (tests/contract/overload.test.ts).
  webServer: {
    command: `rm -rf ${DATA} && DATA_DIR=${DATA} WEB_DIST=${WEB_DIST} PORT=${PORT} HOST=127.0.0.1 NODE_ENV=development LOG_LEVEL=warn RATE_LIMIT_AUTH_PER_MINUTE=1000 OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0 OVERLOAD_MAX_DB_WAIT_MS=0 node --enable-source-maps dist-server/main.js`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
