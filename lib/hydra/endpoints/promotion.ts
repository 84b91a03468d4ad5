import 'server-only';
import { assertCollegeAccess } from '@/lib/auth/guard';
import { previewPromotion, promoteBatch, type PromotionPlan } from '@/lib/data/college/promotion';
import type { ApiContext } from '../handler';
import { jsonLd, readJsonBody } from '../http';
import { contextOf } from '../serialize';

/**
 * /api/batch_promotions (issue 27 item 5): GET ?course=&batch= says what promoting the course's
 * batch would do (each current semester, where it leads, how many students; `problem` when it
 * cannot be done); POST {course, batch} promotes every active student of it to the next semester,
 * all or none (422 past the course's last semester or with the next semester missing). College
 * staff and administrators only. Described in docs.jsonld as "BatchPromotion".
 */
const body = (plan: PromotionPlan) => ({
  '@context': contextOf('BatchPromotion'),
  '@id': '/api/batch_promotions',
  '@type': 'BatchPromotion',
  ...plan,
});

export async function getPromotionResource(ctx: ApiContext): Promise<Response> {
  const actor = assertCollegeAccess(await ctx.actor());
  const search = new URL(ctx.request.url).searchParams;
  const input = { course: search.get('course') ?? '', batch: search.get('batch') ?? '' };
  return jsonLd(body(await previewPromotion({ actor, input })));
}

export async function postPromotionResource(ctx: ApiContext): Promise<Response> {
  // Who asks is checked before the body is read: a stranger learns nothing from its validation.
  const actor = assertCollegeAccess(await ctx.actor());
  const plan = await promoteBatch({ actor, input: await readJsonBody(ctx.request, 'POST') });
  return jsonLd(body(plan), 200);
}
