import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import compile from 'icu-minify/compile';

/**
 * Jest's transform for the catalogues (lib/i18n/messages/*.json): each ICU text compiled as
 * next-intl's loader compiles it for the build (next.config.mjs, `precompile`), so that tests read
 * and format the catalogues as the app does, with the same format-only runtime (jest.config.mjs
 * maps it). A test that reads a catalogue text itself meets the compiled form, as the app would.
 */
const compileAll = (node) =>
  typeof node === 'string'
    ? compile(node)
    : Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compileAll(value)]));

const self = readFileSync(new URL(import.meta.url));

const transformer = {
  process: (source) => ({ code: JSON.stringify(compileAll(JSON.parse(source))) }),
  getCacheKey: (source, filename) =>
    createHash('sha1').update(self).update(filename).update(source).digest('hex'),
};
export default transformer;
