import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles admin-app.tsx (API Platform Admin, react-admin, React) into `outDir` with an index.html,
 * ready for any static server. Takes a few seconds; the spec builds it once before its tests.
 */
export async function buildAdminPage(outDir: string, config: { entrypoint: string; token: string }) {
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [path.resolve('tests/e2e/api-platform-admin/admin-app.tsx')], // Playwright runs from the repository root
    bundle: true,
    outfile: path.join(outDir, 'admin.js'),
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    logLevel: 'warning',
  });
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API Platform Admin</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head>
<body><div id="root"></div>
<script>window.ADMIN_CONFIG = ${JSON.stringify(config).replace(/</g, '\\u003c')};</script>
<script type="module" src="/admin.js"></script></body></html>`,
  );
}
