import { loadavg } from 'node:os';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

/**
 * How the benchmarks load pages as a browser does: the scripts a page fetches until the network
 * is idle (bundle, member-pages) and Lighthouse's audits in rounds (lighthouse, member-pages).
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs before the page's own scripts, on every load of the page (a stored session). */
export type PagePreparation = (page: Page) => Promise<void>;

export interface ScriptSize {
  url: string;
  /** Bytes on the wire, as the server compressed them. */
  wire: number;
  /** Bytes the browser parses. */
  body: number;
}

export interface ScriptsLoaded {
  sizes: ScriptSize[];
  wireKb: number;
  bodyKb: number;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/**
 * Every script response of a page until the network is idle (so code loaded after the page has
 * started counts too), in a fresh context (nothing cached).
 */
export async function scriptsUntilIdle(
  browser: Browser,
  url: string,
  prepare?: PagePreparation,
): Promise<ScriptsLoaded> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(
      responses.map(async (response) => ({
        url: response.url(),
        wire: (await response.request().sizes()).responseBodySize,
        body: (await response.body()).length,
      })),
    );
    return {
      sizes,
      wireKb: sizes.reduce((sum, size) => sum + size.wire, 0) / 1024,
      bodyKb: sizes.reduce((sum, size) => sum + size.body, 0) / 1024,
    };
  } finally {
    await context.close();
  }
}

/** Prints each script of a page: its path, on the wire and uncompressed. */
export function printScripts(label: string, loaded: ScriptsLoaded): void {
  console.log(
    `${label}: ${loaded.sizes.length} scripts until network idle, ${loaded.wireKb.toFixed(1)} KB on the wire (${loaded.bodyKb.toFixed(1)} KB)`,
  );
  for (const size of loaded.sizes) {
    const name = new URL(size.url).pathname;
    console.log(
      `  ${name}: ${(size.wire / 1024).toFixed(1)} KB on the wire, ${(size.body / 1024).toFixed(1)} KB`,
    );
  }
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type Category = 'performance' | 'accessibility';

export function score(result: Result, category: Category): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Milliseconds of FCP, LCP and TBT an audit says fixing it would save. */
function savedMs(audit: Result['audits'][string] | undefined): number {
  const savings = audit?.metricSavings ?? {};
  return (savings.FCP ?? 0) + (savings.LCP ?? 0) + (savings.TBT ?? 0);
}

/** The first element an audit flags, as Lighthouse quotes it. */
function firstElement(audit: Result['audits'][string] | undefined): string {
  const details = audit?.details;
  if (details?.type !== 'table') return '';
  for (const item of details.items) {
    const node = item.node;
    if (node && typeof node === 'object' && 'snippet' in node && node.snippet) {
      return ` [first: ${String(node.snippet).slice(0, 120)}]`;
    }
  }
  return '';
}

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

/** The run's metrics as Lighthouse displays them: 'FCP 1.1 s, LCP 1.4 s, TBT 120 ms, ...'. */
function metrics(result: Result): string {
  return METRICS.map(([name, id]) => `${name} ${result.audits[id]?.displayValue ?? '?'}`).join(
    ', ',
  );
}

function describe(audit: Result['audits'][string] | undefined, fallback: string): string {
  const shown = audit?.displayValue ? ` (${audit.displayValue})` : '';
  const score = Math.round((audit?.score ?? 0) * 100);
  return `${audit?.title ?? fallback}${shown}: score ${score}${firstElement(audit)}`;
}

/**
 * Why a category missed: its three audits that cost the most weighted points, and for
 * performance also the three diagnostics that promise the biggest savings.
 */
function explain(result: Result, category: Category): string[] {
  const refs = (result.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: result.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1);
  const costly = refs
    .filter(({ ref }) => ref.weight > 0)
    .map((entry) => ({ ...entry, lost: entry.ref.weight * (1 - (entry.audit?.score ?? 0)) }))
    .sort((a, b) => b.lost - a.lost)
    .slice(0, 3)
    .map(
      ({ ref, audit, lost }) =>
        `${describe(audit, ref.id)}, ${lost.toFixed(1)} weighted points lost`,
    );
  if (category !== 'performance') return costly;
  const diagnostics = refs
    .filter(({ ref, audit }) => ref.weight === 0 && savedMs(audit) > 0)
    .sort((a, b) => savedMs(b.audit) - savedMs(a.audit))
    .slice(0, 3)
    .map(({ ref, audit }) => `${describe(audit, ref.id)}, saves ~${savedMs(audit)} ms`);
  return [...costly, ...diagnostics];
}

/** What Lighthouse clears of a page's origin before and after auditing it, by default. */
const LIGHTHOUSE_CLEARED_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
] as const;

