// The message catalogues agree: every language has every key of English and no other, no text is
// empty, and each text names the same {placeholders} as its English one. Run by scripts/test-all.sh.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The folder of catalogues: the app's, or the one given (tests/unit/check-messages.test.ts).
const dir =
  process.argv[2] ??
  path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'lib', 'i18n', 'messages');

/** "a.b.c" → text, for every leaf of a catalogue. */
function flatten(node, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, name, into);
    else into.set(name, value);
  }
  return into;
}

/** The simple placeholders of an ICU message ({name}, {count, plural, ...} → name). */
const placeholders = (text) =>
  [...String(text).matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]).sort();

const catalogues = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))),
    ]),
);
const english = catalogues.en;
const problems = [];
for (const [locale, messages] of Object.entries(catalogues)) {
  for (const key of english.keys()) if (!messages.has(key)) problems.push(`${locale}.json lacks "${key}"`);
  for (const [key, text] of messages) {
    if (!english.has(key)) problems.push(`${locale}.json has "${key}", which en.json does not`);
    else if (typeof text !== 'string' || !text.trim()) problems.push(`${locale}.json: "${key}" is empty`);
    else if (placeholders(text).join() !== placeholders(english.get(key)).join())
      problems.push(
        `${locale}.json: "${key}" names {${placeholders(text)}}, en.json {${placeholders(english.get(key))}}`,
      );
  }
}
// The texts every part of the app says alike (a namespace's own copy, for its client bundle) are
// worded once per language: the same English under the same key name has one translation.
// The report fields' refusals: the `validation` texts the server says, copied for the report dialogs.
const COMMON = ['somethingWrong', 'cancel', 'close', 'selectReason', 'enterDetails', 'reportDetailsShort'];
for (const [locale, messages] of Object.entries(catalogues)) {
  const worded = new Map();
  for (const [key, text] of messages) {
    const name = key.split('.').pop();
    if (!COMMON.includes(name)) continue;
    const common = `${name}: ${english.get(key)}`;
    if (!worded.has(common)) worded.set(common, { key, text });
    else if (worded.get(common).text !== text)
      problems.push(
        `${locale}.json: "${key}" is "${text}", "${worded.get(common).key}" "${worded.get(common).text}"`,
      );
  }
}
if (problems.length) {
  console.error(`The message catalogues disagree:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${Object.keys(catalogues).join(', ')}: ${english.size} texts each, placeholders alike, common texts worded once.`,
);
