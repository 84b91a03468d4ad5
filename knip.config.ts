import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npx knip`, a step of scripts/test-all.sh). Knip's plugins
 * find the entry points of Next.js (app/**, proxy.ts, instrumentation.ts, next.config.mjs), jest
 * (tests/{unit,integration}, components/**\/*.test.tsx, tests/jest.*.ts), Playwright (tests/e2e/*.spec.ts),
 * drizzle-kit, ESLint, Prettier and PostCSS from their configs; the entries below are the files that
 * are started by path instead of imported.
 */
const config: KnipConfig = {
  entry: [
    // Command-line scripts (package.json scripts, scripts/test-all.sh) and the servers they spawn.
    'scripts/*.{mjs,ts}',
    'scripts/bench/*.{mjs,ts}',
    // Spawned by tests/e2e/server.mjs before the app starts.
    'tests/e2e/prepare-db.ts',
    // Spawned by tests/e2e/scale.spec.ts on its throw-away database.
    'tests/e2e/scale-message-pair.ts',
    // Bundled with esbuild by tests/e2e/api-platform-admin/build-admin.ts for api-platform-admin.spec.ts.
    'tests/e2e/api-platform-admin/admin-app.tsx',
  ],
  project: ['**/*.{ts,tsx,mjs,cjs,js}'],
  ignoreDependencies: [
    // Not imported: pins the react-admin that @api-platform/admin runs on to the 5.15 that
    // tests/e2e/api-platform-admin.spec.ts and README name (@api-platform/admin itself allows ^5.8.3).
    'react-admin',
    // Not imported: app/assets/noto-sans-tamil.woff2/route.ts serves its font file by path (app/fonts.ts).
    '@fontsource-variable/noto-sans-tamil',
    // Not imported: lib/papers/paper.ts hands its static font files to pdfkit by path.
    '@fontsource/noto-sans-tamil',
    // Not imported: scripts/bench-lighthouse.ts runs its command line (node_modules/.bin/lighthouse).
    'lighthouse',
  ],
  // Debian's poppler-utils (.ci/run installs it): tests/helpers/pdf.ts reads the PDFs back with them.
  ignoreBinaries: ['pdftotext', 'pdfinfo', 'pdfimages', 'pdftoppm'],
};

export default config;
