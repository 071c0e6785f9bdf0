/** `npx tsx bench/replay-only.ts`: just the 1,000-op replay, for quick iterations. */
import { measureReplay, REPLAY_OPS } from './replay';

measureReplay()
  .then((result) => {
    for (const r of result.runs) console.log(`replay ${REPLAY_OPS} ops: ${r.ms.toFixed(0)} ms, ${r.requests} requests, ${r.applied} applied, ${r.serverMs.toFixed(0)} ms waiting for the server`);
    console.log(`median ${result.medianMs.toFixed(0)} ms (target < 2000 ms, <= 20 requests)`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
