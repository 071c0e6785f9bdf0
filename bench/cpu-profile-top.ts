/**
 * `npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [n]`: the functions with the most self time
 * in a V8 CPU profile (node --cpu-prof), with where they are defined.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  readonly id: number;
  readonly children?: readonly number[];
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly hitCount?: number;
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
}

async function main(): Promise<void> {
  const [file, count] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [n]');
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const self = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^file:\/\/.*?\/(node_modules|dist-server)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  const total = profile.samples.length;
  const show = (title: string, entries: Map<string, number>, n: number) => {
    console.log(`\n${title}`);
    for (const [key, hits] of [...entries.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${(hits * msPerSample).toFixed(0).padStart(6)} ms  ${key}`);
    }
  };
  console.log(`${total} samples, ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`);
  show('self time by function', self, Number(count ?? 30));

  // Self time by where the code comes from: a package, the server's own bundle, WebAssembly, V8.
  const byOrigin = new Map<string, number>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    const origin = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('wasm://') ? 'WebAssembly (PGlite)' : url.includes('dist-server') || url.includes('/server/') ? 'server code' : url.startsWith('node:') ? 'node internals' : functionName ? `(${functionName.replace(/[()]/g, '')})` : '(native)');
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + (node.hitCount ?? 0));
  }
  show('self time by origin', byOrigin, 15);

  // Inclusive time of the server's own functions (each counted once per sample): which handlers cost.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  for (const sample of profile.samples) {
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (!frame || !(frame.url.includes('dist-server') || frame.url.includes('/server/'))) continue;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(dist-server|server)\//, '$1/')}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  show('inclusive time of server functions', inclusive, Number(count ?? 30));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
