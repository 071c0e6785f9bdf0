import { defineConfig } from 'vitest/config';
import { englishStrings } from './build/english-strings';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'tests/contract/**/*.test.ts', 'lint/**/*.test.ts', 'bench/**/*.test.ts', 'build/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        plugins: [englishStrings()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts'],
          setupFiles: ['tests/setup/web.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
