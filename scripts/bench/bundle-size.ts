import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startServer } from '../../e2e/server';
import type { Figure } from './figure';
import { launchBrowser, printScripts, scriptsUntilIdle } from './page-load';

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
  const browser = await launchBrowser();
  try {
    const loaded = await scriptsUntilIdle(browser, server.url);
    printScripts('Landing page', loaded);
    return [
      {
        name: 'landing-page JavaScript (compressed)',
        value: `${loaded.wireKb.toFixed(1)} KB`,
        target: `<= ${COMPRESSED_BUDGET_KB} KB`,
        met: loaded.wireKb <= COMPRESSED_BUDGET_KB,
      },
      {
        name: 'landing-page JavaScript (uncompressed)',
        value: `${loaded.bodyKb.toFixed(1)} KB`,
        target: `<= ${UNCOMPRESSED_BUDGET_KB} KB`,
        met: loaded.bodyKb <= UNCOMPRESSED_BUDGET_KB,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
