/**
 * `npx tsx bench/library-floor.ts`: what the pinned libraries alone weigh on the landing and the
 * play route, built the way the app builds (Vite, production, minified, gzip level 9), each with
 * exactly the imports the app makes of it and the other libraries left out. Subtracted from a size
 * budget, it is the room left for the app's own code: the floor no app code can go under while the
 * design card's stack (React, react-i18next, wouter, Dexie) is what the screens are made of.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { KB, SIZE_BUDGETS } from './budgets';

interface Library {
  readonly name: string;
  /** The import lines the app uses of it (the bundler keeps only what they reach). */
  readonly imports: string;
  /** Used by the play route only (the landing does without it). */
  readonly playOnly?: boolean;
}

const LIBRARIES: readonly Library[] = [
  { name: 'react-dom', imports: "export { createRoot } from 'react-dom/client';" },
  { name: 'react', imports: "export { Component, StrictMode, Suspense, createElement, lazy, useCallback, useEffect, useEffectEvent, useId, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react'; export { jsx, jsxs, Fragment } from 'react/jsx-runtime';" },
  { name: 'i18next', imports: "export { default } from 'i18next';" },
  { name: 'react-i18next', imports: "export { useTranslation, I18nextProvider, initReactI18next } from 'react-i18next';" },
  {
    name: 'wouter',
    imports: "export { Link, Route, Router, Switch, useLocation, useParams, useSearch } from 'wouter'; export { navigate } from 'wouter/use-browser-location';",
  },
  { name: 'dexie', imports: "export { default, liveQuery } from 'dexie'; export { useLiveQuery } from 'dexie-react-hooks';", playOnly: true },
];

/** Every library's own packages, so each build holds one library and leaves the others out. */
const PACKAGES = ['react', 'react-dom', 'scheduler', 'i18next', 'react-i18next', 'wouter', 'dexie', 'dexie-react-hooks', 'use-sync-external-store', 'regexparam'];
const OWN: Readonly<Record<string, readonly string[]>> = {
  'react-dom': ['react-dom', 'scheduler'],
  react: ['react'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  wouter: ['wouter', 'use-sync-external-store', 'regexparam'],
  dexie: ['dexie', 'dexie-react-hooks'],
};

async function gzipOfLibrary(library: Library, dir: string): Promise<number> {
  const entry = path.join(dir, `${library.name}.js`);
  await writeFile(entry, library.imports);
  const own = OWN[library.name] ?? [];
  const others = PACKAGES.filter((name) => !own.includes(name));
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: false,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: (id) => others.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  let bytes = 0;
  for (const output of outputs) for (const item of output.output) if (item.type === 'chunk') bytes += gzipSync(item.code, { level: 9 }).byteLength;
  return bytes;
}

export interface LibraryFloor {
  readonly libraries: readonly { readonly name: string; readonly gzipKB: number; readonly playOnly: boolean }[];
  readonly landingKB: number;
  readonly playRouteKB: number;
}

export async function measureLibraryFloor(): Promise<LibraryFloor> {
  // Inside the project, so the entries resolve the packages from its node_modules.
  const cache = path.join(process.cwd(), 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'qh-floor-'));
  try {
    const libraries = [];
    for (const library of LIBRARIES) libraries.push({ name: library.name, gzipKB: (await gzipOfLibrary(library, dir)) / KB, playOnly: library.playOnly ?? false });
    const landingKB = libraries.filter((l) => !l.playOnly).reduce((sum, l) => sum + l.gzipKB, 0);
    const playRouteKB = libraries.reduce((sum, l) => sum + l.gzipKB, 0);
    return { libraries, landingKB, playRouteKB };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const floor = await measureLibraryFloor();
  const kb = (n: number) => `${n.toFixed(1)} KB`;
  for (const l of floor.libraries) console.log(`${l.name.padEnd(14)} ${kb(l.gzipKB).padStart(9)} gzip${l.playOnly ? '  (play route only)' : ''}`);
  console.log(`landing: libraries ${kb(floor.landingKB)} of a ${SIZE_BUDGETS.landingInitialGzipKB} KB budget: ${kb(SIZE_BUDGETS.landingInitialGzipKB - floor.landingKB)} left for the app's code`);
  console.log(`play route: libraries ${kb(floor.playRouteKB)} of a ${SIZE_BUDGETS.playRouteGzipKB} KB budget: ${kb(SIZE_BUDGETS.playRouteGzipKB - floor.playRouteKB)} left for the app's code`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
