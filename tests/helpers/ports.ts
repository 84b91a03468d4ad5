/**
 * A fixed port for a server a suite starts (a PostgreSQL cluster, PgBouncer, an S3 server). The PGlite
 * and PostgreSQL passes of the integration tests run side by side (scripts/test-all.sh), so the same
 * suite can be running in both at once: the PostgreSQL pass takes its ports 100 higher.
 */
export function suitePort(base: number): number {
  return process.env.TEST_DATABASE_URL ? base + 100 : base;
}
