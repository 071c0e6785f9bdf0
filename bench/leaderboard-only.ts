/**
 * `npx tsx bench/leaderboard-only.ts [postgres] [redis]`: the leaderboard reads of
 * bench/leaderboard.ts at 100k and 1M players (LEADERBOARD_SIZES=100000 for one size). Heavy: a 1M
 * board takes a minute or more to generate; run it on a quiet machine. LEADERBOARD_POSTGRES_URL
 * and LEADERBOARD_REDIS_URL default to the local servers.
 */
import os from 'node:os';
import { TIMING_TARGETS } from './budgets';
import { measureLeaderboard, type LeaderboardBackend, type LeaderboardTiming } from './leaderboard';

const backends = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['postgres', 'redis']) as LeaderboardBackend[];
const sizes = (process.env.LEADERBOARD_SIZES ?? '100000,1000000').split(',').map(Number);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

function line(t: LeaderboardTiming): string {
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(9);
  return `${t.backend.padEnd(9)} ${t.scope.padEnd(8)} ${String(t.players).padStart(8)} players  p50 ${ms(t.p50Ms)}  p99 ${ms(t.p99Ms)}  max ${ms(t.maxMs)}  (${t.samples} reads; load average ${load()})`;
}

async function main(): Promise<void> {
  console.log(`leaderboard: own rank + first page of 20 (ranking), and the whole action minus HTTP (action), random players; ${os.cpus().length} CPUs, load average ${load()}`);
  const result = await measureLeaderboard(sizes, backends, (t) => console.log(line(t)));
  for (const [players, seconds] of Object.entries(result.generateSeconds)) console.log(`generated ${players} players in ${seconds.toFixed(1)} s`);
  for (const [players, seconds] of Object.entries(result.redisRebuildSeconds)) console.log(`rebuilt the ${players}-player board in Redis from the ledger in ${seconds.toFixed(1)} s`);
  console.log(`targets at 1M (ranking): PostgreSQL p99 <= ${TIMING_TARGETS.leaderboardPostgresP99Ms} ms, Redis p99 <= ${TIMING_TARGETS.leaderboardRedisP99Ms} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
