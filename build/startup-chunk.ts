/**
 * One chunk for everything start-up loads. Left alone, Rolldown gives each module that start-up
 * shares with a lazy screen a chunk of its own (React, i18n, the settings store, the spinner...),
 * so the landing fetched a dozen files, each paying its own gzip header, import and export lists
 * and lost cross-file compression. This group puts every module the entry reaches by static
 * imports into one chunk; lazy screens import from it as they imported from the pieces.
 */
import path from 'node:path';

interface ModuleFacts {
  readonly importedIds: readonly string[];
}

export interface StartupChunkGroup {
  readonly name: (moduleId: string, ctx: { getModuleInfo(id: string): ModuleFacts | null }) => string | null;
}

/** The group for `codeSplitting.groups`: `entry` is the app's start-up module (index.html's script). */
export function startupChunkGroup(entry: string, name = 'startup'): StartupChunkGroup {
  const entryId = path.resolve(entry);
  let reached: Set<string> | null = null;
  return {
    name(moduleId, ctx) {
      if (!reached) {
        const seen = new Set<string>();
        const stack = [entryId];
        while (stack.length > 0) {
          const id = stack.pop();
          if (id === undefined || seen.has(id)) continue;
          seen.add(id);
          stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
        }
        reached = seen;
      }
      return reached.has(moduleId) ? name : null;
    },
  };
}
