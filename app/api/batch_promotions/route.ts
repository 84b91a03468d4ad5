import { getPromotionResource, postPromotionResource } from '@/lib/hydra/endpoints/promotion';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// GET ?course=&batch= (what promoting would do), POST {course, batch} (promote): college staff only.
export const GET = apiHandler(getPromotionResource);
export const POST = apiHandler(postPromotionResource);
export const OPTIONS = optionsHandler(() => ['GET', 'POST']);
