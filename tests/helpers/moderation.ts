import type { Actor } from '@/lib/auth/roles';
import { call } from './api';

/**
 * Approves every photo waiting in the moderation queue, as an administrator would at
 * /admin/moderation: members' photos are seen by others only once approved (issue 22 item 3).
 */
export async function approvePendingPhotos(admin: Actor): Promise<number> {
  const queue = await call('GET', '/api/moderation_items?kind=photo&status=pending&itemsPerPage=1000', {
    as: admin,
  });
  if (queue.status !== 200) throw new Error(`moderation queue: ${queue.text}`);
  for (const item of queue.body['hydra:member'] as { '@id': string }[]) {
    const decided = await call('PATCH', item['@id'], { as: admin, body: { decision: 'approved' } });
    if (decided.status !== 200) throw new Error(`photo not approved: ${decided.text}`);
  }
  return queue.body['hydra:member'].length;
}
