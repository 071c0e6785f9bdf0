/** Vite build of the PWA: React, the injectManifest service worker from sw/sw.ts, and the dev proxy to the server. */
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest, localizedManifestFiles, type Strings } from './sw/build/app-manifest';
import { englishStrings } from './build/english-strings';
import { startupChunkGroup } from './build/startup-chunk';
import { addCompileHints } from './sw/build/compile-hints';
import { assetFileName, chunkFileName, withoutLazyChunks } from './sw/build/lazy-chunks';

const apiTarget = 'http://127.0.0.1:8080';

/** A built-in language's interface strings, for the manifest in that language. */
const localeStrings = (language: string): Strings => JSON.parse(readFileSync(new URL(`./locales/${language}.json`, import.meta.url), 'utf8')) as Strings;

const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
/** Package version plus build time: two deploys of one version still tell apart (the worker answers GET_VERSION with it). */
const appVersion = `${packageVersion}+${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;

export default defineConfig({
  // The worker's own build (vite-plugin-pwa) inherits this define.
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    react(),
    // The built-in English in pieces: the shell's in the start-up JS, each screen's with its chunk.
    englishStrings(),
    // V8 compiles the start-up chunks while they stream in (sw/build/compile-hints.ts).
    { name: 'quizhive:compile-hints', apply: 'build', enforce: 'post', generateBundle: (_options, bundle) => void addCompileHints(bundle) },
    // manifest-fr.webmanifest and the others (sw/build/app-manifest.ts); the precache picks them up.
    {
      name: 'quizhive:localized-manifests',
      apply: 'build',
      generateBundle() {
        for (const { fileName, source } of localizedManifestFiles(localeStrings)) this.emitFile({ type: 'asset', fileName, source });
      },
    },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by src/app/pwa/register-sw.ts with workbox-window, so the app controls the update prompt.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      // The shell's icons are precached by globPatterns; this would add the shortcut icons too.
      includeManifestIcons: false,
      // English; the other languages' manifests are written beside it (quizhive:localized-manifests).
      manifest: appManifest('en', localeStrings('en')),
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The manifest's screenshots and shortcut icons are for the install dialog and the launcher, never offline screens.
        globIgnores: ['screenshots/**', 'icons/shortcut-*.png'],
        // Admin and live screens load on demand only (sw/build/lazy-chunks.ts).
        manifestTransforms: [(entries) => withoutLazyChunks(entries)],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      // The live channel (socket.io, server/plugins/live.ts): its websocket too.
      '/live': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      // The live channel (socket.io, server/plugins/live.ts): its websocket too.
      '/live': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and lazy screen loads, for the size budgets
    // (bench/check-budgets.ts). The server does not serve it (a dot folder) and the precache skips it.
    manifest: true,
    rolldownOptions: {
      output: { chunkFileNames: chunkFileName, assetFileNames: assetFileName, codeSplitting: { groups: [startupChunkGroup('src/app/main.tsx')] } },
    },
  },
});
