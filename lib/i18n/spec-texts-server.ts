import 'server-only';
import { getMessages } from 'next-intl/server';
import { specTextsOf, type SpecTexts } from './spec-say';

/** The request's SpecTexts (./spec-say.ts), for a light client form's `spec` prop. */
export async function getSpecTexts(): Promise<SpecTexts> {
  return specTextsOf((await getMessages()) as Record<string, unknown>);
}
