/**
 * No import cycles between server modules. A cycle hides which module owns a thing (the maths
 * answer types once sat in the service that used the run that used them) and makes load order
 * matter, so every import counts here, `import type` too: a cycle of types is a cycle of design.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'server');

/** Every .ts module under server/ (tests too: a test's imports are never imported back). */
function serverModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverModules(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module specifier a file names: imports, re-exports and import() with a literal, type-only or not. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The server module a relative specifier names, or null for packages and modules outside server/. */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const file = [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => candidate.endsWith('.ts') && existsSync(candidate));
  if (!file) throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which does not resolve`);
  // contract/ imports only zod (its lint rule), so no cycle can pass through it back into server/.
  return file.startsWith(`${SERVER}${path.sep}`) ? file : null;
}

type ImportGraph = ReadonlyMap<string, readonly string[]>;

function serverGraph(): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of serverModules(SERVER)) {
    const targets = specifiers(file).flatMap((s) => resolveLocal(file, s) ?? []);
    graph.set(path.relative(ROOT, file), [...new Set(targets.map((t) => path.relative(ROOT, t)))]);
  }
  return graph;
}

/**
 * The graph's cycles, one per strongly connected component of more than one module (or a module
 * importing itself), each as the modules of that component in sorted order (Tarjan's algorithm).
 */
function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

describe('server imports', () => {
  it('finds a cycle, a self-import and a cycle of three, and nothing in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', []],
      ['e', ['e']],
      ['f', ['g']],
      ['g', ['h']],
      ['h', ['f', 'd']],
    ]);
    expect(importCycles(graph).sort()).toEqual([['a', 'b'], ['e'], ['f', 'g', 'h']]);
    expect(importCycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('are read from the real files (app.ts reaches the maths service, type imports count)', () => {
    const graph = serverGraph();
    expect(graph.get('server/app.ts')).toContain('server/features/maths/maths.service.ts');
    // maths.ops.ts imports MathsService as a type only.
    expect(graph.get('server/features/maths/maths.ops.ts')).toContain('server/features/maths/maths.service.ts');
  });

  it('form no cycle', () => {
    expect(importCycles(serverGraph())).toEqual([]);
  });
});
