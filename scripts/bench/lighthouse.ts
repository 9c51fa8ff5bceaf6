import { startServer } from '../../e2e/server';
import type { Figure } from './figure';
import { auditPages, launchBrowser, printAudit, printScripts, scriptsUntilIdle } from './page-load';

const PUBLIC_PAGES = ['/', '/about', '/history', '/se', '/gc', '/ac', '/contact'];
/** The gate page (without a pass it shows its heading and a notice): a target of its own. */
const GATE_PAGE = '/gate';
/** An event's own page, the one a shared link opens: the first upcoming event's. */
const EVENT_PAGE = '/events/:id';
const PERFORMANCE_TARGET = 95;
const GATE_PERFORMANCE_TARGET = 90;
const ACCESSIBILITY_TARGET = 100;
/** Total blocking time, milliseconds: under this. */
const TBT_TARGET_MS = 150;
const ROUNDS = 3;
/** The gate page alone is quicker to audit: more rounds for a steadier median. */
const GATE_ROUNDS = 5;

/**
 * Lighthouse (default mobile config) performance and accessibility of the public pages, an
 * event's own page and the gate page, against the built app as `npm start` serves it with its
 * demo content.
 */
export async function lighthouseScores(): Promise<Figure[]> {
  const started = Date.now();
  const server = await startServer();
  try {
    const [event] = (await (await fetch(`${server.url}/api/events?upcoming=true`)).json()) as {
      _id: string;
    }[];
    if (!event) throw new Error('The demo content has no upcoming event to open.');
    const pages = [
      ...PUBLIC_PAGES.map((path) => ({ label: path, path })),
      { label: EVENT_PAGE, path: `/events/${event._id}` },
      { label: GATE_PAGE, path: GATE_PAGE },
    ];
    const audits = await auditPages(server.url, pages, ROUNDS);
    const figures: Figure[] = [];
    for (const audit of audits) {
      const page = audit.page.label;
      const target = page === GATE_PAGE ? GATE_PERFORMANCE_TARGET : PERFORMANCE_TARGET;
      figures.push({
        name: `Lighthouse performance ${page}`,
        value: String(audit.performance),
        target: `>= ${target} (CPU benchmark index ${audit.benchmarkIndex.toFixed(0)})`,
        met: audit.performance >= target,
      });
      if (page !== GATE_PAGE)
        figures.push({
          name: `Lighthouse total blocking time ${page}`,
          value: `${audit.blockingMs.toFixed(0)} ms`,
          target: `< ${TBT_TARGET_MS} ms`,
          met: audit.blockingMs < TBT_TARGET_MS,
        });
      figures.push({
        name: `Lighthouse accessibility ${page}`,
        value: String(audit.accessibility),
        target: `= ${ACCESSIBILITY_TARGET}`,
        met: audit.accessibility >= ACCESSIBILITY_TARGET,
      });
      printAudit(audit, target);
    }
    console.log(`Lighthouse step took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return figures;
  } finally {
    await server.stop();
  }
}

/**
 * The gate page alone (`npm run bench -- gate`): its scripts until the network is idle, on the
 * wire, without a pass (a first open), and Lighthouse as in `lighthouse`, with its total
 * blocking time and largest contentful paint printed.
 */
export async function gatePageFigures(): Promise<Figure[]> {
  const server = await startServer();
  try {
    const browser = await launchBrowser();
    const loaded = await scriptsUntilIdle(browser, server.url + GATE_PAGE).finally(() =>
      browser.close(),
    );
    printScripts(GATE_PAGE, loaded);
    const [audit] = await auditPages(
      server.url,
      [{ label: GATE_PAGE, path: GATE_PAGE }],
      GATE_ROUNDS,
    );
    if (!audit) throw new Error('No Lighthouse audit of the gate page');
    printAudit(audit, GATE_PERFORMANCE_TARGET);
    return [
      {
        name: `${GATE_PAGE} JavaScript until network idle (compressed)`,
        value: `${loaded.wireKb.toFixed(1)} KB`,
        target: '(none)',
        met: true,
      },
      {
        name: `Lighthouse performance ${GATE_PAGE}`,
        value: String(audit.performance),
        target: `>= ${GATE_PERFORMANCE_TARGET} (CPU benchmark index ${audit.benchmarkIndex.toFixed(0)})`,
        met: audit.performance >= GATE_PERFORMANCE_TARGET,
      },
      {
        name: `Lighthouse total blocking time ${GATE_PAGE}`,
        value: `${audit.blockingMs.toFixed(0)} ms`,
        target: '(none)',
        met: true,
      },
      {
        name: `Lighthouse largest contentful paint ${GATE_PAGE}`,
        value: `${audit.largestPaintMs.toFixed(0)} ms`,
        target: '(none)',
        met: true,
      },
    ];
  } finally {
    await server.stop();
  }
}
