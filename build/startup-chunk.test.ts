import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupChunkGroup } from './startup-chunk';

/** A module graph by static imports, as the bundler's getModuleInfo tells it (ids absolute). */
function context(graph: Record<string, string[]>) {
  const abs = (id: string) => path.resolve(id);
  const modules = new Map(Object.entries(graph).map(([id, imports]) => [abs(id), { importedIds: imports.map(abs) }]));
  return { ctx: { getModuleInfo: (id: string) => modules.get(id) ?? null }, abs };
}

describe('startupChunkGroup', () => {
  it('names every module the entry reaches by static imports, and nothing only a lazy screen reaches', () => {
    const { ctx, abs } = context({
      'src/app/main.tsx': ['src/app/App.tsx', 'node_modules/react/index.js'],
      'src/app/App.tsx': ['src/ui/Spinner.tsx', 'node_modules/react/index.js'],
      'src/ui/Spinner.tsx': [],
      'node_modules/react/index.js': [],
      // Reached only through import() from App: its own chunk.
      'src/features/quiz/PlayScreen.tsx': ['src/ui/Spinner.tsx', 'src/offline/db.ts'],
      'src/offline/db.ts': [],
    });
    const group = startupChunkGroup('src/app/main.tsx');
    const named = (id: string) => group.name(abs(id), ctx);
    expect(['src/app/main.tsx', 'src/app/App.tsx', 'src/ui/Spinner.tsx', 'node_modules/react/index.js'].map(named)).toEqual(['startup', 'startup', 'startup', 'startup']);
    expect(named('src/features/quiz/PlayScreen.tsx')).toBeNull();
    expect(named('src/offline/db.ts')).toBeNull();
  });

  it('names nothing in a build without the entry (the service worker)', () => {
    const { ctx, abs } = context({ 'sw/sw.ts': ['sw/routes.ts'], 'sw/routes.ts': [] });
    const group = startupChunkGroup('src/app/main.tsx');
    expect(group.name(abs('sw/sw.ts'), ctx)).toBeNull();
    expect(group.name(abs('sw/routes.ts'), ctx)).toBeNull();
  });
});
