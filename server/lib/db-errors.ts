/** Recognises PostgreSQL errors through the driver and ORM wrappers (pg, PGlite, Drizzle). */

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as PgLikeError).cause;
  }
  return undefined;
}

/**
 * Whether the database refused the data itself (SQLSTATE class 22, data exception, or 23,
 * integrity violation): retrying the same input can never succeed. Connection and server errors
 * are not: those are worth retrying.
 */
export function isDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
}

/** The name of the violated unique constraint, or undefined when the error is something else. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const e = current as PgLikeError;
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const named = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message)?.[1] : undefined;
      return named ?? 'unknown';
    }
    current = e.cause;
  }
  return undefined;
}
