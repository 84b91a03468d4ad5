import 'server-only';
import { asc, count, desc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { grievanceReplies, grievances } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { runInBackground } from '@/lib/mail/background';
import { sendMail } from '@/lib/mail';
import { grievanceReplyMail } from '@/lib/mail/grievance-messages';
import { grievanceListFields } from '@/lib/resources/grievance-list';
import { grievanceUpdateSchema } from '@/lib/validation/grievance';
import { parseInput } from '@/lib/validation/parse-input';
import {
  complainantOf,
  dueAtOf,
  followLinkOf,
  isClosedStatus,
  issueFollowToken,
  type Grievance,
  type GrievanceReply,
} from './grievances';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListOptions, type ListResult } from './list-query';
import { getSettings } from './settings';
import { rowId } from './input';
import { recordAudit } from './audit/record';

/**
 * The administrators' side of the grievance tickets: the list (the nearest deadline first, so
 * overdue tickets lead), one ticket with its replies, and the work on it (status, replies e-mailed
 * to the complainant). The first answer or status change acknowledges the ticket.
 */
const columns = {
  id: grievances.id,
  ticket: grievances.ticket,
  name: grievances.name,
  email: grievances.email,
  subject: grievances.subject,
  status: grievances.status,
  details: grievances.details,
  profile: grievances.profile,
  createdAt: grievances.createdAt,
  dueAt: grievances.dueAt,
};

export async function listGrievances({
  actor,
  query = {},
}: {
  actor: Actor | null;
  query?: ListOptions;
}): Promise<ListResult<Grievance>> {
  assertArea(actor, 'admin');
  const paging = pagingOf(query, 1000);
  const where = listWhere(grievanceListFields, columns, query);
  const orderBy = listOrderBy(columns, query, [asc(grievances.dueAt), desc(grievances.createdAt), desc(grievances.id)], grievances.id);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(grievances).where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(grievances).where(where),
  ]);
  return resultOf(rows, Number(total), paging);
}

export async function getGrievance({
  actor,
  id: path,
}: {
  actor: Actor | null;
  id: number | string;
}): Promise<{ grievance: Grievance; replies: GrievanceReply[] }> {
  assertArea(actor, 'admin');
  const id = rowId(path);
  const [grievance] = await db.select().from(grievances).where(eq(grievances.id, id));
  if (!grievance) throw AppError.notFound();
  const replies = await db
    .select()
    .from(grievanceReplies)
    .where(eq(grievanceReplies.grievanceId, id))
    .orderBy(asc(grievanceReplies.createdAt), asc(grievanceReplies.id));
  return { grievance, replies };
}

/**
 * An administrator sets a ticket's status and/or replies. The reply (or the status change) is
 * e-mailed to the complainant with a link of its own to the ticket (earlier links keep working). 422 for
 * bad input (closing needs a reply saying why), 404 for no such ticket.
 */
export async function updateGrievance({
  actor,
  id: path,
  input,
  origin,
}: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
  /** The public origin of the request, for the link in the e-mail. */
  origin?: string;
}): Promise<{ grievance: Grievance; replies: GrievanceReply[] }> {
  const admin = assertArea(actor, 'admin');
  const id = rowId(path);
  const change = parseInput(grievanceUpdateSchema, input);
  const now = new Date();
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
    if (!current) throw AppError.notFound();
    const status = change.status ?? current.status;
    const closedAt = isClosedStatus(status) ? (current.closedAt ?? now) : null;
    const acknowledgedAt = current.acknowledgedAt ?? now;
    const [updated] = await tx
      .update(grievances)
      .set({ status, acknowledgedAt, closedAt, dueAt: dueAtOf({ createdAt: current.createdAt, acknowledgedAt, closedAt }), updatedAt: now })
      .where(eq(grievances.id, id))
      .returning();
    if (change.reply) {
      await tx.insert(grievanceReplies).values({ grievanceId: id, message: change.reply, status, authorId: admin.id });
    }
    await recordAudit(tx, admin, {
      action: 'update',
      entity: 'grievances',
      entityId: id,
      before: { status: current.status, reply: null },
      after: { status, reply: change.reply ?? null },
    });
    const statusChanged = status !== current.status;
    const token = change.reply || statusChanged ? await issueFollowToken(tx, id) : null;
    return { updated, token };
  });
  const { updated, token } = saved;
  if (token) {
    const { grievanceOfficer } = await getSettings();
    runInBackground(`reply on ${updated.ticket}`, async () => {
      await sendMail(
        grievanceReplyMail(await complainantOf(updated), {
          ticket: updated.ticket,
          status: updated.status,
          reply: change.reply,
          link: followLinkOf(token, origin),
          officer: grievanceOfficer,
        }),
      );
    });
  }
  return getGrievance({ actor, id });
}
