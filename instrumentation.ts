/**
 * Runs once when a server starts: checks the settings (lib/env.ts), answers unknown methods (TRACE, ...) with a 405 before Next.js sees them (see
 * lib/http/forbidden-methods.ts), then brings the database schema up to date and seeds what is
 * missing, so `npm start` on a fresh clone needs no other step.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // An invalid setting stops the server here, naming the variable (scripts/check-env.mjs does the
  // same before `npm start` builds; this covers `next start` and `next dev`).
  const { env } = await import('./lib/env');
  env();
  const { refuseForbiddenMethods } = await import('./lib/http/forbidden-methods');
  refuseForbiddenMethods();
  const { bootstrapDatabase } = await import('./seed/bootstrap');
  await bootstrapDatabase();
}
