'use server';

import { refresh } from 'next/cache';
import type { ProfilePayload, SaveProfileAnswer } from '@/components/profile/profile-wire';
import { getActor } from '@/lib/auth/session';
import { saveProfileFor } from './profile-save';

/**
 * The profile form's save, in one request (profile-save.ts: who may save what, the shared rules,
 * the answer). The caller is read from the session on the server; the Origin check of every server
 * action is proxy.ts's (lib/http/origin-guard.ts). After a save, refresh() sends the re-rendered
 * page back in this same response: no second round trip for the dashboard or the list.
 */
export async function saveProfile(payload: ProfilePayload, id: number | null): Promise<SaveProfileAnswer> {
  const answer = await saveProfileFor(await getActor(), payload, id);
  if (answer.ok) refresh();
  return answer;
}
