import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Every setting the app and its scripts read from the environment, in one place: names, types,
 * defaults and what each means (README "Environment", .env.example). All are optional; an empty
 * value counts as unset. A value that cannot be right (DATABASE_URL=not-a-url, TRUST_PROXY=garbage)
 * stops the start with a message naming the variable (scripts/check-env.mjs, instrumentation.ts).
 *
 * Not here: what Next.js sets itself (NODE_ENV, NEXT_RUNTIME, NEXT_PHASE: read where needed, Next
 * inlines them), the test and bench scripts' own variables (TEST_DATABASE_URL, E2E_PORT, BENCH_*).
 * Server-only: nothing here is NEXT_PUBLIC_, so client components never see these values.
 */

type Trust = (address: string, hop: number) => boolean;

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** An optional setting: a trimmed string, or undefined when unset or blank. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());
const text = z.string().trim();

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  text
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const positiveNumber = text
  .regex(/^\d+(\.\d+)?$/, 'must be a number more than 0')
  .transform(Number)
  .pipe(z.number().positive('must be more than 0'));

const flag = text
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false (or 1/0, yes/no)'))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWith = (protocols: string[], what: string) =>
  text.refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be ${what}`);

/**
 * ALLOWED_HOSTS as written: comma-separated names, ".domain" patterns or "*" (matched by
 * lib/http/allowed-hosts.ts). The parsing lives here so that lib/env.ts imports nothing of lib/:
 * db/ and lib/http read it.
 */
function parseAllowedHosts(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
}

const postgresUrl = urlWith(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL');

/** "hits/seconds", e.g. 30/900: one rate-limit rule. */
const rateRule = text
  .regex(/^\d+\s*\/\s*\d+$/, 'must be hits/seconds, e.g. 30/900')
  .transform((value) => {
    const [limit, windowSeconds] = value.split('/').map((part) => Number(part.trim()));
    return { limit, windowSeconds };
  })
  .refine((rule) => rule.windowSeconds > 0, 'the window must be at least 1 second');

/**
 * TRUST_PROXY: a hop count ("1": the nearest proxy), false/none/off, or a list of addresses/CIDRs
 * and proxy-addr's names ("loopback, 10.0.0.0/8"); compiled once per value. A typo must not
 * silently trust everybody or nobody, so a malformed entry is an error.
 */
const trustProxy = text.transform((setting, context): Trust | null => {
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return hops > 0 ? (_address, hop) => hop < hops : null;
  }
  if (/^(false|none|off)$/i.test(setting)) return null;
  try {
    return proxyaddr.compile(
      setting
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
  } catch (error) {
    context.addIssue({
      code: 'custom',
      message: `must be a hop count or a list of addresses, CIDRs, loopback, linklocal or uniquelocal (${(error as Error).message})`,
    });
    return z.NEVER;
  }
});

/** The rules RATE_LIMIT_<ACTION>_<SCOPE> may override (lib/data/rate-limit.ts, lib/data/media.ts). */
const RATE_LIMIT_RULES = [
  'LOGIN_IP',
  'LOGIN_ACCOUNT',
  'LOGIN_DEVICE',
  'LOGIN_CODE',
  'REGISTER_IP',
  'REGISTER_ACCOUNT',
  'RESEND_IP',
  'RESEND_ACCOUNT',
  'RESET_IP',
  'RESET_ACCOUNT',
  'CONTACT_IP',
  'CONTACT_ACCOUNT',
  'PASSWORD_IP',
  'PASSWORD_ACCOUNT',
  'GRIEVANCE_IP',
  'GRIEVANCE_ACCOUNT',
  'UPLOAD_ACCOUNT',
] as const;
export type RateLimitRule = (typeof RATE_LIMIT_RULES)[number];

const rateLimitOverrides = Object.fromEntries(
  RATE_LIMIT_RULES.map((rule) => [`RATE_LIMIT_${rule}`, optional(rateRule)]),
) as Record<`RATE_LIMIT_${RateLimitRule}`, ReturnType<typeof optional<typeof rateRule>>>;

const schema = z.object({
  // --- Serving
  /** Port the server listens on. */
  PORT: optional(wholeNumber(1, 65_535)).default(3000),
  /** Address scripts/serve.mjs binds to; unset: every interface. */
  HOSTNAME: optional(text),
  /** Public origin (README "Security"); unset: the address each request came to. Kept as its origin. */
  APP_URL: optional(
    urlWith(['http:', 'https:'], 'an http:// or https:// URL').transform((url) => new URL(url).origin),
  ),
  /**
   * Host names answered besides loopback, this machine's addresses and APP_URL's host (any other
   * Host is a 400): comma-separated names, ".example.com" for a domain and its subdomains, or "*".
   */
  ALLOWED_HOSTS: optional(
    text
      .transform(parseAllowedHosts)
      .refine(
        (entries) =>
          entries.every((entry) => /^(?:\*|\.?[a-z0-9_-]+(?:\.[a-z0-9_-]+)*|[0-9a-f:.]+)$/.test(entry)),
        'must be host names separated by commas (".example.com" for a domain and its subdomains, or *)',
      ),
  ).transform((entries) => entries ?? []),
  /** Reverse proxies whose X-Forwarded-* headers count; unset: none. */
  TRUST_PROXY: optional(trustProxy).transform((trust) => trust ?? null),
  /** Set to 1 by scripts/serve.mjs, which writes each request's socket address into a header (lib/http/peer.ts). */
  THIRUMANAM_PEER_HEADER: optional(flag).default(false),
  /** Browser origins allowed to call /api, as a regular expression; unset: no cross-origin access. */
  CORS_ALLOW_ORIGIN: optional(
    text.transform((source, context) => {
      try {
        return new RegExp(source);
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a valid regular expression' });
        return z.NEVER;
      }
    }),
  ),
  /** Signs sessions and API tokens; `npm start` generates one into ./data/auth-secret when unset. */
  AUTH_SECRET: optional(z.string()),
  /** 1: the /api/bench route answers (npm run bench:api only). */
  BENCH_ROUTES: optional(flag).default(false),

  // --- Database
  /** A real PostgreSQL; unset: the embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: optional(postgresUrl),
  /** Where the embedded database lives ("memory://" for tests). */
  PGLITE_DIR: optional(text).default('./data/pglite'),
  /**
   * A data-directory dump (PGlite's dumpDataDir, uncompressed) that an in-memory PGlite starts from
   * instead of an empty cluster: the tests' global setup makes one, migrated, so that each test file
   * skips initdb and the migrations (about 3 s each).
   */
  PGLITE_TEMPLATE: optional(text),
  /** DATABASE_URL is PgBouncer in transaction mode; unset: when its port is 6432. */
  DATABASE_PGBOUNCER: optional(flag),
  /** A direct connection beside a pooler, for LISTEN and the migrations' lock. */
  DATABASE_LISTEN_URL: optional(postgresUrl),
  /** How often (ms) an instance polls other instances' writes; unset: 250 without LISTEN, 5000 with. */
  DATABASE_CHANGE_POLL_MS: optional(wholeNumber(1)),
  /** Connections in the pool of each instance. */
  DATABASE_POOL_SIZE: optional(wholeNumber(1)).default(10),
  /** Seconds a request waits for a connection before 503. */
  DATABASE_CONNECT_TIMEOUT: optional(positiveNumber).default(3),
  /** Seconds an idle connection is kept. */
  DATABASE_IDLE_TIMEOUT: optional(wholeNumber(0)).default(30),
  /** Seconds before a connection is renewed. */
  DATABASE_MAX_LIFETIME: optional(wholeNumber(0)).default(30 * 60),
  /** The planner's random_page_cost for the app's connections (SSD-like). */
  DATABASE_RANDOM_PAGE_COST: optional(positiveNumber).default(1.1),
  /** Longest a request's query may run (ms). */
  DATABASE_STATEMENT_TIMEOUT_MS: optional(wholeNumber(0)).default(5000),
  /** Listed profiles kept serialized in memory (0 keeps none). */
  PROFILE_FRAGMENTS_MAX: optional(wholeNumber(0)).default(5000),

  // --- First start
  /** Demo members an empty database gets on its first start; unset: 1000 on PGlite, 0 with DATABASE_URL. */
  DEMO_MEMBERS: optional(wholeNumber(0)),
  /** false/0: no demo college data on the first start. */
  DEMO_COLLEGE: optional(flag).default(true),
  /** The administrator account; unset: admin@thirumanam.local with a generated password. */
  ADMIN_EMAIL: optional(text.pipe(z.email('must be an e-mail address'))),
  ADMIN_PASSWORD: optional(z.string()),
  /** The college staff account; unset: college@thirumanam.local with a generated password. */
  COLLEGE_EMAIL: optional(text.pipe(z.email('must be an e-mail address'))),
  COLLEGE_PASSWORD: optional(z.string()),

  // --- Mail
  /** Outgoing mail server; unset: messages are saved in MAIL_DIR. */
  SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(text).default('Thirumanam <no-reply@thirumanam.local>'),
  MAIL_DIR: optional(text).default('./data/mail'),
  /** Where text messages are saved (one JSON line each in sms.jsonl): no SMS provider is wired in. */
  SMS_DIR: optional(text).default('./data/sms'),

  // --- College
  /** Fee reminders by schedule: this many days before a fee's due date (0: none before). */
  FEE_REMINDER_DAYS_BEFORE: optional(wholeNumber(0)).default(3),
  /** ...and once it is this many days overdue (0: none after). */
  FEE_REMINDER_DAYS_AFTER: optional(wholeNumber(0)).default(3),

  // --- Members
  /** Interests a member may send in 24 hours. */
  INTERESTS_PER_DAY: optional(wholeNumber(1)).default(20),
  /** Minutes between two interest e-mails to one member (0: one e-mail per interest). */
  INTEREST_MAIL_INTERVAL_MINUTES: optional(wholeNumber(0)).default(15),
  /** Messages a member may send in an hour (issue 26 item 1). */
  MESSAGES_PER_HOUR: optional(wholeNumber(1)).default(60),

  // --- Uploads
  /** Uploaded files on local disk, unless S3_BUCKET is set. */
  UPLOAD_DIR: optional(text).default('./data/uploads'),
  S3_BUCKET: optional(text),
  S3_ENDPOINT: optional(urlWith(['http:', 'https:'], 'an http:// or https:// URL')),
  S3_REGION: optional(text).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(text),
  S3_SECRET_ACCESS_KEY: optional(text),
  /** Bucket-in-path URLs; unset: on when S3_ENDPOINT is set (MinIO, s3rver). */
  S3_FORCE_PATH_STYLE: optional(flag),
  /** Key prefix inside the bucket, without slashes at either end. */
  S3_PREFIX: optional(text.transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))).default(''),

  // --- Rate limits (README "Accounts and mail")
  /** Multiplies every limit (a shared test server sets it high). */
  RATE_LIMIT_FACTOR: optional(positiveNumber).default(1),
  /** RATE_LIMIT_<ACTION>_<SCOPE>=hits/seconds overrides one rule. */
  ...rateLimitOverrides,
});

export type Env = z.output<typeof schema>;
type Source = Readonly<Record<string, string | undefined>>;

const NAMES = Object.keys(schema.shape);

/** Why the environment is refused: one line per wrong variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the settings from `source` (values are never echoed: some are secrets). */
export function parseEnv(source: Source): Env {
  const result = schema.safeParse(Object.fromEntries(NAMES.map((name) => [name, source[name]])));
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}

let last: { key: string; env: Env } | undefined;

/**
 * A built server (`next start`, scripts/serve.mjs) keeps the settings it started with: nothing in
 * it writes process.env, and no one outside can. Looking for a change costs a read of every
 * variable (about 80 of them, 0.1 ms on this machine's 2 cores), and env() is called several
 * times per request (APP_URL, TRUST_PROXY, ...), which was a tenth of a cheap API request.
 * Jest, `next dev` and the scripts (NODE_ENV not production, or no NEXT_RUNTIME) still follow changes.
 */
const fixedForLife = () => process.env.NEXT_RUNTIME === 'nodejs' && process.env.NODE_ENV === 'production';

/**
 * The settings from process.env. Parsed again only when one of its variables changed: tests and
 * scripts set them between calls, and a few are read per request (TRUST_PROXY, APP_URL, ...).
 */
export function env(): Env {
  if (last && fixedForLife()) return last.env;
  const key = NAMES.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (last?.key !== key) last = { key, env: parseEnv(process.env) };
  return last.env;
}

/** AUTH_SECRET, for what signs or checks sessions, tokens and cookies: without it nothing can. */
export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is not set');
  return secret;
}
