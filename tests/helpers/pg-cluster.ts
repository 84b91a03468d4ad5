import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL cluster of its own (initdb + pg_ctl from Debian's postgresql package),
 * for tests that must stop and restart the server under the app. Runs as the `postgres` OS user
 * when the tests run as root (PostgreSQL refuses root). Listens on 127.0.0.1 only, with its socket
 * in its own folder, so it never touches the machine's cluster.
 */
export type PgCluster = {
  url: string;
  /** Stops the server (fast shutdown), waits `downMs` and `whileDown` (both, if given), starts it again. */
  restart: (downMs?: number, whileDown?: () => Promise<void>) => Promise<void>;
  stop: () => void;
  log: () => string;
};

const execFileAsync = promisify(execFile);

/** The folder holding initdb and pg_ctl, newest version first, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  return found ?? null;
}

export function startCluster(port: number): PgCluster {
  const bin = postgresBinDir();
  if (!bin) throw new Error('initdb not found under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), `pg-cluster-${port}-`));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    return execFileSync(command, argv, { stdio: 'pipe', timeout: 120_000 }).toString();
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const ctlArgs = (...args: string[]) => [
    '-D',
    data,
    '-l',
    logFile,
    '-o',
    options,
    '-w',
    '-t',
    '60',
    ...args,
  ];
  const pgCtl = (...args: string[]) => run('pg_ctl', ctlArgs(...args));
  // The restart runs asynchronously: the requests under test must keep going meanwhile.
  const pgCtlAsync = async (...args: string[]) => {
    const tool = path.join(bin, 'pg_ctl');
    if (asRoot)
      await execFileAsync('runuser', ['-u', 'postgres', '--', tool, ...ctlArgs(...args)], {
        timeout: 120_000,
      });
    else await execFileAsync(tool, ctlArgs(...args), { timeout: 120_000 });
  };
  pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // A fast shutdown (what a restart by an operator or a failover does): sessions are cut, then it comes back.
    restart: async (downMs = 0, whileDown) => {
      await pgCtlAsync('stop', '-m', 'fast');
      await Promise.all([new Promise((resolve) => setTimeout(resolve, downMs)), whileDown?.()]);
      await pgCtlAsync('start');
    },
    stop: () => {
      try {
        pgCtl('stop', '-m', 'immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    log: () => {
      try {
        return execFileSync('tail', ['-n', '30', logFile]).toString();
      } catch {
        return '';
      }
    },
  };
}
