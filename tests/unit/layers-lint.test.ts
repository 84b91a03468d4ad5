/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layer rule of eslint.config.mjs (README "Layers"): ESLint itself, with the repository's own
 * config, lints one-line files placed in each layer (as text: nothing is written to the tree) and
 * must refuse every wrong-way import with a message that says what to do, and let the right-way
 * ones through. Run in a child process: ESLint loads its ESM config and plugins natively there.
 */
const root = path.resolve(__dirname, '..', '..');

type Case = { file: string; imports: string };
const RULE = 'import/no-restricted-paths';

const LINT = `
import { ESLint } from 'eslint';
import path from 'node:path';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, imports } of cases) {
  const code = "import * as wrong from '" + imports + "';\\nexport const used = wrong;\\n";
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  out.push(result.messages.filter((m) => m.ruleId === '${RULE}').map((m) => m.message));
}
console.log(JSON.stringify(out));
`;

/** The boundary errors ESLint reports for each case, in order. */
function lint(cases: Case[]): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(cases)], {
    cwd: root,
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!);
}

const wrongWay: (Case & { says: RegExp })[] = [
  // lib below components and app (issue 20: lib/matching imported components).
  {
    file: 'lib/matching/probe.ts',
    imports: '@/components/profile/lookups',
    says: /move the shared type or text into lib/,
  },
  {
    file: 'lib/matching/probe.ts',
    imports: '../../components/profile/lookups',
    says: /move the shared type or text into lib/,
  },
  {
    file: 'lib/resources/probe.ts',
    imports: '@/app/(app)/profile-actions',
    says: /view-models .* beside their page/,
  },
  // components below app (the admin profile form imported a server action).
  {
    file: 'components/admin-profile/probe.tsx',
    imports: '@/app/(app)/profile-actions',
    says: /pass the server action or value down as a prop/,
  },
  // db at the bottom; seeds live in seed/.
  {
    file: 'db/probe.ts',
    imports: '@/lib/auth/password',
    says: /Code that needs lib\/ as well as the database .* lives in seed\//,
  },
  {
    file: 'lib/data/probe.ts',
    imports: '@/seed/seed',
    says: /nothing in app, components, lib or db imports it/,
  },
  // only lib/data talks to the database.
  { file: 'lib/auth/probe.ts', imports: '@/db/client', says: /Only lib\/data talks to the database/ },
  {
    file: 'lib/hydra/endpoints/probe.ts',
    imports: '@/db/schema',
    says: /Only lib\/data talks to the database/,
  },
  { file: 'lib/probe.ts', imports: '@/db/client', says: /Only lib\/data talks to the database/ },
  { file: 'lib/resources/probe.ts', imports: '@/db/schema', says: /Only lib\/data talks to the database/ },
  { file: 'app/(app)/probe.ts', imports: '@/db/client', says: /Only lib\/data talks to the database/ },
  {
    file: 'components/profile/probe.tsx',
    imports: '@/db/schema',
    says: /Only lib\/data talks to the database/,
  },
  // the three folder cycles of issue 20.
  { file: 'lib/http/probe.ts', imports: '@/lib/hydra/errors', says: /lib\/http is below lib\/hydra/ },
  {
    file: 'lib/matching/probe.ts',
    imports: '@/lib/data/master-data',
    says: /lib\/matching is below lib\/data/,
  },
  {
    file: 'lib/data/probe.ts',
    imports: '@/lib/auth/session',
    says: /lib\/data uses only lib\/auth's primitives/,
  },
  { file: 'lib/auth/roles.ts', imports: '@/lib/data/users', says: /must not import it \(a cycle\)/ },
  // the folder cycles found after them (issue 20, item 5 of the remainder).
  { file: 'lib/http/probe.ts', imports: '@/lib/data/db-errors', says: /lib\/http is below lib\/data/ },
  {
    file: 'lib/resources/probe.ts',
    imports: '@/lib/validation/profile',
    says: /lib\/resources .* is below lib\/validation/,
  },
  { file: 'lib/env.ts', imports: '@/lib/http/allowed-hosts', says: /lib\/env.ts is at the bottom/ },
  { file: 'lib/env.ts', imports: './errors', says: /lib\/env.ts is at the bottom/ },
  {
    file: 'components/ui/probe.tsx',
    imports: '@/components/forms/use-submit-form',
    says: /components\/ui .* is below components\/forms/,
  },
];

const rightWay: Case[] = [
  { file: 'app/(app)/probe.tsx', imports: '@/components/profile/lookups' },
  { file: 'components/profile/probe.tsx', imports: '@/lib/resources/profile' },
  { file: 'lib/data/probe.ts', imports: '@/db/client' },
  { file: 'lib/data/probe.ts', imports: '@/lib/auth/roles' },
  { file: 'lib/hydra/probe.ts', imports: '@/lib/http/error-body' },
  { file: 'lib/data/probe.ts', imports: '@/lib/matching/porutham' },
  { file: 'lib/auth/probe.ts', imports: '@/lib/data/session-stamps' },
  { file: 'db/probe.ts', imports: '@/lib/env' },
  { file: 'lib/resources/master-data.ts', imports: '@/db/schema' },
  { file: 'seed/probe.ts', imports: '@/db/client' },
  { file: 'scripts/probe.ts', imports: '@/seed/seed' },
  { file: 'lib/data/probe.ts', imports: '@/lib/http/allowed-hosts' },
  { file: 'lib/validation/probe.ts', imports: '@/lib/resources/profile' },
  { file: 'lib/http/probe.ts', imports: '@/lib/env' },
  { file: 'components/forms/probe.tsx', imports: '@/components/ui/result-alert' },
];

test('the layer rule refuses each wrong-way import, says what to do instead, and lets the right-way ones through', () => {
  const results = lint([...wrongWay, ...rightWay]);
  wrongWay.forEach(({ file, imports, says }, i) => {
    expect({ file, imports, errors: results[i] }).toEqual({
      file,
      imports,
      errors: [expect.stringMatching(says)],
    });
    expect(results[i][0]).toMatch(/See README, "Layers"/);
  });
  rightWay.forEach(({ file, imports }, i) => {
    expect({ file, imports, errors: results[wrongWay.length + i] }).toEqual({ file, imports, errors: [] });
  });
}, 300_000);
