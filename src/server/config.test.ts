import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'hostel-config-'));

describe('loadConfig', () => {
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
      admin: { username: 'admin', passwordWasGenerated: true },
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
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'k'.repeat(48),
      ADMIN_PASSWORD: 'a-strong-admin-password',
      SMTP_URL: 'smtp://mail.example.org:587',
    });
    expect(config).toMatchObject({ production: true, demoAccount: false, seedDemo: false });
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
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
});
