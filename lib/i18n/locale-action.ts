'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { getActor } from '@/lib/auth/session';
import { rememberLocale } from '@/lib/data/locale-preference';
import { actionArguments } from '@/lib/http/action-input';
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, LOCALES } from './locales';

const localeArguments = z.tuple([z.enum(LOCALES)]);

/** The language switch: the cookie for this browser, and the account when someone is signed in. */
export async function chooseLocale(...args: [locale: unknown]): Promise<void> {
  // All the arguments the call brought: a caller adding more is refused, not half-read.
  const [chosen] = actionArguments(localeArguments, args);
  (await cookies()).set(LOCALE_COOKIE, chosen, LOCALE_COOKIE_OPTIONS);
  await rememberLocale(await getActor(), chosen);
}
