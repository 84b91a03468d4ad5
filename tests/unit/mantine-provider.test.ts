/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, loaded, resolve, root, sources } from '../helpers/module-graph';

// Mantine's components throw without its provider above them ("MantineProvider was not found in
// tree"), and the signed-in layout no longer has one: a member page that draws no Mantine downloads
// none (issue 28, item 3). So each place that draws Mantine must bring the provider, and each place
// that draws none must not: these checks read the sources, so they hold for every state a page can
// be in, not only the ones an end-to-end test reaches.

/** A package that needs Mantine's provider (its hooks and stylesheets do not). */
const MANTINE = /^(@mantine\/(?!hooks$)(?!.*\.css$)|mantine-react-table$)/;

// The provider's own modules: what brings it, not what needs it.
const PROVIDER = new Set(
  [
    'components/providers.tsx',
    'components/theme.ts',
    'components/mantine-island.tsx',
    'components/mantine-page.tsx',
  ].map((file) => path.join(root, file)),
);

/** The modules `file` loads before anything is clicked (lazy imports aside), the provider's aside. */
const firstLoad = (file: string) => loaded([file], { stop: PROVIDER, lazy: false });

/** The modules of `files` that import a Mantine package, as "module: package". */
function mantineImports(files: Iterable<string>): string[] {
  return [...files].flatMap((file) =>
    importsOf(file)
      .filter(({ spec, lazy }) => !lazy && MANTINE.test(spec))
      .map(({ spec }) => `${path.relative(root, file)}: ${spec}`),
  );
}

const signedIn = path.join(root, 'app/(app)');
const relative = (file: string) => path.relative(root, file);

describe("Mantine's provider", () => {
  it('is not in the signed-in layout, nor anything it loads first', () => {
    const modules = firstLoad(path.join(signedIn, 'layout.tsx'));
    expect(modules.size).toBeGreaterThan(10);
    expect(mantineImports(modules)).toEqual([]);
    const provider = [...PROVIDER].filter((file) =>
      loaded([path.join(signedIn, 'layout.tsx')], { lazy: false }).has(file),
    );
    expect(provider.map(relative)).toEqual([]);
  });

  it('is around the staff areas by their layouts', () => {
    for (const area of ['admin', 'college'])
      expect(readFileSync(path.join(signedIn, area, 'layout.tsx'), 'utf8')).toMatch(/<MantineFor>/);
  });

  // Every other page under the signed-in layout can be a member's.
  const memberPages = sources(signedIn)
    .filter((file) => file.endsWith('/page.tsx') && !/\/\(app\)\/(admin|college)\//.test(file))
    .map(relative);

  it('finds the member pages', () => {
    expect(memberPages.length).toBeGreaterThan(15);
  });

  it.each(memberPages)('%s has it exactly when it draws Mantine', (page) => {
    const file = path.join(root, page);
    const wrapped = /export default pageWithMantine\(/.test(readFileSync(file, 'utf8'));
    const drawn = mantineImports(firstLoad(file));
    if (wrapped) expect(drawn.length).toBeGreaterThan(0);
    else expect(drawn).toEqual([]);
  });

  it('comes with each part downloaded later that draws Mantine (withMantine)', () => {
    const unwrapped: string[] = [];
    let lazyParts = 0;
    for (const file of ['app', 'components'].flatMap((dir) => sources(path.join(root, dir)))) {
      const text = readFileSync(file, 'utf8');
      for (const { spec, lazy, index } of importsOf(file)) {
        const target = lazy ? resolve(file, spec) : null;
        if (!target || PROVIDER.has(target)) continue;
        if (!mantineImports(firstLoad(target)).length) continue;
        lazyParts++;
        if (!/withMantine\(\s*$/.test(text.slice(0, index))) unwrapped.push(`${relative(file)}: ${spec}`);
      }
    }
    expect(lazyParts).toBeGreaterThan(10);
    expect(unwrapped).toEqual([]);
  });
});
