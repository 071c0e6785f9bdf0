// Runs server/db/pglite-worker.ts where there is no compiled worker (tests, `npm run dev:server`):
// tsx's module hooks are registered here because tsx's own --import flag does not reach a worker
// thread on Node 20, and vitest does not run under tsx at all.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
