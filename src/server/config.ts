import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_NAME: z.string().trim().min(1).default('Hostel Community'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  SITE_URL: optionalText.pipe(z.url().optional()),
  SITE_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine(isTimeZone, { message: 'is not a known IANA time zone' }),
  TRUST_PROXY: z.stringbool().default(false),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
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
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,100}$/, 'must be 1 to 100 letters, digits or _ : . -')
    .default('hostel:'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  production: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  siteName: string;
  host: string;
  port: number;
  siteUrl: string;
  timeZone: string;
  trustProxy: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  admin: { username: string; password: string; passwordWasGenerated: boolean };
  mail: { smtpUrl: string | undefined; from: string; contactEmail: string };
  contact: { email: string; phone: string; address: string };
  support: { name: string; phone: string };
  seedDemo: boolean;
  /** End-to-end tests may move the server's clock; never in production. */
  testClock: boolean;
  demoAccount: boolean;
  rateLimit: {
    windowMs: number;
    perAccount: number;
    perAddress: number;
    redisUrl: string | undefined;
    /** Starts every Redis key, so sites or test runs sharing one Redis keep their own counts. */
    redisKeyPrefix: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const WEAK_SECRETS = new Set(['secret', 'changeme', 'change-me', 'jwt_secret', 'password']);

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
    if (!e.JWT_SECRET || e.JWT_SECRET.length < 32 || WEAK_SECRETS.has(e.JWT_SECRET.toLowerCase())) {
      problems.push('JWT_SECRET must be set to a random string of at least 32 characters');
    }
    if (!e.ADMIN_PASSWORD || e.ADMIN_PASSWORD.length < 12) {
      problems.push('ADMIN_PASSWORD must be set (at least 12 characters)');
    }
    if (!e.SMTP_URL)
      problems.push('SMTP_URL must be set: sign-up codes and reset links are e-mailed');
    if (problems.length > 0) {
      throw new ConfigError(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
    }
  }

  const { stored, adminPasswordGenerated } = production
    ? { stored: {} as StoredSecrets, adminPasswordGenerated: false }
    : loadOrCreateSecrets(dataDir, { jwt: !e.JWT_SECRET, admin: !e.ADMIN_PASSWORD });

  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    production,
    logLevel: e.LOG_LEVEL,
    siteName: e.SITE_NAME,
    host: e.HOST,
    port: e.PORT,
    siteUrl,
    timeZone: e.SITE_TIMEZONE,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? stored.jwtSecret ?? '',
    admin: {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD ?? stored.adminPassword ?? '',
      passwordWasGenerated: adminPasswordGenerated,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
      contactEmail: e.CONTACT_EMAIL,
    },
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE, address: e.CONTACT_ADDRESS },
    support: { name: e.SUPPORT_NAME, phone: e.SUPPORT_PHONE },
    seedDemo: production ? e.SEED_DEMO === true : e.SEED_DEMO !== false,
    demoAccount: !production,
    testClock: e.TEST_CLOCK,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      perAddress: e.RATE_LIMIT_PER_ADDRESS,
      redisUrl: e.REDIS_URL,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
    },
  };
}
