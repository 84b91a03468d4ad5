import os from 'node:os';

/**
 * Which Host names the app answers to, as Django's ALLOWED_HOSTS: without APP_URL the public origin
 * (hence e-mailed activation and password links) follows the Host header, so a request naming
 * evil.example.com once mailed a link to evil.example.com. Accepted: loopback names and addresses,
 * this machine's own interface addresses, APP_URL's host and the ALLOWED_HOSTS list; any other
 * host is answered 400 before anything runs (scripts/serve.mjs; proxy.ts under `next dev`/`next start`).
 *
 * No '@/' imports: scripts/serve.mjs loads this file through tsx at start.
 */

/** host[:port] as a client sends it: a DNS name, IPv4 or bracketed IPv6, optional port. */
const HOST_HEADER =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The host name of a Host header, lowercased, without port, brackets or a trailing dot; null when malformed. */
function hostNameOf(header: string): string | null {
  const value = header.trim();
  if (value.length > 260 || !HOST_HEADER.test(value)) return null;
  const name = value.startsWith('[') ? value.slice(1, value.indexOf(']')) : value.replace(/:\d+$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

function isLoopback(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === '::1' ||
    /^::ffff:127(?:\.\d{1,3}){3}$/.test(name)
  );
}

const INTERFACES_TTL_MS = 10_000;
let interfaces: { at: number; names: Set<string> } | undefined;

/** This machine's own addresses (re-read every 10 s: a DHCP lease or a new interface may change them). */
function ownAddresses(now = Date.now()): Set<string> {
  if (!interfaces || now - interfaces.at > INTERFACES_TTL_MS) {
    const names = new Set<string>();
    for (const list of Object.values(os.networkInterfaces())) {
      for (const entry of list ?? []) names.add(entry.address.toLowerCase().replace(/%.*$/, ''));
    }
    interfaces = { at: now, names };
  }
  return interfaces.names;
}

/**
 * One ALLOWED_HOSTS entry against a host name: "*" matches every host, ".example.com" the domain
 * and its subdomains, anything else exactly (ports are not compared, as in Django).
 */
function matchesEntry(name: string, entry: string): boolean {
  if (entry === '*') return true;
  if (entry.startsWith('.')) return name === entry.slice(1) || name.endsWith(entry);
  return name === entry;
}

export type HostPolicy = { appUrl?: string | null; allowedHosts?: readonly string[] };

/** Whether a Host (or trusted X-Forwarded-Host) header names this app. A missing header passes (HTTP/1.0). */
export function isAllowedHost(header: string | null | undefined, policy: HostPolicy): boolean {
  if (header === null || header === undefined || header === '') return true;
  const name = hostNameOf(header);
  if (name === null) return false;
  if (isLoopback(name) || ownAddresses().has(name)) return true;
  if (policy.appUrl && new URL(policy.appUrl).hostname.replace(/^\[|\]$/g, '') === name) return true;
  return (policy.allowedHosts ?? []).some((entry) => matchesEntry(name, entry));
}

/** The text of the 400, naming the refused host (at most 100 characters of it) and the setting to change. */
export function disallowedHostMessage(header: string): string {
  return `Invalid Host header "${header.slice(0, 100)}": add its name to ALLOWED_HOSTS.`;
}
