/**
 * The built-in English is cut into the shell's core and parts that screens load (english-parts.ts).
 * A key a screen shows but does not load would flash as a raw key, so this test reads the source:
 * every text key the landing's code names is core, and every lazy screen asks for the parts of
 * the keys its code names (its static imports and the lazy components it shows). A chunk a feature
 * loads with words beside it (an index's loader with one import() and a loadEnglish call, like the
 * header's bell) is held to the same rule as a screen.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { dynamicSpecifiers, importGraph, parse, ROOT } from '../../../tests/fixtures/import-graph';
import { CORE_KEYS, ENGLISH_PARTS, isCoreKey, LAZY_ERROR_PARTS, partOf, pickStrings, prefixOf, unplacedPrefixes } from './english-parts';

const english: Record<string, string> = en;
const KEYS = Object.keys(english);
const PLURAL = /_(zero|one|two|few|many|other)$/;

interface ScreenDeclaration {
  readonly name: string;
  readonly module: string;
  readonly parts: readonly string[];
}

/** The `lazyScreen(() => import('./X'), 'X', ['part', ...])` calls of every feature's index.ts. */
function lazyScreens(): ScreenDeclaration[] {
  const found: ScreenDeclaration[] = [];
  const features = path.join(ROOT, 'src/features');
  for (const feature of readdirSync(features)) {
    const index = path.join(features, feature, 'index.ts');
    let source: ts.SourceFile;
    try {
      source = parse(index);
    } catch {
      continue;
    }
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'lazyScreen') {
        const [loader, name, parts] = node.arguments;
        const specifier = loader ? dynamicSpecifiersOf(loader)[0] : undefined;
        if (!specifier || !name || !ts.isStringLiteral(name) || !parts || !ts.isArrayLiteralExpression(parts)) throw new Error(`${feature}/index.ts: a lazyScreen call this test cannot read`);
        found.push({
          name: name.text,
          module: path.join(features, feature, `${specifier}.tsx`),
          parts: parts.elements.map((element) => (ts.isStringLiteral(element) ? element.text : '?')),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * Loaders in every feature's index.ts that fetch one chunk and words beside it: an exported
 * constant whose code has one `import('./X')` and a `loadEnglish(['part', ...])` call.
 */
function loadersWithWords(): ScreenDeclaration[] {
  const found: ScreenDeclaration[] = [];
  const features = path.join(ROOT, 'src/features');
  for (const feature of readdirSync(features)) {
    const index = path.join(features, feature, 'index.ts');
    let source: ts.SourceFile;
    try {
      source = parse(index);
    } catch {
      continue;
    }
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const code = declaration.initializer;
        const specifiers = code ? dynamicSpecifiersOf(code) : [];
        const words = code ? loadEnglishCalls(code) : [];
        if (specifiers.length !== 1 || words.length === 0 || !specifiers[0]) continue;
        const parts = words.flatMap((call) => {
          const [list] = call.arguments;
          if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${feature}/index.ts: a loadEnglish call this test cannot read`);
          return list.elements.map((element) => (ts.isStringLiteral(element) ? element.text : '?'));
        });
        found.push({ name: `${feature}/${specifiers[0].replace(/^\.\//, '')}`, module: path.join(features, feature, `${specifiers[0]}.tsx`), parts });
      }
    }
  }
  return found;
}

function loadEnglishCalls(node: ts.Node): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === 'loadEnglish') found.push(child);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function dynamicSpecifiersOf(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword && child.arguments[0] && ts.isStringLiteral(child.arguments[0])) found.push(child.arguments[0].text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

const screens = [...lazyScreens(), ...loadersWithWords()];
const screenModules = new Set(screens.map((screen) => screen.module));

/** Lazy components are shown inside the screen that imports them (a download button); other screens load their own words. */
function followLazyComponents(file: string): string[] {
  return dynamicSpecifiers(file).filter((specifier) => !screenModules.has(path.resolve(path.dirname(file), `${specifier}.tsx`)));
}

/** The text keys a module names: a literal key (or a plural's base), or every key under a template's fixed start. */
function keysNamedIn(file: string): Set<string> {
  const named = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.text;
      if (english[text] !== undefined) named.add(text);
      else for (const key of KEYS) if (key.replace(PLURAL, '') === text) named.add(key);
    } else if (ts.isTemplateExpression(node) && node.head.text.includes('.')) {
      // A lazy error text named by a template (the request layer's `errors.${code}`) is not needed
      // there: until its screen's part loads, the server's own English is shown (LAZY_ERROR_PARTS).
      for (const key of KEYS) if (key.startsWith(node.head.text) && !(key in LAZY_ERROR_PARTS)) named.add(key);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return named;
}

function keysOfGraph(entry: string, follow: (file: string) => string[] = followLazyComponents): Set<string> {
  const keys = new Set<string>();
  for (const module of importGraph(entry, follow).modules) {
    if (!/\.tsx?$/.test(module) || module.startsWith('contract/')) continue;
    for (const key of keysNamedIn(path.join(ROOT, module))) keys.add(key);
  }
  return keys;
}

describe('the English parts', () => {
  it('place every key prefix of locales/en.json, and the core keys exist', () => {
    expect(unplacedPrefixes(english)).toEqual([]);
    expect(CORE_KEYS.filter((key) => english[key] === undefined)).toEqual([]);
    const pieces = ['core' as const, ...ENGLISH_PARTS].map((module) => Object.keys(pickStrings(english, module)).length);
    // Core keys of other prefixes are in their part too (loading it again changes nothing).
    expect(pieces.reduce((a, b) => a + b, 0)).toBe(KEYS.length + CORE_KEYS.length);
  });

  it('give the shell and the landing every key they name from core', () => {
    const landing = new Set([
      // The shell as it starts: its lazy components are screens' (a download button) or listed here.
      ...keysOfGraph(path.join(ROOT, 'src/app/main.tsx'), () => []),
      ...keysOfGraph(path.join(ROOT, 'src/app/layout/DeferredSyncStatus.tsx')),
      ...keysOfGraph(path.join(ROOT, 'src/features/home/HomeScreen.tsx')),
    ]);
    expect(landing.size).toBeGreaterThan(40);
    // A server message (messages.<code>) shows in its own words once a screen that sends requests
    // loaded them; before that translateMessage falls back to the error code's text, which is core.
    expect([...landing].filter((key) => !isCoreKey(key) && prefixOf(key) !== 'messages')).toEqual([]);
  });

  it.each(screens.map((screen) => [screen.name, screen] as const))('give %s the parts its code names', (_name, screen) => {
    const needed = new Set([...keysOfGraph(screen.module)].filter((key) => !isCoreKey(key)).map(partOf));
    // A server message in a toast needs no part: in English, the server's own text is the message
    // until the English bundle from the server is in (src/lib/i18n/translate-message.ts).
    expect([...screen.parts].sort()).toEqual([...needed].sort());
  });
});
