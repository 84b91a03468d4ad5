/** @jest-environment node */
import { cachedRead, readCacheReady } from '@/lib/data/read-cache';
import { closeDb } from '../helpers/db';

/**
 * `next build` renders pages that read the settings on a database no server has migrated yet
 * (a fresh clone's embedded one, here an empty in-memory PGlite): the read cache must not start
 * polling table_change then, which logged "relation "table_change" does not exist" in the build.
 */
const saved = { ...process.env };
let errors: jest.SpyInstance;

beforeAll(() => {
  // The embedded database even in the PostgreSQL run (TEST_DATABASE_URL's is migrated, so nothing fails
  // there), and an empty cluster, not the tests' migrated template.
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
  delete process.env.PGLITE_TEMPLATE;
});
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());
afterAll(async () => {
  process.env = saved;
  await closeDb();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const pollFailures = () =>
  errors.mock.calls.filter(([message]) => String(message).includes('polling table changes'));

it('does not poll table changes (nor cache) while Next.js builds', async () => {
  process.env.NEXT_PHASE = 'phase-production-build';
  let loads = 0;
  const load = async () => ++loads;
  expect(await cachedRead('app_setting', 'site', load)).toBe(1);
  await settle();
  expect(pollFailures()).toEqual([]);
  expect(readCacheReady()).toBe(false);
  expect(await cachedRead('app_setting', 'site', load)).toBe(2);
});

it('polls once a server runs (on this unmigrated database, loudly)', async () => {
  delete process.env.NEXT_PHASE;
  expect(await cachedRead('app_setting', 'site', async () => 'read')).toBe('read');
  await settle();
  expect(pollFailures()).toHaveLength(1);
});
