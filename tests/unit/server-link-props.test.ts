/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A server component cannot hand next/link to a Mantine component as `component={Link}`: the page
 * fails at render ("This page couldn't load"), and only once that branch renders (a pager past one
 * page, a list with a row), so tests that do not reach it pass. It happened four times (the admin
 * payments and audit pages, who viewed me and saved searches, the member lists' pager). Such a
 * component is either a client component ('use client') or renders a plain `component="a"`.
 */
const root = path.resolve(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return entry.name.endsWith('.tsx') ? [relative] : [];
  });
}

const isClient = (text: string) => /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text);

it('no server component passes next/link to a component as a prop', () => {
  const offenders = [...sources('app'), ...sources('components')].filter((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return !isClient(text) && /component=\{(Link|NextLink)\}/.test(text);
  });
  expect(offenders).toEqual([]);
});

it('recognises a client component and an offending server one', () => {
  expect(isClient("'use client';\nimport Link from 'next/link';")).toBe(true);
  expect(isClient("/** doc */\n'use client';")).toBe(true);
  expect(isClient("import Link from 'next/link';\n// 'use client'")).toBe(false);
});
