/**
 * Benchmarks, run with `npm run bench` after `npm run build`. They print figures; they assert
 * nothing inside `npm test`. Targets: entry JS <= 110 KB gzip with no firebase in it and
 * get_questions_by_level throughput >= 40% of a bare Fastify JSON route (issue 2); a replay of
 * 1,000 queued ops under 2 s in at most 20 requests, and an offline cold start to an interactive
 * maths question under 1 s at chromium's 4x CPU throttle (issue 3).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { measureBundle } from './bundle-size';
import { measureOfflineColdStart } from './offline-cold-start';
import { measureReplay, REPLAY_OPS } from './replay';
import { measureThroughput } from './throughput';

const KB = 1024;

async function main(): Promise<void> {
  const bundle = await measureBundle();
  console.log(`entry JS ${bundle.entryFile}: ${(bundle.entryGzipBytes / KB).toFixed(1)} KB gzip (target <= 110 KB)`);
  console.log(`initial JS (entry + ${bundle.initialFiles.length - 1} preloaded chunks): ${(bundle.initialGzipBytes / KB).toFixed(1)} KB gzip`);
  console.log(`firebase in the initial JS: ${bundle.firebaseInInitial ? 'YES' : 'no'}`);
  console.log(`zod in the initial JS: ${bundle.zodInInitial ? 'YES' : 'no'}`);

  const seconds = Number(process.env.BENCH_SECONDS ?? 4);
  const t = await measureThroughput(seconds);
  console.log(`get_questions_by_level: ${t.realRps.toFixed(0)} req/s median (p99 ${t.realP99Ms} ms)`);
  console.log(`bare Fastify JSON route: ${t.bareRps.toFixed(0)} req/s median (p99 ${t.bareP99Ms} ms)`);
  const rounds = t.ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ');
  console.log(`ratio: ${(t.ratio * 100).toFixed(1)}% of the bare route, median of rounds ${rounds} (target >= 40%)`);

  const replay = await measureReplay();
  for (const r of replay.runs) console.log(`replay of ${REPLAY_OPS} queued ops: ${r.ms.toFixed(0)} ms, ${r.requests} requests, ${r.applied} applied`);
  console.log(`replay median ${replay.medianMs.toFixed(0)} ms (target < 2000 ms, <= 20 requests)`);

  const coldStart = await measureOfflineColdStart();
  console.log(`offline cold start to an interactive maths question at 4x CPU throttle: ${coldStart.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`cold start median ${coldStart.medianMs.toFixed(0)} ms (target < 1000 ms)`);

  await mkdir('bench/results', { recursive: true });
  const results = { at: new Date().toISOString(), bundle, throughput: t, replay, coldStart };
  await writeFile('bench/results/latest.json', JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
