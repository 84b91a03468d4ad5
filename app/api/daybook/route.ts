import { getDaybookResource } from '@/lib/hydra/endpoints/daybook';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// GET /api/daybook?from=&to=&paymentMode=&staff=&course=: collections by day and payment mode, college staff only.
export const GET = apiHandler(getDaybookResource);
export const OPTIONS = optionsHandler(() => ['GET']);
