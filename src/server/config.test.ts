import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { SAMPLE_TRUST } from './modules/receipts/receipt-samples';
import { PRODUCTION_ENV } from './test/test-app';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'hostel-config-'));

describe('loadConfig', () => {
  it('puts backups in DATA_DIR/backups and keeps 14 unless told otherwise', () => {
    const dataDir = freshDir();
    expect(loadConfig({ DATA_DIR: dataDir }).backup).toEqual({
      dir: path.join(dataDir, 'backups'),
      keep: 14,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'offsite/hostel', BACKUP_KEEP: '30' }).backup,
    ).toEqual({ dir: path.resolve('offsite/hostel'), keep: 30 });
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: 'all' })).toThrow(/BACKUP_KEEP/);
  });

  it('gives a newcomer working defaults and keeps generated secrets in DATA_DIR', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({
      production: false,
      port: 5001,
      siteName: 'Hostel Community',
      timeZone: 'Asia/Kolkata',
      siteUrl: 'http://localhost:5001',
      seedDemo: true,
      demoAccount: true,
      admin: { username: 'admin', passwordSource: 'secrets.json', passwordWasGenerated: true },
    });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.admin.password.length).toBeGreaterThanOrEqual(12);

    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(stored).toEqual({ jwtSecret: first.jwtSecret, adminPassword: first.admin.password });

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.admin).toEqual({ ...first.admin, passwordWasGenerated: false });
  });

  it('uses secrets the operator set and writes none', () => {
    const dataDir = freshDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'a-long-admin-password',
    });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.admin.password).toBe('a-long-admin-password');
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('refuses to start in production without strong secrets and SMTP, naming each', () => {
    const attempt = () =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDir(), JWT_SECRET: 'secret' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_SECRET[\s\S]*ADMIN_PASSWORD[\s\S]*SMTP_URL/);
  });

  it('starts in production with them, without a demo account or generated files', () => {
    const dataDir = freshDir();
    const config = loadConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir });
    expect(config).toMatchObject({ production: true, demoAccount: false, seedDemo: false });
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it.each([
    ['32 identical characters', 'k'.repeat(32), 'is one short piece repeated'],
    ['a short word repeated', 'hostel2026'.repeat(4), 'is one short piece repeated'],
    ['a well-known word in it', `my-jwt-secret-${'7Qz'.repeat(10)}`, 'contains a well-known word'],
    ['few different characters', 'abababababababababababababababbb', 'is not random enough'],
    ['too short', 'Xk2$9pQ!', 'is shorter than 32 characters'],
  ])('refuses a production JWT_SECRET with %s', (_case, secret, reason) => {
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, DATA_DIR: freshDir(), JWT_SECRET: secret }),
    ).toThrow(`JWT_SECRET ${reason}`);
  });

  it('takes a production JWT_SECRET from openssl rand, in base64 or hex', () => {
    for (const secret of [
      randomBytes(48).toString('base64'),
      randomBytes(32).toString('hex'),
      randomBytes(24).toString('base64'),
    ]) {
      expect(
        loadConfig({ ...PRODUCTION_ENV, DATA_DIR: freshDir(), JWT_SECRET: secret }).jwtSecret,
      ).toBe(secret);
    }
  });

  it('refuses to start in production with the test clock, which lets anyone move time', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, DATA_DIR: freshDir(), TEST_CLOCK: 'true' }),
    ).toThrow(/Refusing to start in production:\s+TEST_CLOCK must not be set in production/);
    expect(loadConfig({ DATA_DIR: freshDir(), TEST_CLOCK: 'true' }).testClock).toBe(true);
  });

  it("refuses to start in production with a setting left at the template's CHANGE-ME", () => {
    // Without this, a template's SMTP_URL starts the site, and no sign-up code ever leaves.
    const templateSmtp = 'smtps://CHANGE-ME:CHANGE-ME@smtp.example.com:465';
    const attempt = () =>
      loadConfig({
        ...PRODUCTION_ENV,
        DATA_DIR: freshDir(),
        DATABASE_URL: 'postgres://hostel:CHANGE-ME@127.0.0.1:5432/hostel',
        SMTP_URL: templateSmtp,
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /Refusing to start in production:\s+DATABASE_URL and SMTP_URL still hold the template's CHANGE-ME/,
    );
    expect(loadConfig({ DATA_DIR: freshDir(), SMTP_URL: templateSmtp }).mail.smtpUrl).toBe(
      templateSmtp,
    );
  });

  it('lists every invalid setting', () => {
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), PORT: 'eighty', SITE_TIMEZONE: 'Mars/Olympus' }),
    ).toThrow(/PORT[\s\S]*SITE_TIMEZONE/);
  });

  it('reads rate-limit settings as numbers', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      RATE_LIMIT_WINDOW_MINUTES: '5',
      RATE_LIMIT_PER_ACCOUNT: '3',
    });
    expect(config.rateLimit).toMatchObject({ windowMs: 300_000, perAccount: 3, perAddress: 300 });
  });

  it('starts Redis keys with a prefix of its own, which a shared Redis can set apart', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).rateLimit.redisKeyPrefix).toBe('hostel:');
    const staging = loadConfig({ DATA_DIR: freshDir(), REDIS_KEY_PREFIX: 'hostel-staging:' });
    expect(staging.rateLimit.redisKeyPrefix).toBe('hostel-staging:');
    expect(() => loadConfig({ DATA_DIR: freshDir(), REDIS_KEY_PREFIX: 'two words' })).toThrow(
      /REDIS_KEY_PREFIX must be 1 to 100 letters/,
    );
  });

  describe('80G trust settings', () => {
    /** The sample trust's details, as the settings name them. */
    const TRUST_ENV = {
      TRUST_NAME: 'Hostel Community Trust',
      TRUST_ADDRESS: 'Hostel Office, Shivaji Nagar, Pune 411005',
      TRUST_PAN: 'AAATH1234K',
      TRUST_80G_URN: 'AAATH1234KF20214',
      TRUST_80G_VALID_FROM: '2026-04-01',
      TRUST_80G_VALID_UNTIL: '2029-03-31',
      TRUST_SIGNATORY: 'Mr. Ramesh Patil, Secretary',
    };

    it('are off when none is set', () => {
      expect(loadConfig({ DATA_DIR: freshDir() }).trust).toBeNull();
      expect(loadConfig({ DATA_DIR: freshDir(), TRUST_NAME: '  ' }).trust).toBeNull();
    });

    it('are read, trimmed, when all are set', () => {
      const config = loadConfig({
        DATA_DIR: freshDir(),
        ...TRUST_ENV,
        TRUST_NAME: ' Hostel Community Trust ',
      });
      expect(config.trust).toEqual(SAMPLE_TRUST);
    });

    it('refuse to start with some but not all, naming each one missing', () => {
      const attempt = () =>
        loadConfig({
          DATA_DIR: freshDir(),
          ...TRUST_ENV,
          TRUST_80G_URN: undefined,
          TRUST_SIGNATORY: '',
        });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/missing TRUST_80G_URN, TRUST_SIGNATORY$/);
      expect(() => loadConfig({ DATA_DIR: freshDir(), TRUST_PAN: 'AAATH1234K' })).toThrow(
        /missing TRUST_NAME, TRUST_ADDRESS, TRUST_80G_URN, TRUST_80G_VALID_FROM, TRUST_80G_VALID_UNTIL, TRUST_SIGNATORY$/,
      );
    });

    it.each(['AAATH1234', 'aaath1234k', 'AAAT11234K', 'AAATH1234KK', 'AAATH 1234K'])(
      'refuse the PAN %s',
      (pan) => {
        expect(() => loadConfig({ DATA_DIR: freshDir(), ...TRUST_ENV, TRUST_PAN: pan })).toThrow(
          /TRUST_PAN must be a PAN: five capital letters, four digits and a capital letter/,
        );
      },
    );

    it('refuse dates that are not YYYY-MM-DD, listing each', () => {
      expect(() =>
        loadConfig({
          DATA_DIR: freshDir(),
          ...TRUST_ENV,
          TRUST_80G_VALID_FROM: '01-04-2026',
          TRUST_80G_VALID_UNTIL: '2029-02-30',
        }),
      ).toThrow(
        /TRUST_80G_VALID_FROM must be a date, YYYY-MM-DD[\s\S]*TRUST_80G_VALID_UNTIL must be a date/,
      );
    });

    it('refuse a validity that ends before it starts, and take a single day', () => {
      expect(() =>
        loadConfig({ DATA_DIR: freshDir(), ...TRUST_ENV, TRUST_80G_VALID_UNTIL: '2026-03-31' }),
      ).toThrow(/TRUST_80G_VALID_FROM \(2026-04-01\) must not be after TRUST_80G_VALID_UNTIL/);
      const oneDay = loadConfig({
        DATA_DIR: freshDir(),
        ...TRUST_ENV,
        TRUST_80G_VALID_UNTIL: '2026-04-01',
      });
      expect(oneDay.trust?.validUntil).toBe('2026-04-01');
    });
  });
});
