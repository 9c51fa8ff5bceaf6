import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../domain/admin-schemas';
import { DEFAULT_DONATION_CEILING } from '../domain/donation-schemas';
import type { TrustDetails } from '../domain/payments';
import { MIN_SECRET_LENGTH, weakSecretReason } from './secret-strength';
import { DEFAULT_DATA_DIR } from './data-dir';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A permanent account number, such as AAATH1234K. */
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const MIN_METRICS_TOKEN_LENGTH = 24;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: z.stringbool().optional(),
  API_DOCS: z.stringbool().optional(),
  SITE_NAME: z.string().trim().min(1).default('Hostel Community'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  SITE_URL: optionalText.pipe(z.url().optional()),
  SITE_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine(isTimeZone, { message: 'is not a known IANA time zone' }),
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  DATABASE_URL: optionalText,
  DATABASE_MIGRATION_URL: optionalText,
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: positiveInt(14),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(MIN_METRICS_TOKEN_LENGTH, `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`)
      .optional(),
  ),
  JWT_SECRET: optionalText,
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  CONTACT_EMAIL: z.string().trim().default('office@hostel.example'),
  CONTACT_PHONE: z.string().trim().default('+91 20 2553 0000'),
  CONTACT_ADDRESS: z.string().trim().default('Hostel Office, Shivaji Nagar, Pune 411005'),
  SUPPORT_NAME: z.string().trim().default('Mr. Ramesh Patil'),
  SUPPORT_PHONE: z.string().trim().default('+91 98220 00000'),
  SEED_DEMO: z.stringbool().optional(),
  TEST_CLOCK: z.stringbool().default(false),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  RATE_LIMIT_PER_ACCOUNT: positiveInt(10),
  RATE_LIMIT_PER_ADDRESS: positiveInt(300),
  RATE_LIMIT_ACCOUNT_LOCK: positiveInt(20),
  REDIS_URL: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(z.url().optional()),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  PAYMENT_HOLD_MINUTES: positiveInt(30),
  WAITLIST_OFFER_HOURS: positiveInt(12),
  REMINDER_HOURS_BEFORE: positiveInt(24),
  MAIL_PER_SECOND: positiveInt(100),
  DONATION_CEILING: positiveInt(DEFAULT_DONATION_CEILING),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,100}$/, 'must be 1 to 100 letters, digits or _ : . -')
    .default('hostel:'),
  TRUST_NAME: optionalText,
  TRUST_ADDRESS: optionalText,
  TRUST_PAN: optionalText.pipe(
    z
      .string()
      .regex(PAN, 'must be a PAN: five capital letters, four digits and a capital letter')
      .optional(),
  ),
  TRUST_80G_URN: optionalText,
  TRUST_80G_VALID_FROM: optionalText.pipe(z.iso.date('must be a date, YYYY-MM-DD').optional()),
  TRUST_80G_VALID_UNTIL: optionalText.pipe(z.iso.date('must be a date, YYYY-MM-DD').optional()),
  TRUST_SIGNATORY: optionalText,
});

/** Every environment variable the server reads at start-up (docs/configuration.md lists them). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  production: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** A log line per request: on in production, asked for in development. */
  logRequests: boolean;
  /** `/api/docs` and `/api/docs/json`: off in production unless API_DOCS=true, they list every path. */
  apiDocs: boolean;
  siteName: string;
  host: string;
  port: number;
  siteUrl: string;
  timeZone: string;
  trustProxy: TrustProxy;
  databaseUrl: string | undefined;
  /**
   * The role that owns the tables and migrates them; DATABASE_URL's role then only uses them,
   * and may only add to the audit log. Unset: DATABASE_URL's role does both.
   */
  databaseMigrationUrl: string | undefined;
  /** How long start-up waits for PostgreSQL to accept connections before giving up. */
  databaseWaitMs: number;
  dataDir: string;
  /** `npm run backup`: the folder its files go to, and how many of the newest it keeps. */
  backup: { dir: string; keep: number };
  /**
   * Who may read `GET /api/metrics`: a bearer token; open (no token set, outside production);
   * or nobody (no token set, in production: the route answers 404).
   */
  metrics: { token: string | undefined; open: boolean };
  jwtSecret: string;
  admin: {
    username: string;
    password: string;
    /** Where the password comes from, in words for the start-up log. */
    passwordSource: 'ADMIN_PASSWORD' | 'secrets.json';
    passwordWasGenerated: boolean;
  };
  mail: { smtpUrl: string | undefined; from: string; contactEmail: string };
  contact: { email: string; phone: string; address: string };
  support: { name: string; phone: string };
  /** The trust that issues 80G donation receipts; null when not configured. */
  trust: TrustSettings | null;
  seedDemo: boolean;
  /** End-to-end tests may move the server's clock; never in production. */
  testClock: boolean;
  demoAccount: boolean;
  rateLimit: {
    windowMs: number;
    perAccount: number;
    perAddress: number;
    /** Failed logins on one account, from all addresses, before it asks for a mailed code. */
    accountLock: number;
    redisUrl: string | undefined;
    /** Starts every Redis key, so sites or test runs sharing one Redis keep their own counts. */
    redisKeyPrefix: string;
  };
  payments: PaymentSettings;
  jobs: {
    /** Mails this instance sends per second at most, evenly spaced (messages, reminders...). */
    mailsPerSecond: number;
  };
  /** How many hours before an event its confirmed registrants are reminded. */
  reminderHoursBefore: number;
}

