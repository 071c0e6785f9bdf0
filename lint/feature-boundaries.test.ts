/**
 * The feature-boundaries rule through ESLint's own API and the project's eslint.config.js, so the
 * test also proves the rule is switched on for src/: each snippet is linted as if it were the file
 * named, without writing it.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'quizhive/feature-boundaries').map((m) => m.message);
}

describe('quizhive/feature-boundaries', () => {
  it("rejects a feature reaching inside another feature", async () => {
    const errors = await boundaryErrors('src/features/maths/Snippet.tsx', "import { Loading } from '../quiz/LoadState';\nexport const x = Loading;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("import it from '../quiz'");
  });

  it('rejects the same deep import from the app, a re-export, a dynamic import and a test mock', async () => {
    const fromApp = await boundaryErrors('src/app/layout/Snippet.tsx', "export { SyncStatus } from '../../features/sync-status/SyncStatus';\n");
    expect(fromApp).toHaveLength(1);
    expect(fromApp[0]).toContain("'../../features/sync-status'");
    const dynamic = await boundaryErrors('src/lib/snippet.ts', "export const load = () => import('../features/quiz/PlayScreen');\n");
    expect(dynamic).toHaveLength(1);
    const mocked = await boundaryErrors('src/features/home/Snippet.test.tsx', "import { vi } from 'vitest';\nvi.mock('../quiz/quiz.api', () => ({}));\n");
    expect(mocked).toHaveLength(1);
  });

  it('rejects a feature importing the app', async () => {
    const errors = await boundaryErrors('src/features/profile/snippet.ts', "import { rememberReturnPath } from '../../lib/return-path';\nimport { boot } from '../../app/boot';\nexport const x = [boot, rememberReturnPath];\n");
    expect(errors).toEqual([expect.stringContaining("'../../app/boot' is src/app/")]);
  });

  it("accepts a feature's index (both spellings), its own files, lib, ui, stylesheets and test support", async () => {
    const code = [
      "import { SETTINGS_PATH } from '../settings';",
      "import { useSafeLiveQuery } from '../sync-status/index';",
      "import { quizPaths } from './quiz-paths';",
      "import { Loading } from '../../ui/LoadState';",
      "import '../maths/maths.css';",
      'export const x = [SETTINGS_PATH, useSafeLiveQuery, quizPaths, Loading];',
    ].join('\n');
    expect(await boundaryErrors('src/features/quiz/Snippet.tsx', `${code}\n`)).toEqual([]);
    const testCode = "import { renderWithApp } from '../sync-status/test-helpers';\nimport { quizPack } from '../quiz/quiz-test-fixtures';\nimport { RouteGuard } from '../../app/RouteGuard';\nexport const x = [renderWithApp, quizPack, RouteGuard];\n";
    expect(await boundaryErrors('src/features/settings/Snippet.test.tsx', testCode)).toEqual([]);
  });

  it("still rejects a test reaching another feature's internals beyond its test support", async () => {
    const errors = await boundaryErrors('src/features/settings/Snippet.test.tsx', "import { SyncStatus } from '../sync-status/SyncStatus';\nexport const x = SyncStatus;\n");
    expect(errors).toHaveLength(1);
  });
});
