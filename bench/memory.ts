/**
 * Resident memory of the server's whole process tree on the embedded database (issue 10 target:
 * <= 350 MB at rest after a restart). Per way of starting it: the first start on an empty data
 * directory (peak while it migrates and seeds, and right after it answers), at rest after an idle
 * spell, then a restart on the same directory (peak, ready, at rest). Production settings with the
 * demo content (SEED_DEMO=1), as a school would run it. Needs `npm run build:server` for compiled.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopServer, treeRssBytes, type RunningServer, type ServerMode } from './prod-server';

export interface StartMemory {
  /** Highest tree RSS sampled between spawn and the first answer. */
  readonly peakBytes: number;
  readonly readyBytes: number;
  readonly restBytes: number;
  readonly startMs: number;
}

export interface MemoryResult {
  readonly mode: ServerMode;
  readonly idleSeconds: number;
  readonly firstStart: StartMemory;
  readonly restart: StartMemory;
}

const SAMPLE_MS = 100;

async function measureStart(mode: ServerMode, port: number, env: Record<string, string>, idleSeconds: number): Promise<[StartMemory, RunningServer]> {
  let peak = 0;
  let pid: number | undefined;
  const started = performance.now();
  const sampling = { on: true };
  // The server's pid is known only after spawn; sample whatever has started until it answers.
  const sampler = (async () => {
    while (sampling.on) {
      if (pid !== undefined) peak = Math.max(peak, await treeRssBytes(pid));
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  const server = await startServer({ mode, port, env, onSpawn: (spawned) => (pid = spawned) }).catch((error: unknown) => {
    sampling.on = false;
    throw error;
  });
  const startMs = performance.now() - started;
  sampling.on = false;
  await sampler;
  const rootPid = server.child.pid as number;
  const readyBytes = await treeRssBytes(rootPid);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const restBytes = await treeRssBytes(rootPid);
  return [{ peakBytes: Math.max(peak, readyBytes), readyBytes, restBytes, startMs }, server];
}

export async function measureMemory(modes: readonly ServerMode[] = ['compiled'], options: { port?: number; idleSeconds?: number } = {}): Promise<MemoryResult[]> {
  const port = options.port ?? 8103;
  const idleSeconds = options.idleSeconds ?? 30;
  const results: MemoryResult[] = [];
  for (const mode of modes) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qh-memory-'));
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', SEED_DEMO: '1', DATA_DIR: dataDir, WEB_DIST: 'dist' };
    try {
      const [firstStart, first] = await measureStart(mode, port, env, idleSeconds);
      await stopServer(first);
      const [restart, second] = await measureStart(mode, port, env, idleSeconds);
      await stopServer(second);
      results.push({ mode, idleSeconds, firstStart, restart });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