/** A page to audit: its path, and for a member's page how its session is stored first. */
export interface AuditedPage {
  label: string;
  path: string;
  /** Stores what the page needs in the browser (a session) before each audit of it. */
  prepare?: PagePreparation;
}

/** The medians of a page's runs (the run with the median score stands for the page). */
export interface PageAudit {
  page: AuditedPage;
  performances: number[];
  performance: number;
  accessibility: number;
  blockingMs: number;
  largestPaintMs: number;
  benchmarkIndex: number;
  typical: Result;
}

/**
 * Lighthouse (default mobile config) performance and accessibility of the pages, after a warm-up
 * load that is not counted, in rounds over all pages rather than several runs in a row, so a busy
 * moment of the machine weighs on one run of several pages, not on every run of one.
 */
export async function auditPages(
  siteUrl: string,
  pages: AuditedPage[],
  rounds: number,
): Promise<PageAudit[]> {
  // Warm the server (route modules, database pages, static files) before anything is timed.
  for (const page of pages) await (await fetch(siteUrl + page.path)).text();

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  // A page that needs a stored session is prepared through a connection of its own to the same
  // browser; Lighthouse then leaves storage as it is (and the cache is emptied here instead).
  let controller: Browser | undefined;
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Lighthouse 12 leaves local storage alone by default: a member's session stored for a
      // signed-in page would otherwise make every later page a member's (and start the app).
      clearStorageTypes: [...LIGHTHOUSE_CLEARED_STORAGE, 'local_storage', 'indexeddb', 'cookies'],
    };
    const audit = async (page: AuditedPage, attempt = 1): Promise<Result> => {
      let pageFlags = flags;
      if (page.prepare) {
        controller ??= await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = controller.contexts()[0];
        if (!context) throw new Error('The audited browser has no context');
        const tab = await context.newPage();
        await tab.goto(`${siteUrl}/privacy-policy`);
        await page.prepare(tab);
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.clearBrowserCache');
        await tab.close();
        pageFlags = { ...flags, disableStorageReset: true };
      }
      const answer = await lighthouse(siteUrl + page.path, pageFlags);
      const problem = answer ? answer.lhr.runtimeError?.message : 'Lighthouse gave no result';
      if (!problem && answer) return answer.lhr;
      // A loaded machine occasionally fails a load (NO_FCP, NO_NAVSTART): try twice more.
      if (attempt < 3) return audit(page, attempt + 1);
      throw new Error(
        `Lighthouse failed on ${page.path}: ${problem} (was dist/client rebuilt during the run?)`,
      );
    };

    const first = pages[0];
    if (!first) return [];
    await audit(first);

    const runs = new Map<AuditedPage, Result[]>(pages.map((page) => [page, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const page of pages) runs.get(page)?.push(await audit(page));
    }

    return pages.map((page) => {
      const results = runs.get(page) ?? [];
      const performances = results.map((result) => score(result, 'performance'));
      const performance = median(performances);
      const firstRun = results[0];
      if (!firstRun) throw new Error(`No Lighthouse run for ${page.path}`);
      const numeric = (id: string) =>
        median(results.map((result) => result.audits[id]?.numericValue ?? Infinity));
      return {
        page,
        performances,
        performance,
        // Accessibility does not vary between runs: the first run's audits stand.
        accessibility: score(firstRun, 'accessibility'),
        blockingMs: numeric('total-blocking-time'),
        largestPaintMs: numeric('largest-contentful-paint'),
        benchmarkIndex: median(results.map((result) => result.environment.benchmarkIndex)),
        typical: results.find((result) => score(result, 'performance') === performance) ?? firstRun,
      };
    });
  } finally {
    await controller?.close();
    chrome.kill();
  }
}

/** Prints a page's medians, its typical run's metrics, and why it missed a target. */
export function printAudit(audit: PageAudit, performanceTarget: number): void {
  console.log(
    `Lighthouse ${audit.page.label}: performance ${audit.performance} (median of ${audit.performances.join(', ')}), accessibility ${audit.accessibility} (CPU benchmark index ${audit.benchmarkIndex.toFixed(0)}, load average ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(`  ${metrics(audit.typical)}`);
  if (audit.performance < performanceTarget) {
    for (const line of explain(audit.typical, 'performance')) console.log(`  - ${line}`);
  }
  if (audit.accessibility < 100) {
    for (const line of explain(audit.typical, 'accessibility')) console.log(`  - ${line}`);
  }
}
