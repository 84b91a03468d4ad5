import { itemRoute, optionsRoute } from '@/lib/hydra/routes';

// /api/{collection}/{id}: one item of any resource of the registry.
export const GET = itemRoute('GET');
export const POST = itemRoute('POST');
export const PUT = itemRoute('PUT');
export const PATCH = itemRoute('PATCH');
export const DELETE = itemRoute('DELETE');
export const OPTIONS = optionsRoute('item');
