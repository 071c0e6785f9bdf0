import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupChunkNames, type BundleFile } from './compile-hints';

type Chunk = Extract<BundleFile, { type: 'chunk' }>;
const chunk = (imports: string[] = [], isEntry = false): Chunk => ({ type: 'chunk', isEntry, imports, code: 'export const a = 1;\n', map: { mappings: 'AAAA' } });

function bundle(): Record<string, BundleFile> {
  return {
    'assets/index.js': chunk(['assets/react.js', 'assets/db.js'], true),
    'assets/react.js': chunk(),
    'assets/db.js': chunk(['assets/react.js']),
    // Reached only through import(): a lazy screen and what only it imports.
    'assets/PlayScreen.js': chunk(['assets/quiz.js', 'assets/react.js']),
    'assets/quiz.js': chunk(),
    'assets/index.css': { type: 'asset' },
    // Rolldown holds a chunk's map as its own file too.
    'assets/db.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
    'assets/quiz.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
  };
}

describe('compile hints', () => {
  it('finds the entry and its static imports, not the lazy chunks', () => {
    expect(startupChunkNames(bundle())).toEqual(['assets/db.js', 'assets/index.js', 'assets/react.js']);
  });

  it('puts the hint on the first line of the start-up chunks only and moves their source maps down a line', () => {
    const files = bundle();
    addCompileHints(files);
    const code = (name: string) => (files[name] as Chunk).code;
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}\nexport const a = 1;\n`);
    expect(code('assets/react.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(code('assets/PlayScreen.js')).toBe('export const a = 1;\n');
    expect((files['assets/db.js'] as Chunk).map?.mappings).toBe(';AAAA');
    expect((files['assets/quiz.js'] as Chunk).map?.mappings).toBe('AAAA');
    const mapFile = (name: string) => JSON.parse(String((files[name] as { source: string }).source)) as { mappings: string };
    expect(mapFile('assets/db.js.map')).toEqual({ version: 3, mappings: ';AAAA' });
    expect(mapFile('assets/quiz.js.map')).toEqual({ version: 3, mappings: 'AAAA' });
  });

  it('adds the hint once when it runs twice', () => {
    const files = bundle();
    addCompileHints(files);
    addCompileHints(files);
    expect((files['assets/index.js'] as Chunk).code.split(COMPILE_HINT)).toHaveLength(2);
  });
});
