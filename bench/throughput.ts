/** get_questions_by_level throughput of the real server against a bare Fastify JSON route, same run. */
import autocannon from 'autocannon';
import { median, post, startTarget, stopTarget, subscriberToken } from './targets';

const ROUNDS = 5;

export interface ThroughputResult {
  readonly realRps: number;
  readonly bareRps: number;
  /** Median of the per-round ratios. */
  readonly ratio: number;
  readonly ratios: readonly number[];
  readonly realP99Ms: number;
  readonly bareP99Ms: number;
}

function load(url: string, body: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, connections: 16, duration: seconds });
}

export async function measureThroughput(seconds = 4): Promise<ThroughputResult> {
  const real = await startTarget('real');
  const bare = await startTarget('bare');
  try {
    const token = await subscriberToken(real.port);
    const body = JSON.stringify({ category: 1, subcategory: 1, level: 1 });
    const check = (await post(real.port, '/api/get_questions_by_level', JSON.parse(body), token)) as { error: boolean };
    if (check.error) throw new Error('the real target did not serve questions');

    const realUrl = `http://127.0.0.1:${real.port}/api/get_questions_by_level`;
    const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
    const auth = { authorization: `Bearer ${token}` };
    // Warm both up, then alternate short rounds (never both at once on two cores) and take the
    // median of each: a single pair of runs swings with whatever else the machine is doing.
    await load(realUrl, body, auth, 2);
    await load(bareUrl, body, {}, 2);
    const realRuns: autocannon.Result[] = [];
    const bareRuns: autocannon.Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const realRun = await load(realUrl, body, auth, seconds);
      if (realRun.non2xx > 0 || realRun.errors > 0) throw new Error(`real target answered ${realRun.non2xx} non-2xx and ${realRun.errors} errors`);
      realRuns.push(realRun);
      bareRuns.push(await load(bareUrl, body, {}, seconds));
    }
    const ratios = realRuns.map((r, i) => r.requests.average / (bareRuns[i]?.requests.average ?? Number.NaN));
    return {
      realRps: median(realRuns.map((r) => r.requests.average)),
      bareRps: median(bareRuns.map((r) => r.requests.average)),
      ratio: median(ratios),
      ratios,
      realP99Ms: median(realRuns.map((r) => r.latency.p99)),
      bareP99Ms: median(bareRuns.map((r) => r.latency.p99)),
    };
  } finally {
    stopTarget(real);
    stopTarget(bare);
  }
}
