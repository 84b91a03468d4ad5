/** Run by tests/e2e/server.mjs on an empty data folder, before the app starts. */
import { closeDb, db } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '@/seed/seed';
import { users } from '@/db/schema';
import { DEFAULT_LEGAL_TEXTS } from '@/lib/validation/legal-texts';
import { hashPassword } from '@/lib/auth/password';
import { longNameGroom } from './match-accounts';
import { tamilBride, tamilGroom } from './tamil-accounts';
import { ACCOUNTS } from './accounts';
import { addInterestMembers, addVerifiedMembers } from './interest-fixtures';
import { galleryMembers, photoViewer } from './photo-accounts';
import { SAFETY } from './safety-accounts';
import { VIEWS } from './views-accounts';
import { PAPERS } from './paper-accounts';
import { interests, profiles } from '@/db/schema';
import { inArray } from 'drizzle-orm';
import { verificationCallees } from './bureau-accounts';
import { suspendedFromProfile } from './account-admin-accounts';
import { planPayer } from './payment-accounts';
import { astroBride, astroGroom } from './astro-accounts';
import {
  accountBride,
  accountGroom,
  emailChanger,
  historyReader,
  marryingBride,
  marryingGroom,
} from './account-accounts';

async function main() {
  await migrateDatabase();
  await seedDatabase(() => {});
  const add = async (account: { email: string; password: string }, roles: string[], activated = true) =>
    db
      .insert(users)
      .values({ email: account.email, passwordHash: await hashPassword(account.password), roles, activated });
  await add(ACCOUNTS.member, ['ROLE_MEMBER']);
  await add(ACCOUNTS.member2, ['ROLE_MEMBER']);
  await add(ACCOUNTS.verified, ['ROLE_MEMBER']);
  await add(ACCOUNTS.matchBride, ['ROLE_MEMBER']);
  await add(ACCOUNTS.matchGroom, ['ROLE_MEMBER']);
  await add(ACCOUNTS.matchWaiting, ['ROLE_MEMBER']);
  await add(ACCOUNTS.college, ['ROLE_COLLEGE']);
  await add(ACCOUNTS.inactive, ['ROLE_MEMBER'], false);
  await add(ACCOUNTS.forgetful, ['ROLE_MEMBER']);
  await add(ACCOUNTS.lockedOut, ['ROLE_MEMBER']);
  await add(ACCOUNTS.polyglot, ['ROLE_MEMBER']);
  await add(historyReader, ['ROLE_MEMBER']);
  await addInterestMembers();
  await addVerifiedMembers([photoViewer, ...galleryMembers]);
  await addVerifiedMembers(Object.values(SAFETY));
  await addVerifiedMembers(Object.values(VIEWS));
  await addVerifiedMembers([longNameGroom]);
  // account-admin.spec.ts: suspended from the profile form, then restored.
  await addVerifiedMembers([suspendedFromProfile]);
  // payments.spec.ts: an administrator records their plan payment.
  await addVerifiedMembers([planPayer]);
  await addVerifiedMembers([tamilGroom, tamilBride]);
  // account.spec.ts: the groom's interest, accepted by the bride, before he deletes his account.
  const [brideId, groomId] = await addVerifiedMembers([accountBride, accountGroom, emailChanger]);
  await db.insert(interests).values({ fromProfileId: groomId, toProfileId: brideId, status: 'accepted' });
  // papers.spec.ts: an accepted pair, who may print each other's biodata.
  const [paperBride, paperGroom] = await addVerifiedMembers([PAPERS.bride, PAPERS.groom]);
  await db
    .insert(interests)
    .values({ fromProfileId: paperGroom, toProfileId: paperBride, status: 'accepted' });
  // bureau.spec.ts: two members the administrator calls to verify, first in the queue.
  const callees = await addVerifiedMembers(verificationCallees);
  await db
    .update(profiles)
    .set({ mobileVerified: false, date: new Date('2020-01-01T04:30:00Z') })
    .where(inArray(profiles.id, callees));
  // birth-chart.spec.ts: the groom's interest, accepted by the bride, so that she sees his chart.
  const [astroBrideId, astroGroomId] = await addVerifiedMembers([astroBride, astroGroom]);
  await db
    .insert(interests)
    .values({ fromProfileId: astroGroomId, toProfileId: astroBrideId, status: 'accepted' });
  // marriage.spec.ts: a couple whose interest was accepted marry.
  const [marryingBrideId, marryingGroomId] = await addVerifiedMembers([marryingBride, marryingGroom]);
  await db
    .insert(interests)
    .values({ fromProfileId: marryingGroomId, toProfileId: marryingBrideId, status: 'accepted' });
  // The fixture members have accepted the shipped terms, as if they had registered through the form;
  // legal.spec.ts makes its own members for the consent journeys.
  await db.execute(sql`insert into terms_acceptance (user_id, version, via)
    select id, ${DEFAULT_LEGAL_TEXTS.version}, 'registration' from users where 'ROLE_MEMBER' = any(roles)`);
}

main().finally(closeDb);
