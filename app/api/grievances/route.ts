import { fileGrievanceResponse } from '@/lib/hydra/endpoints/grievances';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { collectionRoute } from '@/lib/hydra/routes';

// /api/grievances: POST is public (anyone files a complaint), which the /api/{collection} router
// does not admit; GET (administrators) goes through that router as every other list.
const params = { params: Promise.resolve({ collection: 'grievances' }) };
const list = collectionRoute('GET');

export const GET = (request: Request) => list(request, params);
export const POST = apiHandler(fileGrievanceResponse);
export const OPTIONS = optionsHandler(() => ['GET', 'POST']);
