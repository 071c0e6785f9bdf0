/**
 * Benchmarks, run with `npm run bench` after `npm run build`. They print figures; they assert
 * nothing inside `npm test`. Targets (issue 2): entry JS <= 110 KB gzip with no firebase in it,
 * get_questions_by_level throughput >= 40% of a bare Fastify JSON route.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { measureBundle } from './bundle-size';
import { measureThroughput } from './throughput';

const KB = 1024;

async function main(): Promise<void> {
  const bundle = await measureBundle();
  console.log(`entry JS ${bundle.entryFile}: ${(bundle.entryGzipBytes / KB).toFixed(1)} KB gzip (target <= 110 KB)`);
  console.log(`initial JS (entry + ${bundle.initialFiles.length - 1} preloaded chunks): ${(bundle.initialGzipBytes / KB).toFixed(1)} KB gzip`);
  console.log(`firebase in the initial JS: ${bundle.firebaseInInitial ? 'YES' : 'no'}`);

  const seconds = Number(process.env.BENCH_SECONDS ?? 4);
  const t = await measureThroughput(seconds);
  console.log(`get_questions_by_level: ${t.realRps.toFixed(0)} req/s median (p99 ${t.realP99Ms} ms)`);
  console.log(`bare Fastify JSON route: ${t.bareRps.toFixed(0)} req/s median (p99 ${t.bareP99Ms} ms)`);
  const rounds = t.ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ');
  console.log(`ratio: ${(t.ratio * 100).toFixed(1)}% of the bare route, median of rounds ${rounds} (target >= 40%)`);

  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', JSON.stringify({ at: new Date().toISOString(), bundle, throughput: t }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
