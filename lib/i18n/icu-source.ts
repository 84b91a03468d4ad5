/**
 * The catalogues are compiled at build time (next.config.mjs): a text with a {placeholder} or a <tag>
 * arrives as icu-minify's compact form, e.g. `["Ticket ", ["ticket"]]`, a plain text as itself.
 * Translators format either. Code that reads catalogue texts itself (the spec messages' lookup, the
 * light forms that fill their own placeholders and links) takes them back to the text as written
 * here. Only what those texts use is understood: placeholders and tags; a plural or select is not
 * (a catalogue text of that kind is for a translator), and says so rather than guessing.
 */
export type CatalogueText = string | readonly unknown[];

function nodeSource(node: unknown): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node) && typeof node[0] === 'string') {
    const [name, ...children] = node as [string, ...unknown[]];
    if (children.length === 0) return `{${name}}`;
    // A number in second place is an argument's type (plural, select, date…); anything else a tag's content.
    if (typeof children[0] !== 'number') return `<${name}>${children.map(nodeSource).join('')}</${name}>`;
  }
  throw new Error(
    `A catalogue text with a plural, select or formatted argument cannot be read as written: ${JSON.stringify(node)}`,
  );
}

/** A catalogue text as written ("Ticket {ticket}", "<terms>Terms</terms>"), compiled or not. */
export function icuSource(text: CatalogueText): string {
  return typeof text === 'string' ? text : text.map(nodeSource).join('');
}

/**
 * Namespaces already read as written. The catalogues are module constants that every request's
 * messages share, and the light forms' pages read their `validation` namespaces (about 300 texts)
 * on each request: once per namespace is enough.
 */
const written = new WeakMap<object, Readonly<Record<string, string>>>();

/** A namespace's texts as written, key by key. */
export function icuSources(texts: Readonly<Record<string, CatalogueText>>): Readonly<Record<string, string>> {
  let sources = written.get(texts);
  if (!sources) {
    sources = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, icuSource(text)]));
    written.set(texts, sources);
  }
  return sources;
}