/**
 * How the site takes money: through Razorpay with the site's keys; through the built-in
 * simulator (outside production, without keys: the same code path, another base URL); or not
 * at all (production without keys: paid registrations wait for an admin to mark them paid).
 */
export type PaymentMode = 'live' | 'simulator' | 'off';

export interface PaymentSettings {
  mode: PaymentMode;
  /** Razorpay's API, or the simulator's; empty when off. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The script that defines `window.Razorpay` in the page. */
  checkoutScriptUrl: string;
  /** How long a pending paid registration holds its place. */
  holdMinutes: number;
  /** How long a place offered from the waiting list waits for its fee. */
  offerHours: number;
  /** The largest donation taken online, in rupees. */
  donationCeiling: number;
}

/** Where the app serves its simulator (modules/payments/simulator). */
export const SIMULATOR_PATH = '/simulator/razorpay';

/** The keys the app and its simulator share: not secrets, the simulator moves no money. */
const SIMULATOR_KEYS = {
  keyId: 'rzp_test_simulator',
  keySecret: 'simulator-key-secret',
  webhookSecret: 'simulator-webhook-secret',
} as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The registered trust named on donation receipts, with its section 80G registration. */
/** The trust's 80G approval (TRUST_*), printed on donation receipts within it. */
export type TrustSettings = TrustDetails;

const TRUST_VARIABLES = {
  TRUST_NAME: 'name',
  TRUST_ADDRESS: 'address',
  TRUST_PAN: 'pan',
  TRUST_80G_URN: 'urn',
  TRUST_80G_VALID_FROM: 'validFrom',
  TRUST_80G_VALID_UNTIL: 'validUntil',
  TRUST_SIGNATORY: 'signatory',
} as const satisfies Record<string, keyof TrustSettings>;

/** All of the trust's settings, or none: half a registration must not print half a receipt. */
function trustSettings(e: z.infer<typeof envSchema>): TrustSettings | null {
  const names = Object.keys(TRUST_VARIABLES) as (keyof typeof TRUST_VARIABLES)[];
  const missing = names.filter((name) => !e[name]);
  if (missing.length === names.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  80G receipts need all of ${names.join(', ')}; missing ${missing.join(', ')}`,
    );
  }
  const trust = Object.fromEntries(names.map((name) => [TRUST_VARIABLES[name], e[name]])) as Record<
    keyof TrustSettings,
    string
  >;
  if (trust.validFrom > trust.validUntil) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_80G_VALID_FROM (${trust.validFrom}) must not be after TRUST_80G_VALID_UNTIL (${trust.validUntil})`,
    );
  }
  return trust;
}

/**
 * The proxies allowed to name the client in X-Forwarded-For: none, how many stand in front of
 * the server, or their addresses.
 */
export type TrustProxy = false | number | string[];

/** The names proxy-addr gives to address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `true` is still accepted, as one proxy: trusting every hop would let any client choose its
 * own address by sending X-Forwarded-For, and so escape every per-address limit.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const setting = value.toLowerCase();
  if (setting === 'false' || setting === '') return false;
  if (setting === 'true') return 1;
  if (/^\d+$/.test(setting)) return Number(setting) || false;
  const proxies = setting.split(',').map((entry) => entry.trim());
  if (proxies.every(isProxyAddress)) return proxies;
  context.addIssue(
    `must be false, the number of proxies in front of the server (such as 1), or their ` +
      `addresses and ranges separated by commas (such as 127.0.0.1,10.0.0.0/8), not "${value}"`,
  );
  return z.NEVER;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface StoredSecrets {
  jwtSecret?: string;
  adminPassword?: string;
}

/**
 * Outside production, secrets the operator did not set are generated once and kept in
 * DATA_DIR, so a restart keeps sessions and the admin password.
 */
function loadOrCreateSecrets(dataDir: string, wanted: { jwt: boolean; admin: boolean }) {
  const file = path.join(dataDir, 'secrets.json');
  let stored: StoredSecrets = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  } catch {
    stored = {};
  }
  let adminPasswordGenerated = false;
  if (wanted.jwt && !stored.jwtSecret) stored.jwtSecret = randomBytes(48).toString('base64url');
  if (wanted.admin && !stored.adminPassword) {
    stored.adminPassword = randomBytes(12).toString('base64url');
    adminPasswordGenerated = true;
  }
  if (wanted.jwt || wanted.admin) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
  }
  return { stored, adminPasswordGenerated };
}

/** What deploy/hostel.env.example puts where the operator must fill in a value. */
const TEMPLATE_PLACEHOLDER = 'CHANGE-ME';

