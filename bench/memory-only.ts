/**
 * `npx tsx bench/memory-only.ts [compiled|tsx|npm-start ...]`: tree RSS at first start, restart and
 * at rest (MEMORY_IDLE_SECONDS, default 30). Run `npm run build:server` first for compiled.
 */
import { measureMemory } from './memory';
import type { ServerMode } from './prod-server';

const MB = 1024 * 1024;
const modes = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['compiled']) as ServerMode[];
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

measureMemory(modes, { idleSeconds: Number(process.env.MEMORY_IDLE_SECONDS ?? 30) })
  .then((results) => {
    for (const r of results) {
      for (const [label, m] of [['first start', r.firstStart], ['restart', r.restart]] as const) {
        console.log(`${r.mode} ${label}: peak ${mb(m.peakBytes)}, ready ${mb(m.readyBytes)} after ${(m.startMs / 1000).toFixed(1)} s, at rest (${r.idleSeconds} s idle) ${mb(m.restBytes)}`);
      }
    }
    console.log('target: <= 350 MB for the whole tree at rest after a restart');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
