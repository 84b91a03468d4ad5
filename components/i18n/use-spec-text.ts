import { useCallback } from 'react';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import type { CatalogueText } from '@/lib/i18n/icu-source';
import { ENGLISH_VALIDATION, specLookup, specTextWith, type SpecKey } from '@/lib/i18n/spec-lookup';

/** One lookup per English `validation` namespace (the page's messages object), built on first use. */
const lookups = new WeakMap<object, SpecKey>();

/** No English texts: the lookup finds nothing, and every text passes through as it came. */
const NONE: Record<string, CatalogueText> = {};

/**
 * The lookup of the spec's English messages (lib/i18n/spec-lookup.ts) over the English texts sent
 * with the page's messages: the one under ENGLISH_VALIDATION on a page not in English; none on an
 * English client page (lib/i18n/client-namespaces.ts sends no `validation` there: the English text
 * given is already the one to show, and `t` is never called), the full catalogue's own `validation`
 * namespace in a server component.
 */
function useSpecLookup(): SpecKey {
  const locale = useLocale();
  const messages = useMessages() as Record<string, unknown>;
  const english = (locale === 'en' ? messages.validation : messages[ENGLISH_VALIDATION]) as
    Record<string, CatalogueText> | undefined;
  const source = english ?? NONE;
  let lookup = lookups.get(source);
  if (!lookup) {
    lookup = specLookup(source);
    lookups.set(source, lookup);
  }
  return lookup;
}

/**
 * Reads the spec's English messages (a schema's, a server's answer) in the page's language
 * (lib/i18n/spec-lookup.ts); a text the catalogue does not list passes through unchanged. A hook
 * of client components and of non-async server components alike (next-intl's hooks are both).
 */
export function useSpecText(): (text: string) => string {
  const t = useTranslations('validation');
  const lookup = useSpecLookup();
  return useCallback((text: string) => specTextWith(lookup, text, t), [lookup, t]);
}

/** A form's field errors, each read in the page's language. */
export function translateErrors(errors: Record<string, string>, say: (text: string) => string) {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, say(message)]));
}
