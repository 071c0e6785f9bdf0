/**
 * `npx tsx bench/load-only.ts [pglite] [postgres]`: the classroom load (bench/load.ts) against the
 * compiled server; `npm run build:server` first. LOAD_CLIENTS, LOAD_SECONDS and LOAD_USERS
 * override 200 clients, 30 s and 40 users; LOAD_SERVER=tsx runs the TypeScript under tsx instead;
 * LOAD_CPU_PROF=<dir> writes the server's CPU profile there (read it with bench/cpu-profile-top.ts).
 */
import os from 'node:os';
import { measureLoad, type LatencyStats, type LoadDatabase } from './load';
import type { ServerMode } from './prod-server';

const databases = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pglite', 'postgres']) as LoadDatabase[];

function line(label: string, s: LatencyStats): string {
  const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '-');
  return [
    label.padEnd(34),
    `${String(s.served).padStart(6)} served`,
    `p50 ${ms(s.p50Ms).padStart(7)}`,
    `p99 ${ms(s.p99Ms).padStart(7)}`,
    `max ${ms(s.maxMs).padStart(7)}`,
    `>2s ${String(s.over2s).padStart(4)}`,
    `503 ${String(s.busy).padStart(5)} (p99 ${ms(s.busyP99Ms)})`,
    `gave up ${s.gaveUp}`,
    `failed ${s.failed}`,
    `waited p99 ${ms(s.waitedP99Ms)}`,
  ].join('  ');
}

async function main(): Promise<void> {
  for (const database of databases) {
    const result = await measureLoad(database, {
      ...(process.env.LOAD_CLIENTS ? { clients: Number(process.env.LOAD_CLIENTS) } : {}),
      ...(process.env.LOAD_SECONDS ? { seconds: Number(process.env.LOAD_SECONDS) } : {}),
      ...(process.env.LOAD_USERS ? { users: Number(process.env.LOAD_USERS) } : {}),
      ...(process.env.LOAD_SERVER ? { mode: process.env.LOAD_SERVER as ServerMode } : {}),
      ...(process.env.LOAD_CPU_PROF ? { cpuProfileDir: process.env.LOAD_CPU_PROF } : {}),
    });
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`\n${database}: ${result.clients} clients for ${result.seconds} s, ${result.servedPerSecond.toFixed(0)} served/s of ${result.requestsPerSecond.toFixed(0)} answers/s; load average ${load}`);
    console.log(`server CPU ${result.serverCpuMsPerServed.toFixed(2)} ms per served answer; load generator ${(result.generatorCores * 100).toFixed(0)}% of a core`);
    console.log(line('all', result));
    for (const [kind, s] of Object.entries(result.byKind)) console.log(line(`  ${kind}`, s));
  }
  console.log('\np50/p99/max: served (200) answers; >2s: answers of any status; waited: first send to the answer used, backoff included');
  console.log('targets: embedded p99 <= 500 ms and nothing over 2 s; PostgreSQL p99 <= 200 ms');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
