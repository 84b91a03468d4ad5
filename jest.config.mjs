import { createRequire } from 'node:module';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * One runner for component, unit and integration tests. Component tests run in jsdom; files that
 * touch the database start with the docblock `@jest-environment node` and get an in-memory PGlite
 * (or TEST_DATABASE_URL's PostgreSQL) from tests/jest.env.ts.
 */
// ESM-only packages that Jest must compile to CommonJS like our own files.
const esmPackages = [
  '@api-platform',
  'jsonref',
  'inflection',
  '@borewit',
  'jose',
  'next-auth',
  '@auth/core',
  '@panva/hkdf',
  'oauth4webapi',
  'preact-render-to-string',
  'preact',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
  '@formatjs',
  'next-intl',
  'use-intl',
  'intl-messageformat',
  'icu-minify',
];

const jestConfig = createJestConfig({
  testEnvironment: 'jsdom',
  globalSetup: '<rootDir>/tests/jest.global-setup.ts',
  globalTeardown: '<rootDir>/tests/jest.global-teardown.ts',
  setupFiles: ['<rootDir>/tests/jest.env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/helpers/empty-module.js',
    // The catalogues are compiled (next.config.mjs; ./tests/precompiled-messages.mjs below), so
    // next-intl formats with the build's format-only runtime here too.
    '^use-intl/format-message$': createRequire(import.meta.url).resolve(
      'use-intl/format-message/format-only',
    ),
  },
  transform: { '/lib/i18n/messages/[^/]+\\.json$': '<rootDir>/tests/precompiled-messages.mjs' },
  testMatch: [
    '<rootDir>/tests/{unit,integration}/**/*.test.{ts,tsx}',
    '<rootDir>/components/**/*.test.{ts,tsx}',
  ],
  // Timeouts catch hangs, not slowness: on a loaded 2-core machine a database test's setup can take 30 s.
  testTimeout: 90_000,
  // A worker keeps some of every test file's modules (the heap grows ~10 MB a file; faster on Node
  // 24, whose PGlite pass ran 1.6-2.2 times slower in its second half): past this it is recycled.
  workerIdleMemoryLimit: '384MB',
});

export default async function config() {
  const resolved = await jestConfig();
  // Next's SWC transformer, answering in ESM when Jest asks for it (tests/swc-esm-aware-transformer.mjs).
  for (const [pattern, entry] of Object.entries(resolved.transform)) {
    if (Array.isArray(entry) && entry[0].endsWith('jest-transformer.js'))
      resolved.transform[pattern] = [
        createRequire(import.meta.url).resolve('./tests/swc-esm-aware-transformer.mjs'),
        entry[1],
      ];
  }
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
