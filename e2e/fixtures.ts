import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server';

interface PageFixtures {
  /** Console errors and uncaught exceptions fail the test unless a test allows them. */
  allowConsoleErrors: boolean;
}

export const test = base.extend<PageFixtures, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  allowConsoleErrors: [false, { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    if (!allowConsoleErrors) expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/** axe-core on the current page: no serious or critical WCAG 2.1 A/AA violations. */
export async function expectAccessible(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * Waits for the page's CSS transitions and finite animations to end (a dialog fading in, say):
 * axe reads the colours as they are drawn at that moment.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Nothing on the page is wider than the window. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** No API request in flight: the loading overlay, which dims the page, is gone. */
export async function expectIdle(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Loading', exact: true })).toHaveCount(0);
}

/**
 * Opens a page inside the running app, as following a link does, so the page fetches its
 * content in the browser (a fresh load of a public page arrives server-rendered, and a visitor's
 * is not taken over by the app): from a page the app renders, a policy page.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}
