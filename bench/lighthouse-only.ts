/**
 * `npx tsx bench/lighthouse-only.ts` (after `npm run build`): Lighthouse's mobile audit of a guest's
 * cold landing and a signed-in player's home, medians of BENCH_LIGHTHOUSE_RUNS (3) runs each.
 * BENCH_LIGHTHOUSE_PAGES=guest-landing (or signed-in-home) audits one of them.
 */
import { formatLighthouse, measureLighthouse, type LighthousePage } from './lighthouse';

async function main(): Promise<void> {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') as LighthousePage[] | undefined;
  const results = await measureLighthouse(only);
  for (const result of results) {
    console.log(formatLighthouse(result));
    for (const run of result.runs) console.log(`  run: ${JSON.stringify(run)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
