import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium against the built app. Each worker starts its own
 * server (see e2e/fixtures.ts), so specs never share data. Each journey runs once, at desktop
 * width; tests tagged `@phone` (layouts, drawers and cards that change at 375 px) run at phone
 * width too.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI absorbs a slow, loaded machine; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Two workers, each with its own server and browser, share two cores: waits are generous.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
});
