import 'server-only';
import { getMessages } from 'next-intl/server';
import { icuSource, type CatalogueText } from './icu-source';
import { specTextsOf, type SpecTexts } from './spec-say';

/** The request's SpecTexts (./spec-say.ts), for a light client form's `spec` prop. */
export async function getSpecTexts(): Promise<SpecTexts> {
  return specTextsOf((await getMessages()) as Record<string, unknown>);
}

/**
 * A namespace's texts in the request's language as written, {placeholders} and <tags> kept, for a
 * light client form that fills them itself: what next-intl's `t.raw` gave before the catalogues
 * were compiled (its format-only runtime has no raw texts).
 */
export async function getTextsAsWritten(namespace: string): Promise<(key: string) => string> {
  const messages = (await getMessages()) as unknown as Record<
    string,
    Record<string, CatalogueText> | undefined
  >;
  const texts = messages[namespace];
  return (key) => {
    const text = texts?.[key];
    if (text === undefined) throw new Error(`No catalogue text ${namespace}.${key}`);
    return icuSource(text);
  };
}
