/**
 * Runs once when a server starts: brings the database schema up to date and seeds what is
 * missing, so `npm start` on a fresh clone needs no other step.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootstrapDatabase } = await import('./db/bootstrap');
  await bootstrapDatabase();
}
