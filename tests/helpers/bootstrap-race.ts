import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { bootstrapDatabase } from '@/seed/bootstrap';
import { seedData } from '@/seed/seed-data';

/**
 * Three bootstraps (migrate + seed) started at once, as three instances would on an empty database,
 * then what they must have left: every migration applied once, the seed once, one administrator.
 * Shared by the schema-lock tests with and without a pooler in front.
 */
export async function bootstrapThreeAtOnce(): Promise<void> {
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await Promise.all([bootstrapDatabase(), bootstrapDatabase(), bootstrapDatabase()]);
  } finally {
    log.mockRestore();
  }
}

export async function expectMigratedAndSeededOnce(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const journalPath = path.resolve(__dirname, '../../db/migrations/meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    const [{ migrations }] = await sql`select count(*)::int as migrations from drizzle.__drizzle_migrations`;
    expect(migrations).toBe(journal.entries.length);
    const [{ castes }] = await sql`select count(*)::int as castes from caste`;
    expect(castes).toBe(seedData.caste.length);
    const [{ admins }] = await sql`select count(*)::int as admins from users where 'ROLE_ADMIN' = any(roles)`;
    expect(admins).toBe(1);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
