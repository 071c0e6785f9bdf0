/** `npx tsx bench/cold-start-only.ts` (after `npm run build`): just the offline cold start. */
import { measureOfflineColdStart } from './offline-cold-start';

measureOfflineColdStart()
  .then((result) => {
    console.log(`offline cold start of ${result.path} at 4x CPU throttle: ${result.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`median ${result.medianMs.toFixed(0)} ms (target < 1000 ms)`);
    console.log(`as seen by Playwright's waitFor: ${result.seenRunsMs.map((ms) => ms.toFixed(0)).join(', ')} ms, median ${result.seenMedianMs.toFixed(0)} ms`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
