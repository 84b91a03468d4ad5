'use server';

import { actionIp, actionLocale, actionOrigin } from '@/lib/auth/action-ip';
import { asAppError } from '@/lib/database-failure';
import { fileGrievance } from '@/lib/data/grievances';
import type { Violation } from '@/lib/errors';

export type FileGrievanceAnswer =
  { ok: true; ticket: string; email: string } | { ok: false; error: string; violations: Violation[] };

/** The complaint form's call: the same data-layer function as POST /api/grievances. */
export async function fileGrievanceAction(input: Record<string, unknown>): Promise<FileGrievanceAnswer> {
  const [ip, origin, locale] = await Promise.all([actionIp(), actionOrigin(), actionLocale()]);
  try {
    const row = await fileGrievance({ input, ip, origin, locale });
    return { ok: true, ticket: row.ticket, email: row.email };
  } catch (error) {
    const known = asAppError(error);
    if (known) return { ok: false, error: known.message, violations: known.violations };
    throw error;
  }
}
