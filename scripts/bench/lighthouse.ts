import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startServer } from '../../e2e/server';

const PAGES = ['/', '/about', '/history', '/se', '/gc', '/ac', '/contact'];
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
/** Total blocking time, milliseconds: under this. */
const TBT_TARGET_MS = 150;
const ROUNDS = 3;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Category = 'performance' | 'accessibility';

function score(result: Result, category: Category): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

function median(values: number[]): number {
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

/**
 * Lighthouse (default mobile config) performance and accessibility of the public pages,
 * against the built app as `npm start` serves it with its demo content.
 */
export async function lighthouseScores() {
  const started = Date.now();
  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // Warm the server (route modules, database pages, static files) before anything is timed.
    for (const page of PAGES) await (await fetch(server.url + page)).text();

    chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const audit = async (page: string, attempt = 1): Promise<Result> => {
      const answer = await lighthouse(server.url + page, flags);
      const problem = answer ? answer.lhr.runtimeError?.message : 'Lighthouse gave no result';
      if (!problem && answer) return answer.lhr;
      // A loaded machine occasionally fails a load (NO_FCP): try once more before giving up.
      if (attempt < 2) return audit(page, attempt + 1);
      throw new Error(
        `Lighthouse failed on ${page}: ${problem} (was dist/client rebuilt during the run?)`,
      );
    };

    // One warm-up load in Chrome, not counted.
    await audit(PAGES[0] ?? '/');

    // Rounds over all pages rather than three runs in a row, so a busy moment of the machine
    // weighs on one run of several pages, not on every run of one.
    const runs = new Map<string, Result[]>(PAGES.map((page) => [page, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const page of PAGES) runs.get(page)?.push(await audit(page));
    }

    const figures = [];
    for (const page of PAGES) {
      const results = runs.get(page) ?? [];
      const performances = results.map((result) => score(result, 'performance'));
      const performance = median(performances);
      // Accessibility does not vary between runs: the first run's audits stand.
      const first = results[0];
      if (!first) throw new Error(`No Lighthouse run for ${page}`);
      const accessibility = score(first, 'accessibility');
      const blockingMs = median(
        results.map((result) => result.audits['total-blocking-time']?.numericValue ?? Infinity),
      );
      const benchmark = median(results.map((result) => result.environment.benchmarkIndex));

      const runsNote = ` (median of ${performances.join(', ')})`;
      figures.push({
        name: `Lighthouse performance ${page}`,
        value: String(performance),
        target: `>= ${PERFORMANCE_TARGET} (CPU benchmark index ${benchmark.toFixed(0)})`,
        met: performance >= PERFORMANCE_TARGET,
      });
      figures.push({
        name: `Lighthouse total blocking time ${page}`,
        value: `${blockingMs.toFixed(0)} ms`,
        target: `< ${TBT_TARGET_MS} ms`,
        met: blockingMs < TBT_TARGET_MS,
      });
      figures.push({
        name: `Lighthouse accessibility ${page}`,
        value: String(accessibility),
        target: `= ${ACCESSIBILITY_TARGET}`,
        met: accessibility >= ACCESSIBILITY_TARGET,
      });
      // The run with the median score stands for the page.
      const typical =
        results.find((result) => score(result, 'performance') === performance) ?? first;
      console.log(
        `Lighthouse ${page}: performance ${performance}${runsNote}, accessibility ${accessibility} (CPU benchmark index ${benchmark.toFixed(0)}, load average ${loadavg()[0]?.toFixed(1)})`,
      );
      console.log(`  ${metrics(typical)}`);
      if (performance < PERFORMANCE_TARGET) {
        for (const line of explain(typical, 'performance')) console.log(`  - ${line}`);
      }
      if (accessibility < ACCESSIBILITY_TARGET) {
        for (const line of explain(first, 'accessibility')) console.log(`  - ${line}`);
      }
    }
    console.log(`Lighthouse step took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return figures;
  } finally {
    chrome?.kill();
    await server.stop();
  }
}
