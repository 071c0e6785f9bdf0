/**
 * The server as operators run it, in its own process (group): `node dist-server/main.js` (what
 * `npm start` runs after `npm run build`), or the TypeScript under tsx for a before/after. The load
 * and memory benches start it, wait until it answers, read the RSS of its whole process tree and
 * stop it; the browser benches (cold start, Lighthouse) start it with startWebServer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';

/** compiled: node dist-server/main.js; tsx: npx tsx server/main.ts (the old npm start); npm-start: npm start itself. */
export type ServerMode = 'compiled' | 'tsx' | 'npm-start';

export interface ServerOptions {
  readonly mode: ServerMode;
  readonly port: number;
  readonly env: Record<string, string>;
  /** Extra node flags for the server process, e.g. --cpu-prof (compiled mode only). */
  readonly nodeArgs?: readonly string[];
  readonly readyTimeoutMs?: number;
  /** Called as soon as the process exists (the memory bench samples it while it starts). */
  readonly onSpawn?: (pid: number) => void;
}

export interface RunningServer {
  readonly child: ChildProcess;
  readonly port: number;
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
}

function command(options: ServerOptions): [string, string[]] {
  switch (options.mode) {
    case 'compiled':
      if (!existsSync('dist-server/main.js')) throw new Error('dist-server/main.js is missing: run `npm run build:server` first');
      return [process.execPath, [...(options.nodeArgs ?? []), '--enable-source-maps', 'dist-server/main.js']];
    case 'tsx':
      return ['npx', ['tsx', 'server/main.ts']];
    case 'npm-start':
      return ['npm', ['start', '--silent']];
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/get_system_configurations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const [cmd, args] = command(options);
  // Its own process group, so stopServer ends npx or npm and the server under it together.
  const child = spawn(cmd, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  if (child.pid !== undefined) options.onSpawn?.(child.pid);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  while (!(await answers(options.port))) {
    if (gone) throw new Error(`the ${options.mode} server exited before answering`);
    if (Date.now() > deadline) {
      stopServer({ child, port: options.port, exited });
      throw new Error(`the ${options.mode} server did not answer within ${options.readyTimeoutMs ?? 180_000} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port: options.port, exited };
}

async function servesAlready(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The compiled server in production mode with the demo content on `dataDir`, serving `webDist`
 * (default: WEB_DIST or dist/), for the benches that load the PWA in a browser.
 */
export async function startWebServer(port: number, dataDir: string, webDist: string | undefined): Promise<RunningServer> {
  // A server left behind by an earlier run would answer in place of this build: refuse to measure it.
  if (await servesAlready(port)) throw new Error(`port ${port} is already serving; stop that server first (fuser -k ${port}/tcp)`);
  const env: Record<string, string> = { NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: '1', DATA_DIR: dataDir };
  if (webDist) env.WEB_DIST = webDist;
  return startServer({ mode: 'compiled', port, env });
}

/** SIGTERM to the group (the server shuts down gracefully and writes a --cpu-prof profile), then waits. */
export async function stopServer(server: RunningServer, timeoutMs = 15_000): Promise<void> {
  if (server.child.pid === undefined) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  const timer = setTimeout(() => {
    try {
      if (server.child.pid !== undefined) process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }, timeoutMs);
  await server.exited;
  clearTimeout(timer);
}

/** The pids of a process and every descendant, from /proc (Linux). */
async function treePids(rootPid: number): Promise<number[]> {
  const children = new Map<number, number[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  const pids: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    pids.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/** Resident memory of a process and every descendant, in bytes, from /proc (Linux). */
export async function treeRssBytes(rootPid: number): Promise<number> {
  let total = 0;
  for (const pid of await treePids(rootPid)) {
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time a process and every descendant have used so far (all their threads, user and system),
 * in ms, from /proc (Linux): on a machine shared with other work, CPU per answer says more about
 * the server's own cost than latency does.
 */
export async function treeCpuMs(rootPid: number): Promise<number> {
  let ticks = 0;
  for (const pid of await treePids(rootPid)) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at state; utime and stime are 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // The process ended while we looked.
    }
  }
  return (ticks * 1000) / USER_HZ;
}
