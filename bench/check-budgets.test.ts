/**
 * The CI size check on small fake builds: random bytes do not compress, so a file of n KB is about
 * n KB of gzip, and each budget can be pushed over on its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KB, LANDING_ROUTE_SCREEN, PLAY_ROUTE_ALSO_LOADS, PLAY_ROUTE_SCREEN, SIZE_BUDGETS } from './budgets';
import { MANIFEST_PATH, type Manifest } from './bundle-size';
import { checkBudgets } from './check-budgets';
import type { Verdict } from './verdicts';

const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

interface FakeChunk {
  readonly kb: number;
  readonly text?: string;
}

/**
 * A dist/ with its manifest: index.html's entry imports `shared`, the home screen is `home` (1 KB
 * unless given) and imports the entry, the play screen imports `play` and the entry, its loader
 * fetches `words` beside it (every key of PLAY_ROUTE_ALSO_LOADS, 1 KB unless given), `other` is a
 * lazy screen.
 */
async function fakeDist(sizes: { entry: FakeChunk; shared: FakeChunk; play: FakeChunk; other: FakeChunk; words?: FakeChunk; home?: FakeChunk }, manifest?: Manifest): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'qh-budgets-'));
  dirs.push(dist);
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, path.dirname(MANIFEST_PATH)));
  for (const [name, chunk] of Object.entries({ words: { kb: 1 }, home: { kb: 1 }, ...sizes })) {
    await writeFile(path.join(dist, `assets/${name}.js`), Buffer.concat([Buffer.from(chunk.text ?? ''), randomBytes(Math.round(chunk.kb * KB))]));
  }
  const defaultManifest: Manifest = {
    'index.html': { file: 'assets/entry.js', src: 'index.html', isEntry: true, imports: ['_shared.js'], dynamicImports: [LANDING_ROUTE_SCREEN, PLAY_ROUTE_SCREEN, 'src/Other.tsx'] },
    '_shared.js': { file: 'assets/shared.js' },
    [LANDING_ROUTE_SCREEN]: { file: 'assets/home.js', src: LANDING_ROUTE_SCREEN, isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
    [PLAY_ROUTE_SCREEN]: { file: 'assets/play.js', src: PLAY_ROUTE_SCREEN, isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
    'src/Other.tsx': { file: 'assets/other.js', src: 'src/Other.tsx', isDynamicEntry: true, imports: ['index.html'] },
    ...Object.fromEntries(PLAY_ROUTE_ALSO_LOADS.map((key) => [key, { file: 'assets/words.js', src: key, isDynamicEntry: true }])),
  };
  await writeFile(path.join(dist, MANIFEST_PATH), JSON.stringify(manifest ?? defaultManifest));
  return dist;
}

const byName = (verdicts: readonly Verdict[]) => Object.fromEntries(verdicts.map((v) => [v.name.replace('bundle.', ''), v.verdict]));

describe('the CI size budgets', () => {
  it('pass a build within every budget, counting each file once', async () => {
    const dist = await fakeDist({ entry: { kb: 60 }, shared: { kb: 30 }, play: { kb: 30 }, other: { kb: 500 } });
    const verdicts = await checkBudgets(dist, undefined, SIZE_BUDGETS);
    expect(byName(verdicts)).toEqual({ entry: 'PASS', 'landing-initial': 'PASS', 'play-route': 'PASS', 'firebase-in-initial': 'PASS', 'zod-in-initial': 'PASS', 'admin-in-precache': 'PASS' });
    const play = verdicts.find((v) => v.name === 'bundle.play-route')?.value ?? 0;
    // entry + shared + play + the 1 KB of words, not the other screen, and the shared chunk both import counted once.
    expect(play).toBeGreaterThan(121);
    expect(play).toBeLessThan(126);
  });

  it('miss the entry budget for an entry over 100 KB', async () => {
    const dist = await fakeDist({ entry: { kb: 104 }, shared: { kb: 1 }, play: { kb: 1 }, other: { kb: 1 } });
    expect(byName(await checkBudgets(dist, undefined, SIZE_BUDGETS))).toMatchObject({ entry: 'MISS', 'landing-initial': 'MISS', 'play-route': 'PASS' });
  });

  it("miss the landing budget for what index.html imports with the entry, not for lazy screens", async () => {
    const dist = await fakeDist({ entry: { kb: 50 }, shared: { kb: 55 }, play: { kb: 10 }, other: { kb: 1 } });
    // The entry counts what it imports statically too: a small entry file in front of a big chunk misses.
    expect(byName(await checkBudgets(dist, undefined, SIZE_BUDGETS))).toMatchObject({ entry: 'MISS', 'landing-initial': 'MISS', 'play-route': 'PASS' });
    const otherScreen = await fakeDist({ entry: { kb: 50 }, shared: { kb: 40 }, play: { kb: 10 }, other: { kb: 30 } });
    expect(byName(await checkBudgets(otherScreen, undefined, SIZE_BUDGETS))).toMatchObject({ 'landing-initial': 'PASS' });
  });

  it("count the home screen in the landing, and not in the play route", async () => {
    const dist = await fakeDist({ entry: { kb: 50 }, shared: { kb: 40 }, play: { kb: 10 }, other: { kb: 1 }, home: { kb: 15 } });
    const verdicts = await checkBudgets(dist, undefined, SIZE_BUDGETS);
    expect(byName(verdicts)).toMatchObject({ 'landing-initial': 'MISS', 'play-route': 'PASS' });
    // entry + shared + play + words, without the home screen's 15 KB.
    expect(verdicts.find((v) => v.name === 'bundle.play-route')?.value).toBeLessThan(104);
  });

  it('miss the play route budget for the chunks the play screen imports', async () => {
    const dist = await fakeDist({ entry: { kb: 50 }, shared: { kb: 40 }, play: { kb: 55 }, other: { kb: 1 } });
    expect(byName(await checkBudgets(dist, undefined, SIZE_BUDGETS))).toMatchObject({ entry: 'PASS', 'landing-initial': 'PASS', 'play-route': 'MISS' });
  });

  it("count what the play route's loader fetches beside the screen", async () => {
    const dist = await fakeDist({ entry: { kb: 50 }, shared: { kb: 40 }, play: { kb: 10 }, other: { kb: 1 }, words: { kb: 45 } });
    expect(byName(await checkBudgets(dist, undefined, SIZE_BUDGETS))).toMatchObject({ 'landing-initial': 'PASS', 'play-route': 'MISS' });
  });

  it('hold CI to the ceilings by default: a landing over its 100 KB target passes up to its ceiling', async () => {
    const dist = await fakeDist({ entry: { kb: 50 }, shared: { kb: 55 }, play: { kb: 10 }, other: { kb: 1 } });
    expect(byName(await checkBudgets(dist))).toMatchObject({ entry: 'PASS', 'landing-initial': 'PASS', 'play-route': 'PASS' });
    const grown = await fakeDist({ entry: { kb: 50 }, shared: { kb: 80 }, play: { kb: 10 }, other: { kb: 1 } });
    expect(byName(await checkBudgets(grown))).toMatchObject({ 'landing-initial': 'MISS' });
  });

  it('find admin code, styles or words in any precached file, and leave them to the lazy admin folder', async () => {
    for (const text of ['callAction("get_admin_users")', '.admin-table{display:grid}', '{"admin.nav.users":"Users"}']) {
      const leaked = await fakeDist({ entry: { kb: 1 }, shared: { kb: 1 }, play: { kb: 1 }, other: { kb: 1, text } });
      expect(byName(await checkBudgets(leaked, undefined, SIZE_BUDGETS))['admin-in-precache'], text).toBe('MISS');
    }
    const kept = await fakeDist({ entry: { kb: 1, text: 'import("./lazy-admin/AdminArea.js"); route("/admin")' }, shared: { kb: 1 }, play: { kb: 1 }, other: { kb: 1 } });
    await mkdir(path.join(kept, 'assets/lazy-admin'));
    await writeFile(path.join(kept, 'assets/lazy-admin/UsersScreen.js'), 'callAction("get_admin_users"); ".admin-table"');
    expect(byName(await checkBudgets(kept, undefined, SIZE_BUDGETS))['admin-in-precache']).toBe('PASS');
  });

  it('find zod and firebase in the initial JS, and leave them to lazy chunks', async () => {
    const initial = await fakeDist({ entry: { kb: 1 }, shared: { kb: 1, text: 'class $ZodString {} // @firebase/app' }, play: { kb: 1 }, other: { kb: 1 } });
    expect(byName(await checkBudgets(initial, undefined, SIZE_BUDGETS))).toMatchObject({ 'firebase-in-initial': 'MISS', 'zod-in-initial': 'MISS' });
    const lazy = await fakeDist({ entry: { kb: 1 }, shared: { kb: 1 }, play: { kb: 1, text: 'class $ZodString {} // @firebase/app' }, other: { kb: 1 } });
    expect(byName(await checkBudgets(lazy, undefined, SIZE_BUDGETS))).toMatchObject({ 'firebase-in-initial': 'PASS', 'zod-in-initial': 'PASS' });
  });

  it('fail, not pass, when the build has no home screen, no play screen or no manifest', async () => {
    const entry = { file: 'assets/entry.js', isEntry: true };
    const noHome = await fakeDist({ entry: { kb: 1 }, shared: { kb: 1 }, play: { kb: 1 }, other: { kb: 1 } }, { 'index.html': entry });
    const verdicts = await checkBudgets(noHome, undefined, SIZE_BUDGETS);
    expect(verdicts.map((v) => v.verdict)).toEqual(['ERROR', 'ERROR', 'ERROR', 'ERROR', 'ERROR', 'ERROR']);
    expect(verdicts[0]?.error).toContain(LANDING_ROUTE_SCREEN);
    const home = { file: 'assets/home.js', isDynamicEntry: true };
    const noPlay = await fakeDist({ entry: { kb: 1 }, shared: { kb: 1 }, play: { kb: 1 }, other: { kb: 1 } }, { 'index.html': entry, [LANDING_ROUTE_SCREEN]: home });
    expect((await checkBudgets(noPlay, undefined, SIZE_BUDGETS))[0]?.error).toContain(PLAY_ROUTE_SCREEN);
    const empty = await mkdtemp(path.join(tmpdir(), 'qh-budgets-'));
    dirs.push(empty);
    expect((await checkBudgets(empty, undefined, SIZE_BUDGETS))[0]?.error).toContain('npm run build');
  });
});

describe('PLAY_ROUTE_ALSO_LOADS', () => {
  it("names the English parts the play screen's loader waits for", async () => {
    const index = await readFile(path.join(import.meta.dirname, '../src/features/quiz/index.ts'), 'utf8');
    const parts = /lazyScreen\(\(\) => import\('\.\/PlayScreen'\), 'PlayScreen', \[([^\]]*)\]\)/.exec(index)?.[1];
    expect(parts).toBeDefined();
    const keys = (parts ?? '').split(',').map((part) => `virtual:english-strings/en-${part.trim().replace(/'/g, '')}`);
    expect([...PLAY_ROUTE_ALSO_LOADS].sort()).toEqual(keys.sort());
  });
});
