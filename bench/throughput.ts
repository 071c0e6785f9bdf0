/** get_questions_by_level throughput of the real server against a bare Fastify JSON route, same run. */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export interface ThroughputResult {
  readonly realRps: number;
  readonly bareRps: number;
  readonly ratio: number;
  readonly realP99Ms: number;
  readonly bareP99Ms: number;
}

function startTarget(kind: 'real' | 'bare'): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'bench/serve-target.ts', kind], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match?.[1]) resolve({ port: Number(match[1]), child });
    });
    child.on('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
  });
}

async function post(port: number, path: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

function load(url: string, body: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, connections: 16, duration: seconds });
}

export async function measureThroughput(seconds = 8): Promise<ThroughputResult> {
  const real = await startTarget('real');
  const bare = await startTarget('bare');
  try {
    const session = (await post(real.port, '/api/user_login', { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' })) as {
      data: { token: string };
    };
    const token = session.data.token;
    const body = JSON.stringify({ category: 1, subcategory: 1, level: 1 });
    const check = (await post(real.port, '/api/get_questions_by_level', JSON.parse(body), token)) as { error: boolean };
    if (check.error) throw new Error('the real target did not serve questions');

    // Warm both up, then measure one after the other so they never share the two cores.
    await load(`http://127.0.0.1:${real.port}/api/get_questions_by_level`, body, { authorization: `Bearer ${token}` }, 2);
    await load(`http://127.0.0.1:${bare.port}/bare`, body, {}, 2);
    const realRun = await load(`http://127.0.0.1:${real.port}/api/get_questions_by_level`, body, { authorization: `Bearer ${token}` }, seconds);
    const bareRun = await load(`http://127.0.0.1:${bare.port}/bare`, body, {}, seconds);
    if (realRun.non2xx > 0 || realRun.errors > 0) throw new Error(`real target answered ${realRun.non2xx} non-2xx and ${realRun.errors} errors`);
    return {
      realRps: realRun.requests.average,
      bareRps: bareRun.requests.average,
      ratio: realRun.requests.average / bareRun.requests.average,
      realP99Ms: realRun.latency.p99,
      bareP99Ms: bareRun.latency.p99,
    };
  } finally {
    real.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
  }
}
