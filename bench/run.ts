/**
 * `npm run bench` after `npm run build`: every target of bench/budgets.ts, one line per target as
 * it is measured (value, target, PASS/MISS), a summary table at the end, bench/results/latest.json
 * with the verdicts and the raw figures, and exit code 1 when a target is missed.
 * `npm run bench -- bundle cold-start` runs only the targets named `bundle.*` and `cold-start.*`.
 *
 * Each row of TARGETS is one target. A new benchmark plugs in with one row per target, sharing one
 * measurement through `once` (see `measured` below), e.g.
 *   { name: 'load.p99', unit: 'ms', comparator: '<=', target: 200, measure: async () => (await load()).p99Ms },
 * Timings swing with the machine: compare figures taken on a quiet one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { TIMING_TARGETS } from './budgets';
import { measureBundle, sizeTargets } from './bundle-size';
import { measureLeaderboard, type LeaderboardBackend } from './leaderboard';
import { measureLighthouse, type LighthousePage } from './lighthouse';
import { measureLoad, type LoadResult } from './load';
import { measureMemory } from './memory';
import { measureOfflineColdStart } from './offline-cold-start';
import { measureReplay } from './replay';
import { measureThroughput } from './throughput';
import { allPass, evaluate, formatVerdict, once, selectTargets, summaryTable, type BenchTarget } from './verdicts';

/** Raw results of every measurement that ran, for latest.json. */
const raw: Record<string, unknown> = {};

/** One shared measurement whose full result also lands in latest.json under `name`. */
function measured<T>(name: string, measure: () => Promise<T>): () => Promise<T> {
  return once(async () => {
    const result = await measure();
    raw[name] = result;
    return result;
  });
}

const bundle = measured('bundle', () => measureBundle());
const throughput = measured('throughput', () => measureThroughput(Number(process.env.BENCH_SECONDS ?? 4)));
const replay = measured('replay', () => measureReplay());
const coldStart = measured('coldStart', () => measureOfflineColdStart());
const loadPglite = measured('loadPglite', () => measureLoad('pglite'));
const loadPostgres = measured('loadPostgres', () => measureLoad('postgres'));
const memory = measured('memory', async () => (await measureMemory(['compiled']))[0]);
const lighthouse = measured('lighthouse', () => measureLighthouse());
const lighthouseOf = async (page: LighthousePage) => {
  const result = (await lighthouse()).find((r) => r.page === page);
  if (!result) throw new Error(`Lighthouse did not audit ${page}`);
  return result.median;
};
const leaderboard = measured('leaderboard', () => measureLeaderboard([1_000_000]));
const leaderboardP99 = async (backend: LeaderboardBackend) => (await leaderboard()).timings.find((t) => t.backend === backend && t.scope === 'ranking')?.p99Ms ?? Number.NaN;
const MB = 1024 * 1024;
const servedPercent = (result: LoadResult) => (result.count === 0 ? Number.NaN : (result.served / result.count) * 100);

const TARGETS: readonly BenchTarget[] = [
  ...sizeTargets('dist', bundle),
  { name: 'throughput.ratio', unit: '% of bare Fastify', comparator: '>=', target: TIMING_TARGETS.throughputRatio * 100, measure: async () => (await throughput()).ratio * 100 },
  { name: 'replay.ms', unit: 'ms', comparator: '<', target: TIMING_TARGETS.replayMs, measure: async () => (await replay()).medianMs },
  { name: 'replay.requests', unit: 'requests', comparator: '<=', target: TIMING_TARGETS.replayRequests, measure: async () => Math.max(...(await replay()).runs.map((r) => r.requests)) },
  { name: 'cold-start.ms', unit: 'ms', comparator: '<', target: TIMING_TARGETS.coldStartMs, measure: async () => (await coldStart()).medianMs },
  { name: 'load.pglite-p99', unit: 'ms', comparator: '<=', target: TIMING_TARGETS.loadPgliteP99Ms, measure: async () => (await loadPglite()).p99Ms },
  { name: 'load.pglite-over-2s', unit: 'requests', comparator: '<=', target: TIMING_TARGETS.loadPgliteOver2s, measure: async () => (await loadPglite()).over2s },
  { name: 'load.pglite-served', unit: '% of answers', comparator: '>=', target: TIMING_TARGETS.loadMinServedPercent, measure: async () => servedPercent(await loadPglite()) },
  { name: 'load.postgres-p99', unit: 'ms', comparator: '<=', target: TIMING_TARGETS.loadPostgresP99Ms, measure: async () => (await loadPostgres()).p99Ms },
  { name: 'load.postgres-served', unit: '% of answers', comparator: '>=', target: TIMING_TARGETS.loadMinServedPercent, measure: async () => servedPercent(await loadPostgres()) },
  { name: 'memory.rest-after-restart', unit: 'MB', comparator: '<=', target: TIMING_TARGETS.memoryRestMB, measure: async () => Math.round(((await memory())?.restart.restBytes ?? Number.NaN) / MB) },
  { name: 'leaderboard.postgres-1m-p99', unit: 'ms', comparator: '<=', target: TIMING_TARGETS.leaderboardPostgresP99Ms, measure: () => leaderboardP99('postgres') },
  { name: 'leaderboard.redis-1m-p99', unit: 'ms', comparator: '<=', target: TIMING_TARGETS.leaderboardRedisP99Ms, measure: () => leaderboardP99('redis') },
  ...(['guest-landing', 'signed-in-home'] as const).flatMap((page): BenchTarget[] => [
    { name: `lighthouse.${page}-performance`, unit: 'score', comparator: '>=', target: TIMING_TARGETS.lighthousePerformance, measure: async () => (await lighthouseOf(page)).performance },
    { name: `lighthouse.${page}-lcp`, unit: 'ms', comparator: '<=', target: TIMING_TARGETS.lighthouseLcpMs, measure: async () => (await lighthouseOf(page)).lcpMs },
    { name: `lighthouse.${page}-cls`, unit: '', comparator: '<=', target: TIMING_TARGETS.lighthouseCls, measure: async () => (await lighthouseOf(page)).cls },
  ]),
];

async function main(): Promise<void> {
  const targets = selectTargets(TARGETS, process.argv.slice(2));
  const conditions = { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))), node: process.version };
  console.log(`bench: ${targets.length} targets on ${conditions.cpus} CPUs, load average ${conditions.loadAverage.join(' ')}`);
  const verdicts = await evaluate(targets, (v) => console.log(formatVerdict(v)));
  console.log(`\n${summaryTable(verdicts)}`);
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', JSON.stringify({ at: new Date().toISOString(), conditions, pass: allPass(verdicts), verdicts, raw }, null, 2));
  if (!allPass(verdicts)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
