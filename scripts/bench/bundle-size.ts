import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Response } from '@playwright/test';
import { startServer } from '../../e2e/server';
import type { Figure } from './figure';

const COMPRESSED_BUDGET_KB = 90;
const UNCOMPRESSED_BUDGET_KB = 250;

/**
 * The JavaScript the landing page loads, as a visitor's browser fetches it: every script
 * response until the network is idle (so code loaded after the page has started counts too),
 * on the wire (as the server compressed it) and uncompressed (what the browser parses).
 */
export async function landingPageJavaScript(): Promise<Figure[]> {
  if (!existsSync('dist/client/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(
      scripts.map(async (response) => ({
        url: response.url(),
        wire: (await response.request().sizes()).responseBodySize,
        body: (await response.body()).length,
      })),
    );
    const wireKb = sizes.reduce((sum, size) => sum + size.wire, 0) / 1024;
    const bodyKb = sizes.reduce((sum, size) => sum + size.body, 0) / 1024;
    console.log(`Landing page: ${sizes.length} scripts until network idle`);
    for (const size of sizes) {
      const name = new URL(size.url).pathname;
      console.log(
        `  ${name}: ${(size.wire / 1024).toFixed(1)} KB on the wire, ${(size.body / 1024).toFixed(1)} KB`,
      );
    }
    return [
      {
        name: 'landing-page JavaScript (compressed)',
        value: `${wireKb.toFixed(1)} KB`,
        target: `<= ${COMPRESSED_BUDGET_KB} KB`,
        met: wireKb <= COMPRESSED_BUDGET_KB,
      },
      {
        name: 'landing-page JavaScript (uncompressed)',
        value: `${bodyKb.toFixed(1)} KB`,
        target: `<= ${UNCOMPRESSED_BUDGET_KB} KB`,
        met: bodyKb <= UNCOMPRESSED_BUDGET_KB,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
