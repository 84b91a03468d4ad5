// Runs before any module is loaded: picks the database the data layer will open.
// TEST_DATABASE_URL → that PostgreSQL (one worker: --runInBand); otherwise an in-memory PGlite per
// test file (each file has its own globalThis, hence its own database). Several workers on
// PostgreSQL each need a database of their own, TEST_DATABASE_URL_<worker> (scripts/test-all.sh
// creates them): the suites empty and fill the whole database.
const ownDatabase = process.env[`TEST_DATABASE_URL_${process.env.JEST_WORKER_ID}`];
if (ownDatabase) process.env.TEST_DATABASE_URL = ownDatabase;
if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
}
process.env.AUTH_SECRET ??= 'test-secret-for-jest-only-0123456789abcdef';
process.env.APP_URL ??= 'http://localhost:3000';
