/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm start` (scripts/start.mjs) and the server script it runs (scripts/serve.mjs) refuse an
 * invalid setting before building or serving anything: non-zero exit, the variable and why.
 */
const root = path.resolve(__dirname, '../..');

const start = (script: string, settings: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', script)], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...settings },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe.each(['start.mjs', 'serve.mjs'])('scripts/%s with an invalid setting', (script) => {
  it('exits non-zero at once, naming each wrong variable and why', () => {
    const result = start(script, {
      DATABASE_URL: 'not-a-url',
      TRUST_PROXY: 'garbage',
      APP_URL: 'ftp://x',
      DEMO_MEMBERS: 'lots',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment:');
    expect(result.stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(result.stderr).toContain('TRUST_PROXY: must be a hop count or a list of addresses');
    expect(result.stderr).toContain('APP_URL: must be an http:// or https:// URL');
    expect(result.stderr).toContain('DEMO_MEMBERS: must be a whole number');
    // Before building or serving: no build started, nothing listening.
    expect(result.stdout).not.toMatch(/Building|listening/);
  });
});
