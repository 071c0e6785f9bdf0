/** Vite build of the PWA: React, the injectManifest service worker from sw/sw.ts, and the dev proxy to the server. */
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { englishStrings } from './build/english-strings';
import { addCompileHints } from './sw/build/compile-hints';
import { assetFileName, chunkFileName, withoutLazyChunks } from './sw/build/lazy-chunks';

const apiTarget = 'http://127.0.0.1:8080';

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
      manifest: {
        // A stable identity: the installed app stays the same app if start_url ever changes.
        id: '/',
        name: 'Quizhive',
        short_name: 'Quizhive',
        description: 'Play quizzes, learn something new every day and climb the leaderboards. Download quizzes and maths practice to play offline.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#5b3cc4',
        background_color: '#ffffff',
        categories: ['education', 'games', 'kids'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Made from the production build by tests/pwa-assets/make-pwa-assets.ts; never precached (globIgnores).
        screenshots: [
          { src: '/screenshots/quiz-zone-narrow.png', sizes: '360x740', type: 'image/png', form_factor: 'narrow', label: 'The Quiz Zone on a phone: pick a category and play' },
          { src: '/screenshots/quiz-zone-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'The Quiz Zone on a computer: every category at a glance' },
        ],
        shortcuts: [
          {
            name: 'Quiz Zone',
            short_name: 'Quiz Zone',
            description: 'Pick a category and play a level',
            url: '/quiz-zone',
            icons: [{ src: '/icons/shortcut-quiz-zone.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Maths practice',
            short_name: 'Maths',
            description: 'Practise maths level by level',
            url: '/tutor-hub/sub-categories',
            icons: [{ src: '/icons/shortcut-maths.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Offline downloads',
            short_name: 'Downloads',
            description: 'Quizzes and practice kept on this device',
            url: '/downloads',
            icons: [{ src: '/icons/shortcut-downloads.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
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
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and lazy screen loads, for the size budgets
    // (bench/check-budgets.ts). The server does not serve it (a dot folder) and the precache skips it.
    manifest: true,
    rollupOptions: {
      output: { chunkFileNames: chunkFileName, assetFileNames: assetFileName },
    },
  },
});
