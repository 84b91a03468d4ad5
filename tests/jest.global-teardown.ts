import { rmSync } from 'node:fs';

/** Removes the migrated database dump of tests/jest.global-setup.ts. */
export default function globalTeardown(): void {
  if (process.env.PGLITE_TEMPLATE) rmSync(process.env.PGLITE_TEMPLATE, { force: true });
}
