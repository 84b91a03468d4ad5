import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

/**
 * Starts Debian's PgBouncer on 127.0.0.1:`port` in transaction mode (a server connection lent per
 * transaction: no prepared statements, LISTEN or session state carry over) in front of the
 * PostgreSQL `upstream` (postgres://user@host:port), trusting its one user, as a deployment would
 * put it between app instances and the database. Returns `urlFor(databaseUrl)`: the same database
 * reached through it.
 */
export async function startPgBouncer(port: number, upstream: string) {
  const server = new URL(upstream);
  const dir = mkdtempSync(path.join(tmpdir(), 'thirumanam-pgbouncer-'));
  // PgBouncer will not run as root: it then drops to `nobody`, who must read its files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o777);
  const user = decodeURIComponent(server.username || 'postgres');
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      'max_client_conn = 200',
      'default_pool_size = 10',
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const child: ChildProcess = spawn(
    PGBOUNCER,
    [...(asRoot ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')],
    {
      stdio: 'ignore',
    },
  );
  const log = () => {
    try {
      return readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8');
    } catch {
      return '';
    }
  };
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true))).once('error', () =>
        resolve(false),
      );
    });
    if (up) break;
    if (i > 50 || child.exitCode !== null) throw new Error(`pgbouncer did not start: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    urlFor(databaseUrl: string): string {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
