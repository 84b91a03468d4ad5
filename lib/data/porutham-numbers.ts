import 'server-only';
import { masterRowsById } from '@/lib/data/master-data';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';

const starResource = findMasterResourceByCollection('stars')!;
const raasiResource = findMasterResourceByCollection('raasis')!;

/**
 * A profile's star and raasi rows as the numbers porutham() takes (star 1..27, raasi 1..12, as in
 * shared/docs/porutham.md): the traditional number each row carries (db/schema.ts). The one place
 * that maps database rows to those numbers; null when a row has no number.
 */
export async function poruthamNumbers(
  starId: number,
  raasiId: number,
): Promise<{ star: number; raasi: number } | null> {
  const [starRows, raasiRows] = await Promise.all([
    masterRowsById(starResource),
    masterRowsById(raasiResource),
  ]);
  const star = starRows.get(starId)?.number;
  const raasi = raasiRows.get(raasiId)?.number;
  return typeof star === 'number' && typeof raasi === 'number' ? { star, raasi } : null;
}
