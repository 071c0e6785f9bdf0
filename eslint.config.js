import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import quizhive from './lint/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'dev-dist', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      // With verbatimModuleSyntax, `import { type A } from 'm'` still loads m: a zod schema module
      // reached this way would run at start-up for a type alone.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, quizhive },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature is used only through its index.ts, and never imports src/app/ (lint/feature-boundaries.js).
      'quizhive/feature-boundaries': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The PWA never imports server code.' }] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/server/**'], message: 'ui/ is presentational: it never imports features/.' }] }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: {
      // The worker flushes the outbox with the pages' own flusher (Background Sync), so it may use
      // src/offline and the ApiError the flusher classifies; nothing else of the app.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server/|src/(?!offline/|lib/request/api-error$))',
              message: 'The service worker imports contract/, workbox, src/offline and src/lib/request/api-error only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The worker's tests may read the app's side of a shared format to prove both sides agree.
    files: ['sw/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'Worker tests never import server code.' }] }],
    },
  },
  {
    files: ['server/**/*.ts', 'build/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', 'lint/**/*.{js,ts}', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Benchmarks report by printing.
    files: ['bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'The server never imports the PWA.' }] }],
    },
  },
  {
    // Who calls is AuthUser in server/lib; the auth feature is wired in by app.ts alone, so plugins
    // and other features never depend on how identity works.
    files: ['server/plugins/**/*.ts', 'server/features/**/*.ts'],
    ignores: ['server/features/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**'], message: 'The server never imports the PWA.' },
            { regex: '(^|/)(features/auth|\\.\\./auth)/', message: 'Only app.ts imports the auth feature; AuthUser is in server/lib/auth-user.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/src/**', '**/sw/**'], message: 'contract/ imports only zod.' }] }],
    },
  },
);
