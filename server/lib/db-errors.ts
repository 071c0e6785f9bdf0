/** Recognises PostgreSQL errors through the driver and ORM wrappers (pg, PGlite, Drizzle). */

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
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
