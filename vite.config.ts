/** Vite build of the PWA: React, the injectManifest service worker from sw/sw.ts, and the dev proxy to the server. */
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
      manifest: {
        name: 'Quizhive',
        short_name: 'Quizhive',
        description: 'Play quizzes, learn something new every day and climb the leaderboards.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#5b3cc4',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
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
    rollupOptions: {
      output: { chunkFileNames: chunkFileName, assetFileNames: assetFileName },
    },
  },
});
