import { headers } from 'next/headers';
import { clientIp } from '@/lib/rate-limit';

/** The client's IP in a server action or page (route handlers read it from their request). */
export async function actionIp(): Promise<string> {
  return clientIp(await headers());
}
