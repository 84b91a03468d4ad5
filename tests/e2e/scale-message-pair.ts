/**
 * Run by tests/e2e/scale.spec.ts (with DATABASE_URL set to its throw-away database, after the
 * instances have migrated and seeded it): the message pair, verified members with an accepted
 * interest who have accepted the shipped terms, so they may talk through the balancer.
 */
import { sql } from 'drizzle-orm';
import { closeDb, db } from '@/db/client';
import { interests } from '@/db/schema';
import { DEFAULT_LEGAL_TEXTS } from '@/lib/validation/legal-texts';
import { messagePair } from './interest-accounts';
import { addVerifiedMembers } from './interest-fixtures';

async function main() {
  const [groom, bride] = await addVerifiedMembers([messagePair.groom, messagePair.bride]);
  await db.insert(interests).values({ fromProfileId: groom, toProfileId: bride, status: 'accepted' });
  await db.execute(sql`insert into terms_acceptance (user_id, version, via)
    select user_id, ${DEFAULT_LEGAL_TEXTS.version}, 'registration' from profile where id in (${groom}, ${bride})`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
