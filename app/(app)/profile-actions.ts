'use server';

import { z } from 'zod';
import { refresh } from 'next/cache';
import type { ProfilePayload, SaveProfileAnswer } from '@/lib/resources/profile-wire';
import { getLocale } from 'next-intl/server';
import { profileLookupCollections, referencedIds, type Lookups } from '@/components/profile/lookups';
import { isAdmin } from '@/lib/auth/roles';
import { getActor, requireArea } from '@/lib/auth/session';
import { loadLookupLists } from '@/lib/data/lookup-lists';
import { getMyProfile } from '@/lib/data/profiles';
import { checkActionArguments, formId, formText } from '@/lib/http/action-input';
import { saveProfileFor } from './profile-save';

const saveArguments = z.tuple([
  z.record(z.string(), z.union([formText, z.number(), z.boolean(), z.null()])),
  formId.nullable(),
]);

/**
 * The profile form's save, in one request (profile-save.ts: who may save what, the shared rules,
 * the answer). The caller is read from the session on the server; the Origin check of every server
 * action is proxy.ts's (lib/http/origin-guard.ts). After a member's save, refresh() sends their
 * dashboard re-rendered in this same response: no second round trip. The administrators' list
 * reloads its own rows after a save (components/crud/data-list.tsx), so it is left alone.
 */
export async function saveProfile(payload: ProfilePayload, id: number | null): Promise<SaveProfileAnswer> {
  const checked = checkActionArguments(saveArguments, [payload, id]);
  if ('refusal' in checked) {
    const { message, violations } = checked.refusal;
    const fieldErrors = Object.fromEntries(violations.map((v) => [v.propertyPath, v.message]));
    return { ok: false, message: violations[0]?.message ?? message, fieldErrors };
  }
  [payload, id] = checked.args;
  const actor = await getActor();
  const answer = await saveProfileFor(actor, payload, id);
  if (answer.ok && !isAdmin(actor)) refresh();
  return answer;
}

/**
 * The member's profile form's choices, asked for when the form first opens on the dashboard
 * (components/profile/my-profile.tsx) instead of sent with every dashboard (15–25 kB of HTML):
 * active rows, and the ones the profile already points at, labelled in the page's language.
 */
export async function profileFormLookups(): Promise<Lookups> {
  const actor = await requireArea('member');
  const [record, locale] = await Promise.all([getMyProfile({ actor }), getLocale()]);
  return loadLookupLists(profileLookupCollections({ withGeneral: false }), {
    includeInactive: false,
    keep: referencedIds(record),
    locale,
  });
}