/** Parses the environment once. Throws a ConfigError that lists every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (production) {
    const problems: string[] = [];
    const weakSecret = weakSecretReason(e.JWT_SECRET);
    if (weakSecret) {
      problems.push(
        `JWT_SECRET ${weakSecret}: set it to a random string of at least ${MIN_SECRET_LENGTH} characters, such as the output of \`openssl rand -base64 48\``,
      );
    }
    if (!e.ADMIN_PASSWORD || e.ADMIN_PASSWORD.length < ADMIN_PASSWORD_MIN_LENGTH) {
      problems.push(
        `ADMIN_PASSWORD must be set (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters)`,
      );
    }
    if (!e.SMTP_URL)
      problems.push('SMTP_URL must be set: sign-up codes and reset links are e-mailed');
    if (e.TEST_CLOCK) {
      problems.push(
        'TEST_CLOCK must not be set in production: it lets anyone move the server clock',
      );
    }
    const leftAsTemplate = SETTING_NAMES.filter((key) => env[key]?.includes(TEMPLATE_PLACEHOLDER));
    if (leftAsTemplate.length > 0) {
      const names = new Intl.ListFormat('en-GB').format(leftAsTemplate);
      const verb = leftAsTemplate.length === 1 ? 'holds' : 'hold';
      problems.push(
        `${names} still ${verb} the template's ${TEMPLATE_PLACEHOLDER}: fill in the real value`,
      );
    }
    if (e.RAZORPAY_API_URL && !e.RAZORPAY_API_URL.startsWith('https://')) {
      problems.push('RAZORPAY_API_URL must be an https:// address in production');
    }
    if (problems.length > 0) {
      throw new ConfigError(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
    }
  }

  if (e.DATABASE_MIGRATION_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_MIGRATION_URL needs DATABASE_URL: the role the app runs as',
    );
  }

  const { stored, adminPasswordGenerated } = production
    ? { stored: {} as StoredSecrets, adminPasswordGenerated: false }
    : loadOrCreateSecrets(dataDir, { jwt: !e.JWT_SECRET, admin: !e.ADMIN_PASSWORD });

  const payments = paymentSettings(e, production);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    production,
    logLevel: e.LOG_LEVEL,
    logRequests: production ? e.LOG_REQUESTS !== false : e.LOG_REQUESTS === true,
    apiDocs: production ? e.API_DOCS === true : e.API_DOCS !== false,
    siteName: e.SITE_NAME,
    host: e.HOST,
    port: e.PORT,
    siteUrl,
    timeZone: e.SITE_TIMEZONE,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    dataDir,
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
      keep: e.BACKUP_KEEP,
    },
    metrics: { token: e.METRICS_TOKEN, open: !e.METRICS_TOKEN && !production },
    jwtSecret: e.JWT_SECRET ?? stored.jwtSecret ?? '',
    admin: {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD ?? stored.adminPassword ?? '',
      passwordSource: e.ADMIN_PASSWORD ? 'ADMIN_PASSWORD' : 'secrets.json',
      passwordWasGenerated: adminPasswordGenerated,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
      contactEmail: e.CONTACT_EMAIL,
    },
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE, address: e.CONTACT_ADDRESS },
    support: { name: e.SUPPORT_NAME, phone: e.SUPPORT_PHONE },
    trust: trustSettings(e),
    seedDemo: production ? e.SEED_DEMO === true : e.SEED_DEMO !== false,
    demoAccount: !production,
    testClock: e.TEST_CLOCK,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      perAddress: e.RATE_LIMIT_PER_ADDRESS,
      accountLock: e.RATE_LIMIT_ACCOUNT_LOCK,
      redisUrl: e.REDIS_URL,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
    },
    payments,
    jobs: { mailsPerSecond: e.MAIL_PER_SECOND },
    reminderHoursBefore: e.REMINDER_HOURS_BEFORE,
  };
}

const RAZORPAY_KEYS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

function paymentSettings(e: z.infer<typeof envSchema>, production: boolean): PaymentSettings {
  const common = {
    holdMinutes: e.PAYMENT_HOLD_MINUTES,
    offerHours: e.WAITLIST_OFFER_HOURS,
    donationCeiling: e.DONATION_CEILING,
  };
  const missing = RAZORPAY_KEYS.filter((name) => !e[name]);
  if (missing.length === 0) {
    return {
      mode: 'live',
      apiUrl: (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
      keyId: e.RAZORPAY_KEY_ID ?? '',
      keySecret: e.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      ...common,
    };
  }
  if (missing.length < RAZORPAY_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration:\n  Razorpay needs all of ${RAZORPAY_KEYS.join(', ')}; missing ${missing.join(', ')}`,
    );
  }
  if (production) {
    return {
      mode: 'off',
      apiUrl: '',
      keyId: '',
      keySecret: '',
      webhookSecret: '',
      checkoutScriptUrl: '',
      ...common,
    };
  }
  // The server calls its own simulator over loopback, whatever address it listens on.
  return {
    mode: 'simulator',
    apiUrl: `http://127.0.0.1:${e.PORT}${SIMULATOR_PATH}`,
    ...SIMULATOR_KEYS,
    checkoutScriptUrl: `${SIMULATOR_PATH}/checkout.js`,
    ...common,
  };
}
