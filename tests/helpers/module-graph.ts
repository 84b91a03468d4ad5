import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What the source tests read: the project's own modules and what they import, from the files themselves. */
export const root = path.resolve(__dirname, '../..');

/** Every .ts and .tsx file under `dir`. */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The project file `spec` names from `from`, or null for a package. */
export function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
  return found ?? null;
}

// `import … from 'x'`, `export … from 'x'` (group 1 set when type-only), `import 'x'` (group 3) and
// `import('x')`, a module downloaded when called (group 4), unless a type's (`typeof import('x')`).
const IMPORT =
  /(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]|(?<!typeof\s+)import\s*\(\s*['"]([^'"]+)['"]/g;

/** What `file` imports, type-only imports aside: each specifier, and whether it is a lazy import(). */
export function importsOf(file: string): { spec: string; lazy: boolean; index: number }[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .filter((match) => !match[1])
    .map((match) => ({
      spec: match[2] ?? match[3] ?? match[4],
      lazy: match[4] !== undefined,
      index: match.index,
    }));
}

/**
 * Every module `start` loads, itself included, following imports (type-only ones load nothing; lazy
 * ones unless `lazy` is false) but not into the modules in `stop`.
 */
export function loaded(
  start: string[],
  { stop = new Set<string>(), lazy = true }: { stop?: ReadonlySet<string>; lazy?: boolean } = {},
): Set<string> {
  const pending = [...start];
  const seen = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of importsOf(file)) {
      if (imported.lazy && !lazy) continue;
      const target = resolve(file, imported.spec);
      if (target && !stop.has(target)) pending.push(target);
    }
  }
  return seen;
}
