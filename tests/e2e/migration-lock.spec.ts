import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { seedData } from '@/seed/seed-data';
import { freePorts } from '../helpers/free-port';

/**
 * Issue 15 item 7: two instances of the built app started at the same moment on one empty
 * PostgreSQL database both come up, and the schema and the seed are applied once (migrations and
 * seeds run under an advisory lock, db/schema-lock.ts). Runs on the local PostgreSQL in a
 * throw-away database; skipped when none answers.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const base = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(__dirname, '../..');

async function reachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function healthy(port: number, deadline: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/login`, { redirect: 'manual' });
      if (response.status === 200) return Date.now();
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server on port ${port} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('two servers started together on one empty database both come up; migrations and seed applied once', async () => {
  test.setTimeout(300_000);
  test.skip(!(await reachable(PG_URL)), `no PostgreSQL answers at ${PG_URL}`);

  const url = execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'create', PG_URL], { cwd: root })
    .toString()
    .trim();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'migration-lock-'));
  const servers: ChildProcess[] = [];
  const output: string[] = ['', ''];
  const ports = await freePorts(base + 1, 2);
  try {
    ports.forEach((port, i) => {
      const server = spawn(
        process.execPath,
        [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
        {
          cwd: root,
          env: {
            ...process.env,
            DATABASE_URL: url,
            PGLITE_DIR: '',
            UPLOAD_DIR: path.join(dataDir, 'uploads'),
            MAIL_DIR: path.join(dataDir, 'mail'),
            AUTH_SECRET: 'migration-lock-secret-0123456789abcdef',
            APP_URL: `http://127.0.0.1:${port}`,
            SMTP_URL: '',
            ADMIN_EMAIL: '',
            ADMIN_PASSWORD: '',
            NEXT_TELEMETRY_DISABLED: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      server.stdout!.on('data', (chunk) => (output[i] += chunk));
      server.stderr!.on('data', (chunk) => (output[i] += chunk));
      servers.push(server);
    });

    const deadline = Date.now() + 180_000;
    await Promise.all(ports.map((port) => healthy(port, deadline)));
    // Each instance finished its own migrate-and-seed (the second found everything done).
    await expect
      .poll(() => output.map((o) => o.includes('[db] ready')), { timeout: 30_000 })
      .toEqual([true, true]);
    for (const o of output) expect(o).not.toMatch(/already exists|duplicate key|unhandled/i);

    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const journal = JSON.parse(
        readFileSync(path.join(root, 'db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const [{ migrations }] =
        await sql`select count(*)::int as migrations from drizzle.__drizzle_migrations`;
      expect(migrations).toBe(journal.entries.length);
      const [{ castes }] = await sql`select count(*)::int as castes from caste`;
      expect(castes).toBe(seedData.caste.length);
      const [{ admins }] =
        await sql`select count(*)::int as admins from users where 'ROLE_ADMIN' = any(roles)`;
      expect(admins).toBe(1);
    } finally {
      await sql.end({ timeout: 5 });
    }
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(
      servers.map(
        (s) => new Promise((resolve) => (s.exitCode !== null ? resolve(null) : s.once('exit', resolve))),
      ),
    );
    execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'drop', PG_URL, url], { cwd: root });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
