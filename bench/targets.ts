/** Starting benchmark targets in their own processes (bench/serve-target.ts) and talking to them. */
import { spawn, type ChildProcess } from 'node:child_process';
import { benchSubscriber } from './bench-subscriber';

export interface Target {
  readonly port: number;
  readonly child: ChildProcess;
}

export function startTarget(kind: 'real' | 'bare', env: NodeJS.ProcessEnv = {}): Promise<Target> {
  return new Promise((resolve, reject) => {
    // Its own process group, so stopTarget ends npx and the server under it together.
    const child = spawn('npx', ['tsx', 'bench/serve-target.ts', kind], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match?.[1]) resolve({ port: Number(match[1]), child });
    });
    child.on('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
  });
}

/** Stops a target and everything it started (a server left running would keep the bench's output open). */
export function stopTarget(target: Target): void {
  if (target.child.pid === undefined) return;
  try {
    process.kill(-target.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function post(port: number, path: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** Signs in as the bench subscriber (production settings have no demo accounts; see bench-subscriber.ts). */
export async function subscriberToken(port: number): Promise<string> {
  const session = (await post(port, '/api/user_login', benchSubscriber)) as { data?: { token: string } };
  if (!session.data?.token) throw new Error('could not sign in as the bench subscriber');
  return session.data.token;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
