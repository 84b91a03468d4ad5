import 'server-only';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import {
  accountTokens,
  blocks,
  grievances,
  interests,
  mediaObjects,
  photoRequests,
  profileVisits,
  profiles,
  reports,
  savedSearches,
  shortlists,
  signInCodes,
  termsAcceptances,
  users,
} from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION, profileFields } from '@/lib/resources/profile';
import { toMediaRecord } from './media-access';
import { displayOf } from './profiles/display';
import { toView } from './profiles/views';
import { signInHistory } from './sign-in-history';

/**
 * "Download my data" (issue 23 section 2; DPDP Act 2023, the right to a summary): everything
 * stored about the signed-in member, as one document, for `/api/me/export` (JSON) and
 * `/user/account/data` (the same, readable on screen). Never a secret: no password hash, no
 * token or code (only when each was issued and used), no otp. Other members appear only as the
 * IRI of their profile (their data is theirs). A table added later that holds a member's data
 * adds its section here, as reports and blocks did.
 */
const stamp = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);



export async function exportMemberData({ actor }: { actor: Actor | null }) {
  const member = assertArea(actor, 'member');
  const [user] = await db.select().from(users).where(eq(users.id, member.id));
  if (!user) throw AppError.unauthorized();
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const me = profile?.id ?? 0;
  const [files, interestRows, shortlistRows, terms, links, codes, complaints, photoAsks, madeReports, madeBlocks, logins, visits, searches] =
    await Promise.all([
    db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, user.id)).orderBy(asc(mediaObjects.createdAt)),
    db
      .select()
      .from(interests)
      .where(or(eq(interests.fromProfileId, me), eq(interests.toProfileId, me)))
      .orderBy(asc(interests.createdAt), asc(interests.id)),
    db
      .select()
      .from(shortlists)
      .where(eq(shortlists.ownerProfileId, me))
      .orderBy(asc(shortlists.createdAt), asc(shortlists.id)),
    db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id)).orderBy(asc(termsAcceptances.acceptedAt)),
    db
      .select({
        purpose: accountTokens.purpose,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id))
      .orderBy(asc(accountTokens.createdAt)),
    db
      .select({ createdAt: signInCodes.createdAt, usedAt: signInCodes.usedAt, attempts: signInCodes.attempts })
      .from(signInCodes)
      .where(eq(signInCodes.userId, user.id))
      .orderBy(asc(signInCodes.createdAt)),
    db
      .select({
        ticket: grievances.ticket,
        subject: grievances.subject,
        status: grievances.status,
        details: grievances.details,
        createdAt: grievances.createdAt,
        closedAt: grievances.closedAt,
      })
      .from(grievances)
      .where(and(sql`lower(${grievances.email}) = ${user.email.toLowerCase()}`))
      .orderBy(asc(grievances.createdAt)),
    db
      .select()
      .from(photoRequests)
      .where(or(eq(photoRequests.fromProfileId, me), eq(photoRequests.toProfileId, me)))
      .orderBy(asc(photoRequests.createdAt), asc(photoRequests.id)),
    // Reports and blocks the member made (those made about them are the other members' data).
    db.select().from(reports).where(eq(reports.reporterProfileId, me)).orderBy(asc(reports.createdAt), asc(reports.id)),
    db.select().from(blocks).where(eq(blocks.blockerProfileId, me)).orderBy(asc(blocks.createdAt), asc(blocks.id)),
    signInHistory(user.id),
    // The pages the member opened (who viewed them is the viewers' data) and their saved searches.
    db
      .select()
      .from(profileVisits)
      .where(eq(profileVisits.viewerProfileId, me))
      .orderBy(asc(profileVisits.viewedAt), asc(profileVisits.id)),
    db.select().from(savedSearches).where(eq(savedSearches.profileId, me)).orderBy(asc(savedSearches.id)),
  ]);
  const own = profile ? toView(profile, 'owner') : null;
  const shown = own ? await displayOf(own) : null;
  const labelled = shown
    ? profileFields.filter((f) => f.name in shown).map((f) => ({ field: f.name, label: f.label, value: shown[f.name] }))
    : [];
  const profileIri = (id: number) => iriOf(PROFILE_COLLECTION, id);
  return {
    '@id': '/api/me/export',
    '@type': 'MemberDataExport',
    exportedAt: stamp(new Date()),
    account: {
      id: user.id,
      email: user.email,
      roles: user.roles,
      activated: user.activated,
      registeredAt: stamp(user.createdAt),
      updatedAt: stamp(user.updatedAt),
    },
    profile: profile
      ? {
          '@id': profileIri(profile.id),
          ...own,
          hiddenAt: stamp(profile.hiddenAt),
          marriedAt: stamp(profile.marriedAt),
          marriedTo: profile.marriedToProfileId ? profileIri(profile.marriedToProfileId) : null,
          marriageConfirmedAt: stamp(profile.marriageConfirmedAt),
          browsePrivately: profile.browsePrivately,
        }
      : null,
    /** The same profile with references by their names, as the screens print it. */
    profileAsShown: labelled,
    photos: [profile?.photo, ...(profile?.photos ?? []), profile?.horoscope]
      .filter((url): url is string => !!url)
      .concat(files.map((file) => toMediaRecord(file).contentUrl))
      .filter((url, index, all) => all.indexOf(url) === index),
    files: files.map((file) => {
      const record = toMediaRecord(file);
      return { contentUrl: record.contentUrl, type: record.mimeType, size: record.size, uploadedAt: record.createdAt };
    }),
    interests: interestRows.map((row) => ({
      id: row.id,
      direction: row.fromProfileId === me ? 'sent' : 'received',
      member: profileIri(row.fromProfileId === me ? row.toProfileId : row.fromProfileId),
      status: row.status,
      note: row.note,
      createdAt: stamp(row.createdAt),
      updatedAt: stamp(row.updatedAt),
    })),
    photoRequests: photoAsks.map((row) => ({
      id: row.id,
      direction: row.fromProfileId === me ? 'sent' : 'received',
      member: profileIri(row.fromProfileId === me ? row.toProfileId : row.fromProfileId),
      status: row.status,
      createdAt: stamp(row.createdAt),
      updatedAt: stamp(row.updatedAt),
    })),
    reports: madeReports.map((row) => ({
      id: row.id,
      member: profileIri(row.profileId),
      reason: row.reason,
      details: row.details,
      createdAt: stamp(row.createdAt),
    })),
    blocks: madeBlocks.map((row) => ({ id: row.id, member: profileIri(row.blockedProfileId), createdAt: stamp(row.createdAt) })),
    shortlists: shortlistRows.map((row) => ({ id: row.id, member: profileIri(row.profileId), createdAt: stamp(row.createdAt) })),
    /** Candidates' pages the member opened, once a day each (lib/data/profile-visits.ts). */
    profileViews: visits.map((row) => ({ member: profileIri(row.viewedProfileId), viewedAt: stamp(row.viewedAt) })),
    savedSearches: searches.map((row) => ({
      id: row.id,
      name: row.name,
      query: row.query,
      alert: row.alert,
      createdAt: stamp(row.createdAt),
    })),
    termsAcceptances: terms.map((row) => ({ version: row.version, acceptedAt: stamp(row.acceptedAt), via: row.via })),
    /** Links e-mailed to the account (activation, password reset, e-mail change): when, not the link. */
    emailedLinks: links.map((row) => ({
      purpose: row.purpose,
      sentAt: stamp(row.createdAt),
      expiresAt: stamp(row.expiresAt),
      usedAt: stamp(row.usedAt),
    })),
    /** Every sign-in of the last 90 days (at most 50), newest first (lib/data/sign-in-history.ts). */
    signIns: logins.map((row) => ({ at: stamp(row.at), method: row.method, ip: row.ip, userAgent: row.userAgent })),
    /** The codes e-mailed for sign-ins after too many failures. */
    signInCodes: codes.map((row) => ({ sentAt: stamp(row.createdAt), usedAt: stamp(row.usedAt), attempts: row.attempts })),
    grievances: complaints.map((row) => ({ ...row, createdAt: stamp(row.createdAt), closedAt: stamp(row.closedAt) })),
  };
}
