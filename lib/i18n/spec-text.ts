import en from './messages/en.json';
import { specLookup, specTextWith, type ValidationText } from './spec-lookup';

/**
 * The spec's English messages read in the page's language (./spec-lookup.ts), for the server and
 * for server components. Not for client components: this module carries the English catalogue,
 * they use components/i18n/use-spec-text.ts.
 */
/** The key of a spec message and its figures, or null for a text the catalogue does not list. */
export const specKey = specLookup(en.validation);

/**
 * A spec message in the reader's language through `t`; any other text (a name, a text already
 * translated, a message nobody has listed yet) as it came.
 */
export function specText(text: string, t: ValidationText): string {
  return specTextWith(specKey, text, t);
}
