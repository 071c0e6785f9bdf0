import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'dev-dist', 'test-results', 'playwright-report', 'server/db/migrations'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
    files: ['server/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
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
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/src/**', '**/sw/**'], message: 'contract/ imports only zod.' }] }],
    },
  },
);
