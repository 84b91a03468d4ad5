import 'server-only';

/**
 * PostgreSQL error details for the data layer's own handling (a unique or foreign key refused).
 * What a failure means for the client (503, 400) is lib/database-failure.ts's.
 *
 * PostgreSQL error details, whichever driver raised them. Drizzle wraps driver errors in
 * DrizzleQueryError (whose message holds the SQL: never shown to clients), so walk the causes.
 */
export type PgErrorInfo = { code: string; constraint?: string };

export function pgError(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      // postgres.js names it constraint_name, PGlite constraint.
      const constraint = candidate.constraint_name ?? candidate.constraint;
      return { code: candidate.code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
