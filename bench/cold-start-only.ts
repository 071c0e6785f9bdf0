/**
 * `npx tsx bench/cold-start-only.ts` (after `npm run build`): just the offline cold start.
 * `BENCH_COMPARE=<dist A>,<dist B> [BENCH_ROUNDS=10]`: two builds' cold starts, alternating.
 */
import { compareOfflineColdStarts, measureOfflineColdStart, type ColdStartResult } from './offline-cold-start';

const format = (runs: readonly number[]): string => runs.map((ms) => ms.toFixed(0)).join(', ');

async function main(): Promise<void> {
  const compare = process.env.BENCH_COMPARE?.split(',');
  if (compare?.length === 2 && compare[0] && compare[1]) {
    const { a, b } = await compareOfflineColdStarts(compare[0], compare[1], Number(process.env.BENCH_ROUNDS ?? 10));
    const line = (name: string, result: ColdStartResult) => `${name}: ${format(result.runsMs)} ms, median ${result.medianMs.toFixed(0)} ms`;
    console.log(`offline cold start of ${a.path} at 4x CPU throttle (${a.clock} clock), alternating`);
    console.log(line(compare[0], a));
    console.log(line(compare[1], b));
    return;
  }
  const result = await measureOfflineColdStart();
  console.log(`offline cold start of ${result.path} at 4x CPU throttle (${result.clock} clock): ${format(result.runsMs)} ms`);
  console.log(`median ${result.medianMs.toFixed(0)} ms (target < 1000 ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
