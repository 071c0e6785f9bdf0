/**
 * What the first screen of a cold start loads: the modules main.tsx reaches through static imports
 * (dynamic import() is a lazy chunk, `import type` is erased). The bundler keeps every module of
 * this graph in the initial JS, so what must stay out of start-up is checked here, at the source:
 * zod and the contract's schema modules cost a slow tablet well over 100 ms to load and build, and
 * Dexie with the offline engine (a third of the first-load JS) loads after the first screen.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, 'src/app/main.tsx');

/** Specifiers this module loads when it runs: type-only imports and exports are erased. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      // `import { type A } from 'm'` still loads m under verbatimModuleSyntax: only `import type` is erased.
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  if (/\.(css|svg|png|json)$/.test(specifier)) return null;
  throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which does not resolve`);
}

/** Every module of the start-up graph (paths relative to the project) and every package it names. */
function startupGraph(): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [ENTRY];
  for (let file = queue.pop(); file; file = queue.pop()) {
    const relative = path.relative(ROOT, file);
    if (modules.has(relative)) continue;
    modules.add(relative);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) queue.push(resolved);
      } else {
        const [scope = '', name = ''] = specifier.split('/');
        packages.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
      }
    }
  }
  return { modules, packages };
}

describe('the start-up import graph', () => {
  const { modules, packages } = startupGraph();

  it('is found (the walk reaches the app, its layout and the request layer)', () => {
    expect(modules.has('src/app/App.tsx')).toBe(true);
    expect(modules.has('src/app/layout/Header.tsx')).toBe(true);
    expect(modules.has('src/lib/request/request.ts')).toBe(true);
    expect(packages).toContain('react');
  });

  it('leaves Dexie, the offline engine and workbox-window to after the first screen', () => {
    expect([...packages].filter((name) => /^(dexie|dexie-react-hooks|workbox-window)$/.test(name))).toEqual([]);
    expect([...modules].filter((file) => file.startsWith('src/offline/'))).toEqual([]);
  });

  it('leaves zod and the contract schemas to the chunks that check data', () => {
    expect([...packages].filter((name) => name === 'zod')).toEqual([]);
    const schemaModules = [...modules].filter((file) => /^contract\/(api\/|maths\/spec\.ts$|sync\/ops\.ts$)/.test(file));
    expect(schemaModules).toEqual([]);
  });
});
