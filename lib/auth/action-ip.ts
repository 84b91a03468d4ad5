import { headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request-locale';
import { publicOrigin } from '@/lib/http/public-origin';
import { clientIp } from '@/lib/data/rate-limit';

/** The client's IP in a server action or page (route handlers read it from their request). */
export async function actionIp(): Promise<string> {
  return clientIp(await headers());
}

/** The app's public origin in a server action or page, for links it mails. */
export async function actionOrigin(): Promise<string> {
  return publicOrigin(await headers());
}

/** The language of a server action's request (its NEXT_LOCALE cookie, else Accept-Language), for what it stores. */
export async function actionLocale(): Promise<Locale> {
  return requestLocale();
}
