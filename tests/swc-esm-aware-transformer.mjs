import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import nextTransformer from 'next/dist/build/swc/jest-transformer.js';

/**
 * Next.js's SWC transformer for Jest, answering in the module system Jest asks for. Next's decides
 * by the project's package.json ("type") and `extensionsToTreatAsEsm` alone; Jest on Node 24.9+
 * loads an ES module of a package (next-intl's `"type": "module"` files, preact's `.mjs`) natively
 * as ESM, even when a CommonJS test requires it, and asks for ESM (`supportsStaticESM`): handed
 * CommonJS it fails with "exports is not defined" or a missing named export.
 */
const self = readFileSync(new URL(import.meta.url));

const transformer = {
  createTransformer(options) {
    const swc = nextTransformer.createTransformer(options);
    return {
      process(source, filename, jestOptions) {
        if (!jestOptions.supportsStaticESM) return swc.process(source, filename, jestOptions);
        const config = { ...jestOptions.config, extensionsToTreatAsEsm: [path.extname(filename)] };
        return swc.process(source, filename, { ...jestOptions, config });
      },
      // Jest's own key leaves out the transformer's code, so a changed transformer would read stale output.
      getCacheKey: (source, filename, jestOptions) =>
        createHash('sha1')
          .update(self)
          .update(source)
          .update(filename)
          .update(jestOptions.configString)
          .update(jestOptions.supportsStaticESM ? 'esm' : 'cjs')
          .update(jestOptions.instrument ? 'instrument' : '')
          .digest('hex'),
    };
  },
};
export default transformer;
