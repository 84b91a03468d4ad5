/**
 * How the app's server process (scripts/serve.mjs) is started, by `npm start`, the end-to-end tests'
 * server and the benchmarks alike, so that what is tested and measured is what runs.
 *
 * --max-semi-space-size=64: V8's young generation (where each request's short-lived objects are
 * born: React elements, the RSC payload, strings) grows to 64 MB semispaces instead of Node 20's
 * 16 MB. A member page allocates several MB, so with the default the scavenger ran every few
 * requests and moved objects of requests still in flight to the old generation, whose marking costs
 * far more. Measured with `npm run bench:pages` (README, "Member pages under load"): the collector's
 * share of the busy time 8.5 → 6.2 %, CPU per member page about 5–10 % less; it costs up to about
 * 150 MB more memory per process.
 */
import path from 'node:path';

const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

const serveScript = path.join(import.meta.dirname, 'serve.mjs');

/**
 * The arguments for `spawn(process.execPath, ...)`: the server's Node flags, then `extraFlags`
 * (e.g. --cpu-prof), scripts/serve.mjs and its own arguments (-p PORT, -H HOST).
 */
export function serveArgs(args = [], extraFlags = []) {
  return [...SERVER_NODE_FLAGS, ...extraFlags, serveScript, ...args];
}
