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

function clientModules(): Set<string> {
  const all = ['app', 'components', 'lib'].flatMap((dir) => sources(path.join(root, dir)));
  const pending = all.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue; // a type-only import loads nothing
      const target = resolve(file, match[2] ?? match[3]);
      if (target) pending.push(target);
    }
  }
  return seen;
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
      for (const [, args] of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*([^)]*)\)/g)) {
        const namespace = /^['"`](\w+)/.exec(args.trim())?.[1];
        // Without a literal namespace the test cannot tell what it reads: name one.
        if (!namespace || !listed.has(namespace))
          missing.push(`${path.relative(root, file)}: ${args || '()'}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
