import { icuSource, type CatalogueText } from './icu-source';
import type en from './messages/en.json';

/**
 * The spec's English messages (validation, server answers, results) are the product's words and
 * the API's: schemas, server actions and API answers keep saying them in English, word for word.
 * The catalogues' `validation` namespace lists each one (its English text exactly the spec's), and
 * a page reads a message in its own language by looking the English text up there. A message with
 * a figure ("…should have 100 characters or less.") is listed with a {placeholder} and found by pattern.
 *
 * This module builds that lookup from the English `validation` namespace it is given, without
 * importing a catalogue: the server passes its own (./spec-text.ts), the browser the one the root
 * layout sends with the page's messages (components/i18n/use-spec-text.ts), so no page's
 * JavaScript carries the whole English catalogue.
 */
type ValidationKey = keyof (typeof en)['validation'];
/** The page's translator for the `validation` namespace (useTranslations / getTranslations). */
export type ValidationText = (key: ValidationKey, values?: Record<string, string>) => string;
/** A lookup of the spec's English messages: the key of one and its figures, or null. */
export type SpecKey = (text: string) => { key: ValidationKey; values?: Record<string, string> } | null;

/**
 * Where a non-English page's client messages carry the English `validation` namespace (the root
 * layout adds it; an English page's own `validation` namespace is the English one).
 */
export const ENGLISH_VALIDATION = 'validationEnglish';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lookup over an English `validation` namespace (compiled or as written: ./icu-source.ts). */
export function specLookup(validation: Readonly<Record<string, CatalogueText>>): SpecKey {
  const entries = Object.entries(validation).map(([key, text]) => [key, icuSource(text)]) as [
    ValidationKey,
    string,
  ][];
  /** Texts without a figure, by their English words. */
  const exact = new Map(entries.filter(([, text]) => !text.includes('{')).map(([key, text]) => [text, key]));
  /** Texts with a {placeholder}: a pattern each, the placeholders' names in order. */
  const patterns = entries
    .filter(([, text]) => text.includes('{'))
    .map(([key, text]) => {
      const names: string[] = [];
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { key, names, pattern: new RegExp(`^${source}$`) };
    });
  return (text) => {
    const key = exact.get(text);
    if (key) return { key };
    for (const { key: found, names, pattern } of patterns) {
      const match = pattern.exec(text);
      if (match) return { key: found, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]])) };
    }
    return null;
  };
}

/**
 * A spec message in the reader's language through `t`; any other text (a name, a text already
 * translated, a message nobody has listed yet) as it came.
 */
export function specTextWith(lookup: SpecKey, text: string, t: ValidationText): string {
  const found = lookup(text);
  return found ? t(found.key, found.values) : text;
}
