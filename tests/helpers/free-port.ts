import { createServer } from 'node:net';

/** Whether nothing listens on 127.0.0.1:`port` (the address every test server binds). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * `count` ports nothing listens on, the first at or after `from`. The servers a spec starts keep to
 * the ports just above the app's (E2E_PORT), and one the machine already holds (MariaDB's 3306, say)
 * is passed over, instead of the spec's server failing to start with an unclear "did not come up".
 */
export async function freePorts(from: number, count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = from; port < from + count + 40 && ports.length < count; port++) {
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`no ${count} free ports from ${from}`);
  return ports;
}
