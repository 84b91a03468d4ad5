/** @jest-environment node */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

// The root layout sends client components only CLIENT_NAMESPACES of the catalogue: every namespace a
// client module reads (a 'use client' module or anything it imports, types aside) must be listed.
const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
  return found ?? null;
}

const IMPORT =
  /(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;

/** Every module `start` loads, itself included, following imports (type-only ones load nothing). */
function loaded(start: string[]): Set<string> {
  const pending = [...start];
  const seen = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue;
      const target = resolve(file, match[2] ?? match[3]);
      if (target) pending.push(target);
    }
  }
  return seen;
}

function clientModules(): Set<string> {
  const all = ['app', 'components', 'lib'].flatMap((dir) => sources(path.join(root, dir)));
  return loaded(all.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))));
}

/** The namespaces `file` reads with useTranslations, or '()' for a call without a literal one. */
function namespacesRead(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*([^)]*)\)/g)].map(
    ([, args]) => /^['"`](\w+)/.exec(args.trim())?.[1] ?? `${args || '()'}`,
  );
}

describe('the namespaces sent to client components', () => {
  const modules = clientModules();

  it('finds the client modules', () => {
    expect(modules.size).toBeGreaterThan(100);
  });

  it('lists every namespace a client module reads', () => {
    const listed = new Set<string>(CLIENT_NAMESPACES);
    const missing: string[] = [];
    for (const file of modules) {
      // Without a literal namespace the test cannot tell what it reads: name one.
      for (const namespace of namespacesRead(file))
        if (!listed.has(namespace)) missing.push(`${path.relative(root, file)}: ${namespace}`);
    }
    expect(missing).toEqual([]);
  });

  // A page that gives its island a list of namespaces (<ClientIsland namespaces={[...]}>, the public
  // forms) sends only those: every client module the page loads must read no other, or its texts
  // would show as message keys. The page's server modules are followed too, to reach the client ones.
  const islandPages = sources(path.join(root, 'app')).flatMap((file) => {
    const list = /<ClientIsland\s+namespaces=\{\[([^\]]*)\]\}/.exec(readFileSync(file, 'utf8'))?.[1];
    return list === undefined ? [] : [{ file, list: [...list.matchAll(/['"](\w+)['"]/g)].map((m) => m[1]) }];
  });

  // The public form pages are light forms (components/ui/light-form.tsx): no island, no next-intl in
  // the browser; their words come from the page as props.
  const lightPages = [
    'login',
    'register',
    'forgot-password',
    'resend-activation',
    'reset-password',
    'setpassword',
  ].map((name) => `app/(public)/${name}/page.tsx`);

  it.each(lightPages)('%s has no island, and its client modules read no namespace', (relative) => {
    expect(islandPages.map(({ file }) => path.relative(root, file))).not.toContain(relative);
    const loadedModules = [...loaded([path.join(root, relative)])].filter((file) => modules.has(file));
    expect(loadedModules.length).toBeGreaterThan(0);
    const read = loadedModules.flatMap((file) =>
      namespacesRead(file).map((namespace) => `${path.relative(root, file)}: ${namespace}`),
    );
    expect(read).toEqual([]);
  });

  it('each page whose island names its namespaces loads client modules that read only those', () => {
    for (const { file, list } of islandPages) {
      const read = [...loaded([file])]
        .filter((module) => modules.has(module))
        .flatMap((module) => namespacesRead(module).map((namespace) => ({ module, namespace })));
      const missing = read
        .filter(({ namespace }) => !list.includes(namespace))
        .map(({ module, namespace }) => `${path.relative(root, module)}: ${namespace}`);
      expect(read.length).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    }
  });
});
