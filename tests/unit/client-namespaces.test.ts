/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { loaded, root, sources } from '../helpers/module-graph';

// The root layout sends client components only CLIENT_NAMESPACES of the catalogue: every namespace a
// client module reads (a 'use client' module or anything it imports, types aside) must be listed.
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

  // An island that names its namespaces sends only those: <ClientMessages namespaces={[...]}> (the
  // signed-in layout, a part of a page), or a
  // signed-in page's pageWithMessages([...], Page) (components/i18n/client-island.tsx). Every client
  // module the island's file loads must read no other, or its texts would show as message keys; the
  // file's server modules are followed too, to reach the client ones, but not other islands' files.
  // A list is what a Tamil page sends: an English one is sent the same without `validation`, which
  // only useSpecText reads and needs there no more (lib/i18n/client-namespaces.ts), but a page whose
  // client modules read it must still name it, or its Tamil members would read the spec's English.
  const ISLAND = /<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}|pageWithMessages\(\s*\[([^\]]*)\]/;
  const islands = new Map(
    ['app', 'components'].flatMap((dir) =>
      sources(path.join(root, dir)).flatMap((file) => {
        const match = ISLAND.exec(readFileSync(file, 'utf8'));
        if (!match) return [];
        const list = [...(match[1] ?? match[2]).matchAll(/['"](\w+)['"]/g)].map((m) => m[1]);
        return [[file, list] as const];
      }),
    ),
  );
  const islandFiles = new Set(islands.keys());

  /** What the client modules `file` loads (not through another island) read: "module: namespace". */
  const readBy = (file: string) =>
    [...loaded([file], { stop: new Set([...islandFiles].filter((other) => other !== file)) })]
      .filter((module) => modules.has(module))
      .flatMap((module) => namespacesRead(module).map((namespace) => ({ module, namespace })));
  const named = (reads: { module: string; namespace: string }[]) =>
    reads.map(({ module, namespace }) => `${path.relative(root, module)}: ${namespace}`);

  // The public form pages are light forms (components/ui/light-form.tsx): no island, no next-intl in
  // the browser; their words come from the page as props.
  const lightPages = [
    'login',
    'register',
    'forgot-password',
    'resend-activation',
    'reset-password',
    'setpassword',
    'contact',
    'grievance',
  ].map((name) => `app/(public)/${name}/page.tsx`);

  it.each(lightPages)('%s has no island, and its client modules read no namespace', (relative) => {
    expect([...islandFiles].map((file) => path.relative(root, file))).not.toContain(relative);
    const loadedModules = [...loaded([path.join(root, relative)])].filter((file) => modules.has(file));
    expect(loadedModules.length).toBeGreaterThan(0);
    const read = loadedModules.flatMap((file) =>
      namespacesRead(file).map((namespace) => `${path.relative(root, file)}: ${namespace}`),
    );
    expect(read).toEqual([]);
  });

  it('each island that names its namespaces loads client modules that read only those, and all of them', () => {
    expect(islands.size).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const [file, list] of islands) {
      const read = readBy(file);
      const at = path.relative(root, file);
      if (!read.length) wrong.push(`${at}: reads nothing`);
      // A namespace missing shows keys; one listed and not read is weight every page of it carries.
      for (const missing of named(read.filter(({ namespace }) => !list.includes(namespace))))
        wrong.push(`${at} lacks ${missing}`);
      for (const namespace of list)
        if (!read.some((r) => r.namespace === namespace)) wrong.push(`${at}: ${namespace} is not read`);
    }
    expect(wrong).toEqual([]);
  });

  // The signed-in layout's island carries the bell's namespace only: a signed-in page whose client
  // modules read others gives them with pageWithMessages, and the other route files under the layout
  // (a nested layout, a loading state), rendered outside any page's island, read only the layout's.
  const signedIn = path.join(root, 'app/(app)');
  const layoutList = islands.get(path.join(signedIn, 'layout.tsx'));

  it('the signed-in layout names its namespaces', () => {
    expect(layoutList).toEqual(expect.arrayContaining(['notifications']));
  });

  it.each(
    sources(signedIn)
      .map((file) => path.relative(root, file))
      .filter((file) => /\/(page|layout|loading|error|not-found|template)\.tsx$/.test(file)),
  )("%s reads only its island's namespaces", (relative) => {
    const file = path.join(root, relative);
    if (islands.has(file)) return; // checked above
    const missing = named(readBy(file).filter(({ namespace }) => !layoutList?.includes(namespace)));
    expect(missing).toEqual([]);
  });
});
