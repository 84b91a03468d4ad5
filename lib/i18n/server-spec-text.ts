import { getTranslations } from 'next-intl/server';
import { specText } from './spec-text';

/** A server page's reader of the spec's English messages, in the request's language (./spec-text.ts). */
export async function getSpecText(): Promise<(text: string) => string> {
  const t = await getTranslations('validation');
  return (text: string) => specText(text, t);
}
