/**
 * What the first screen of a cold start loads: the modules main.tsx reaches through static imports
 * (dynamic import() is a lazy chunk, `import type` is erased). The bundler keeps every module of
 * this graph in the initial JS, so what must stay out of start-up is checked here, at the source:
 * zod and the contract's schema modules cost a slow tablet well over 100 ms to load and build, and
 * Dexie with the offline engine (a third of the first-load JS) loads after the first screen, and
 * the request layer with the first call.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, ROOT } from '../../tests/fixtures/import-graph';

const ENTRY = path.join(ROOT, 'src/app/main.tsx');

describe('the start-up import graph', () => {
  const { modules, packages } = importGraph(ENTRY);

  it('is found (the walk reaches the app, its layout and the settings store)', () => {
    expect(modules.has('src/app/App.tsx')).toBe(true);
    expect(modules.has('src/app/layout/Header.tsx')).toBe(true);
    expect(modules.has('src/lib/settings/settings.ts')).toBe(true);
    expect(packages).toContain('react');
  });

  it('leaves the request layer and the error catalogue to the first call (src/lib/request/call-later.ts)', () => {
    expect([...modules].filter((file) => /^(src\/lib\/request\/(request|transport|action-auth)\.ts|contract\/errors\.ts)$/.test(file))).toEqual([]);
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
