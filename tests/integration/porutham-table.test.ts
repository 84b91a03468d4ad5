/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { db } from '@/db/client';
import { poruthams } from '@/db/schema';
import { starRaasiNumbers } from '@/lib/matching/nakshatra';
import { PORUTHAMS, porutham } from '@/lib/matching/porutham';
import { closeDb, resetDatabase } from '../helpers/db';

beforeAll(() => resetDatabase());
afterAll(() => closeDb());

describe('the porutham table written by migration 0007', () => {
  it('holds exactly the result of porutham() for every valid bride and groom', async () => {
    const rows = await db
      .select()
      .from(poruthams)
      .orderBy(
        asc(poruthams.brideStar),
        asc(poruthams.brideRaasi),
        asc(poruthams.groomStar),
        asc(poruthams.groomRaasi),
      );
    const pairs: { star: number; raasi: number }[] = [];
    for (let star = 1; star <= 27; star++)
      for (const raasi of starRaasiNumbers(star)) pairs.push({ star, raasi });
    const expected = pairs.flatMap((bride) =>
      pairs.map((groom) => {
        const r = porutham(bride, groom);
        return {
          brideStar: bride.star,
          brideRaasi: bride.raasi,
          groomStar: groom.star,
          groomRaasi: groom.raasi,
          score: r.score,
          recommended: r.recommended,
          ...Object.fromEntries(r.items.map((i) => [i.key, i.result])),
        };
      }),
    );
    expect(rows).toHaveLength(36 * 36);
    expect(rows).toEqual(expected);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'brideStar',
        'brideRaasi',
        'groomStar',
        'groomRaasi',
        'score',
        'recommended',
        ...PORUTHAMS.map((p) => p.key),
      ].sort(),
    );
  });

  it('is the committed output of scripts/gen-porutham-sql.ts (no hand edits)', () => {
    const text = readFileSync(path.join(process.cwd(), 'db', 'migrations', '0007_porutham.sql'), 'utf8');
    // Ashwini/Mesham bride with Magam/Simmam groom: 6.5, not recommended (Rajju fails).
    expect(text).toContain(
      "(1,1,10,5,6.5,false,'bad','medium','good','medium','medium','good','good','good','bad','good')",
    );
  });
});
