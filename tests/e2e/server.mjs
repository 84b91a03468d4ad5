// Starts the built app for the end-to-end tests on a fresh embedded database and mail folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { serveArgs } from '../../scripts/serve-command.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, 'data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No build: run `npx next build` before the end-to-end tests.');
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '3210';
const env = {
  ...process.env,
  DATABASE_URL: '',
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  MAIL_DIR: path.join(dataDir, 'mail'),
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'admin-pass-1',
  AUTH_SECRET: 'e2e-secret-0123456789abcdef0123456789',
  // No APP_URL: the app must work at whatever loopback address a spec uses (127.0.0.1, 127.0.0.2).
  // Specs spread their rate-limit counts over X-Forwarded-For addresses, believed from loopback only.
  TRUST_PROXY: 'loopback',
  // api-platform-admin.spec.ts serves API Platform Admin from this second loopback origin.
  CORS_ALLOW_ORIGIN: '^http://127\\.0\\.0\\.2(:[0-9]+)?$',
  // Every spec signs in from the same address: generous rate limits keep them from tripping each other.
  RATE_LIMIT_FACTOR: '100',
  // ...but an account's own limit trips at 100 failures (1 × 100), so sign-in-code.spec.ts can trip it.
  RATE_LIMIT_LOGIN_ACCOUNT: '1/900',
  // The specs make their own members; 1,000 demo members would only slow the first start.
  DEMO_MEMBERS: '0',
  NEXT_TELEMETRY_DISABLED: '1',
};
delete env.DATABASE_URL;
delete env.APP_URL;

// Mail goes over real SMTP to a sink on loopback, which files each message in MAIL_DIR as a .eml
// (tests/e2e/mailbox.ts reads them there): the app's SMTP path is the one exercised end to end.
mkdirSync(env.MAIL_DIR, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++received).padStart(5, '0')}.eml`;
      writeFileSync(path.join(env.MAIL_DIR, name), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;

const prepared = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['tests/e2e/prepare-db.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const server = spawn(process.execPath, serveArgs(['-p', port]), {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
