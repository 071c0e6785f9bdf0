/**
 * `npx tsx bench/check-budgets.ts [dist]`, run by `npm test` right after the build: the size
 * budgets of bench/budgets.ts against the built PWA. Sizes are deterministic, so CI checks them on
 * every run; timings are left to `npm run bench`. Exits 1 when a budget is missed.
 */
import { pathToFileURL } from 'node:url';
import { CI_SIZE_CEILINGS, type SizeLimits } from './budgets';
import { measureBundle, sizeTargets } from './bundle-size';
import { once } from './verdicts';
import { allPass, evaluate, formatVerdict, type Verdict } from './verdicts';

export async function checkBudgets(dist = 'dist', report: (verdict: Verdict) => void = () => undefined, limits: SizeLimits = CI_SIZE_CEILINGS): Promise<Verdict[]> {
  return evaluate(sizeTargets(dist, once(() => measureBundle(dist)), limits), report);
}

async function main(): Promise<void> {
  const dist = process.argv[2] ?? 'dist';
  const verdicts = await checkBudgets(dist, (v) => console.log(formatVerdict(v)));
  if (!allPass(verdicts)) {
    console.error(`size budgets missed in ${dist} (CI_SIZE_CEILINGS in bench/budgets.ts)`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
