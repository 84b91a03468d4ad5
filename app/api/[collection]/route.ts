import { collectionRoute, optionsRoute } from '@/lib/hydra/routes';

// /api/{collection}: every resource of the registry (lib/hydra/routes.ts dispatches by name).
export const GET = collectionRoute('GET');
export const POST = collectionRoute('POST');
export const PUT = collectionRoute('PUT');
export const PATCH = collectionRoute('PATCH');
export const DELETE = collectionRoute('DELETE');
export const OPTIONS = optionsRoute('collection');
