/**
 * V8's explicit compile hints for the JS a cold start runs (used by vite.config.ts). Chromium
 * compiles a function only when it is first called, on the main thread, and keeps no code cache for
 * modules the service worker answers from its precache, so a cold start offline paid for compiling
 * most of React and the app one function at a time. A file that begins with the magic comment below
 * is compiled whole while it streams in, on a background thread. Only the entry and the chunks it
 * imports statically get it: nearly all of their code runs before the first screen, while eager
 * compiling of lazy chunks would spend work on screens the user may never open.
 * Browsers without compile hints read a comment. Measured in bench/offline-cold-start.ts.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the bundler tells about an output file (a subset of Rollup's OutputChunk and OutputAsset). */
export type BundleFile =
  | { readonly type: 'chunk'; readonly isEntry: boolean; readonly imports: readonly string[]; code: string; map?: { mappings: string } | null }
  | { readonly type: 'asset'; source?: string | Uint8Array };

/** The entry chunks and everything they import statically: what runs before the first screen. */
export function startupChunkNames(bundle: Readonly<Record<string, BundleFile>>): string[] {
  const found = new Set<string>();
  const queue = Object.entries(bundle).flatMap(([name, file]) => (file.type === 'chunk' && file.isEntry ? [name] : []));
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const file = bundle[name];
    if (found.has(name) || file?.type !== 'chunk') continue;
    found.add(name);
    queue.push(...file.imports);
  }
  return [...found].sort();
}

/** A source map (JSON text) moved down one line, as its chunk is below the hint. */
function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Puts the hint on the first line of every start-up chunk (generateBundle step). Vite writes its
 * own preload table (`__vite__mapDeps`) above it later on the entry; the hint applies to what
 * follows it, which is all of the entry's code. A source map of the chunk, when the build makes
 * one, moves down the same one line, whether the bundler holds it on the chunk or as its .map file.
 */
export function addCompileHints(bundle: Record<string, BundleFile>): string[] {
  const names = startupChunkNames(bundle);
  for (const name of names) {
    const file = bundle[name];
    if (file?.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
    file.code = `${COMPILE_HINT}\n${file.code}`;
    if (file.map) file.map.mappings = `;${file.map.mappings}`;
    const mapFile = bundle[`${name}.map`];
    if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') mapFile.source = shiftedMap(mapFile.source);
  }
  return names;
}
