import en from './messages/en.json';

/**
 * The spec's English messages (validation, server answers, results) are the product's words and
 * the API's: schemas, server actions and API answers keep saying them in English, word for word.
 * The catalogues' `validation` namespace lists each one (its English text exactly the spec's), and
 * a page reads a message in its own language by looking the English text up there. A message with
 * a figure ("…should have 100 characters or less.") is listed with a {placeholder} and found by pattern.
 */
type ValidationKey = keyof (typeof en)['validation'];
/** The page's translator for the `validation` namespace (useTranslations / getTranslations). */
export type ValidationText = (key: ValidationKey, values?: Record<string, string>) => string;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const entries = Object.entries(en.validation) as [ValidationKey, string][];
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

/** The key of a spec message and its figures, or null for a text the catalogue does not list. */
export function specKey(text: string): { key: ValidationKey; values?: Record<string, string> } | null {
  const key = exact.get(text);
  if (key) return { key };
  for (const { key: found, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key: found, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]])) };
  }
  return null;
}

/**
 * A spec message in the reader's language through `t`; any other text (a name, a text already
 * translated, a message nobody has listed yet) as it came.
 */
export function specText(text: string, t: ValidationText): string {
  const found = specKey(text);
  return found ? t(found.key, found.values) : text;
}
