import { collectionRoute, optionsRoute } from '@/lib/hydra/routes';

// POST multipart uploads (field "file") and the list of uploads; items live at /api/media_objects/{id}.
type Route = ReturnType<typeof collectionRoute>;
const mediaObjects = (route: Route) => (request: Request) =>
  route(request, { params: Promise.resolve({ collection: 'media_objects' }) });
const handler = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
  mediaObjects(collectionRoute(method));

export const GET = handler('GET');
export const POST = handler('POST');
export const PUT = handler('PUT');
export const PATCH = handler('PATCH');
export const DELETE = handler('DELETE');
export const OPTIONS = mediaObjects(optionsRoute('collection'));
