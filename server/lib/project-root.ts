/**
 * Files the server reads at run time (migrations, shipped locales, content media) live in the
 * repository, not in the compiled bundle. The same code runs as TypeScript under tsx
 * (server/lib/) and bundled into dist-server/main.js, so paths start from the package root, found
 * by walking up to package.json, never from where this module happens to sit.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, e.g. `fromRoot('server', 'db', 'migrations')`. */
export function fromRoot(...parts: string[]): string {
  return path.join(PROJECT_ROOT, ...parts);
}
