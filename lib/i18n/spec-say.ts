import { icuSources, type CatalogueText } from './icu-source';
import { ENGLISH_VALIDATION, specLookup } from './spec-lookup';

/**
 * What a light client form (no next-intl in the browser) needs to read the spec's English messages
 * in the page's language, as useSpecText does (components/i18n/use-spec-text.ts): the English
 * `validation` namespace, and the page's own when the page is not English. The server page passes
 * it as a prop (getSpecTexts in ./spec-texts-server.ts).
 */
export type SpecTexts = {
  english: Readonly<Record<string, string>>;
  local?: Readonly<Record<string, string>>;
};

/**
 * The `validation` namespaces out of a page's messages (an English page's own is the English one),
 * as written: the form fills their {placeholders} itself.
 */
export function specTextsOf(messages: Record<string, unknown>): SpecTexts {
  const own = icuSources((messages.validation ?? {}) as Record<string, CatalogueText>);
  const english = messages[ENGLISH_VALIDATION] as Record<string, CatalogueText> | undefined;
  return english ? { english: icuSources(english), local: own } : { english: own };
}

/**
 * A spec message in the page's language (its {placeholders} filled with the English text's
 * figures); any other text as it came, as specTextWith does.
 */
export function specSayer({ english, local }: SpecTexts): (text: string) => string {
  const lookup = specLookup(english);
  const texts = local ?? english;
  return (text) => {
    const found = lookup(text);
    const message = found && texts[found.key];
    if (!found || !message) return text;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => found.values?.[name] ?? whole);
  };
}
