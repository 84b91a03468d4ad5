#!/usr/bin/env node
/**
 * `npm start`: builds when there is no build of the current sources, then serves on PORT (3000).
 * The server itself migrates and seeds the database on start (instrumentation.ts).
 * Needs no .env: AUTH_SECRET is generated once and kept in ./data/auth-secret when not given.
 * An invalid setting stops it first, naming the variable (scripts/check-env.mjs).
 */
import { spawnSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { settingsOrExit } from './check-env.mjs';
import { serveArgs } from './serve-command.mjs';

const settings = await settingsOrExit();
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data');
mkdirSync(dataDir, { recursive: true });

function ensureSecret() {
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET;
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** A fingerprint of everything the build depends on, so an edited or pulled tree is rebuilt. */
function sourceFingerprint() {
  const hash = createHash('sha256');
  const inputs = [
    'app',
    'components',
    'lib',
    'db',
    'public',
    'proxy.ts',
    'instrumentation.ts',
    'next.config.mjs',
    'package-lock.json',
    'tsconfig.json',
    'postcss.config.cjs',
  ];
  const walk = (p) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) for (const name of readdirSync(full).sort()) walk(path.join(p, name));
    else hash.update(p).update(readFileSync(full));
  };
  inputs.forEach(walk);
  return hash.digest('hex');
}

const env = { ...process.env, AUTH_SECRET: ensureSecret(), NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const stamp = path.join(root, '.next', 'source-fingerprint');
const fingerprint = sourceFingerprint();
const built =
  existsSync(path.join(root, '.next', 'BUILD_ID')) &&
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8') === fingerprint;

if (!built) {
  console.log('Building the app (first start, or the sources changed)...');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, fingerprint);
}

const port = String(settings.PORT);
console.log(`Starting Thirumanam on ${settings.APP_URL ?? `port ${port} (any address it is reached at)`}`);
// scripts/serve.mjs rather than `next start`: it records each request's socket address (lib/http/peer.ts).
const server = spawn(process.execPath, serveArgs(['-p', port]), {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
