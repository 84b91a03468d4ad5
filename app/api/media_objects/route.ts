import { collectionRoute, optionsRoute } from '@/lib/hydra/routes';

// POST multipart uploads (field "file") and the list of uploads; items live at /api/media_objects/{id}.
const handler = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => {
  const route = collectionRoute(method);
  return (request: Request) => route(request, { params: Promise.resolve({ collection: 'media_objects' }) });
};

export const GET = handler('GET');
export const POST = handler('POST');
export const PUT = handler('PUT');
export const PATCH = handler('PATCH');
export const DELETE = handler('DELETE');
const options = optionsRoute('collection');
export const OPTIONS = (request: Request) => options(request, { params: Promise.resolve({ collection: 'media_objects' }) });
