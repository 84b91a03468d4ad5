/** @jest-environment node */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { db } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import { readCacheReady } from '@/lib/data/read-cache';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase, usingPostgres } from '../helpers/db';
import { createUser } from '../helpers/users';

let admin: Actor;
let pillai: number;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  pillai = (await get('/api/castes?caste=Saiva%20Pillai', { as: admin })).body['hydra:member'][0].id;
});
afterAll(() => closeDb());

const casteName = async () => (await get(`/api/castes/${pillai}`, { as: admin })).body.caste as string;
const listed = async () =>
  (await get('/api/castes?caste=pillai', { as: admin })).body['hydra:member'].map(
    (m: { caste: string }) => m.caste,
  );

/** Waits until `read` returns `expected` (a notification arrives asynchronously). */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  for (let i = 0; i < 50; i++) {
    if (JSON.stringify(await read()) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(await read()).toEqual(expected);
}

describe('master-data read cache', () => {
  it('serves repeated reads without the database', async () => {
    expect(await casteName()).toBe('Saiva Pillai');
    expect(await listed()).toEqual(['Pillai', 'Saiva Pillai']);
    expect(readCacheReady()).toBe(true);
    // A write that tells nobody (its notify trigger switched off) is not seen: reads come from the cache.
    await db.execute(sql`alter table caste disable trigger caste_notify`);
    try {
      await db.execute(sql`update caste set caste = 'Silent Pillai' where id = ${pillai}`);
      expect(await casteName()).toBe('Saiva Pillai');
      expect(await listed()).toEqual(['Pillai', 'Saiva Pillai']);
    } finally {
      await db.execute(sql`update caste set caste = 'Saiva Pillai' where id = ${pillai}`);
      await db.execute(sql`alter table caste enable trigger caste_notify`);
    }
  });

  it('drops the cached rows as soon as the API writes, for lists and items alike', async () => {
    expect(await listed()).toEqual(['Pillai', 'Saiva Pillai']);
    expect(
      (await call('PATCH', `/api/castes/${pillai}`, { as: admin, body: { caste: 'Saiva Pillai Renamed' } }))
        .status,
    ).toBe(200);
    expect(await casteName()).toBe('Saiva Pillai Renamed');
    expect(await listed()).toEqual(['Pillai', 'Saiva Pillai Renamed']);
    const created = await call('POST', '/api/castes', { as: admin, body: { caste: 'New Pillai' } });
    expect(await listed()).toEqual(['Pillai', 'Saiva Pillai Renamed', 'New Pillai']);
    await call('DELETE', `/api/castes/${created.body.id}`, { as: admin });
    expect(await listed()).toEqual(['Pillai', 'Saiva Pillai Renamed']);
  });

  it('drops them when anyone else writes the table (the NOTIFY trigger), e.g. another app instance', async () => {
    expect(await casteName()).toBe('Saiva Pillai Renamed');
    if (usingPostgres()) {
      // A second connection stands for another instance writing through its own data layer.
      const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        await other`update caste set caste = 'Written Elsewhere' where id = ${pillai}`;
      } finally {
        await other.end();
      }
    } else {
      await db.execute(sql`update caste set caste = 'Written Elsewhere' where id = ${pillai}`);
    }
    await eventually(casteName, 'Written Elsewhere');
    await eventually(listed, ['Pillai']);
  });
});
