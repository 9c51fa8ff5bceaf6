import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../../e2e/server';
import type { Figure } from './figure';
import {
  auditPages,
  launchBrowser,
  printAudit,
  printScripts,
  scriptsUntilIdle,
  type AuditedPage,
  type PagePreparation,
} from './page-load';

const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
/** Total blocking time and largest contentful paint, milliseconds: under these. */
const TBT_TARGET_MS = 150;
const LCP_TARGET_MS = 2500;
/** Script on the wire until the network is idle, KB: at most this. */
const SCRIPT_TARGET_KB = 120;
const ROUNDS = 3;

async function postJson(server: RunningServer, apiPath: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api${apiPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api${apiPath}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** A calendar day `offset` days from today in India, as YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
}

/** An event open for registration in two months, of one registration type. */
async function createEvent(server: RunningServer, adminToken: string, type: 'individual' | 'team') {
  const answer = (await postJson(
    server,
    '/events',
    {
      name: `Bench ${type} cup`,
      description: `Registration ${type === 'team' ? 'as a team' : 'on your own'}.`,
      date: `${dayFromToday(60)}T10:00:00+05:30`,
      location: 'Main ground',
      allowedRegistrationTypes: [type],
      amountIndividual: 100,
      amountTeam: 300,
    },
    adminToken,
  )) as { event: { _id: string } };
  return answer.event._id;
}

/**
 * What the signed-in pages need: the demo member's credentials, an event of each registration
 * type, and a link to reset the password.
 */
async function prepareSite(server: RunningServer) {
  const secrets = JSON.parse(readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as {
    adminPassword: string;
  };
  const { token: adminToken } = (await postJson(server, '/admins/login', {
    username: 'admin',
    password: secrets.adminPassword,
  })) as { token: string };
  const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
    demoAccount: { email: string; password: string } | null;
  };
  const member = config.demoAccount;
  if (!member) throw new Error('The bench server has no demo member');
  const individualEvent = await createEvent(server, adminToken, 'individual');
  const teamEvent = await createEvent(server, adminToken, 'team');
  await postJson(server, '/user/forgot-password', { email: member.email });
  const mail = await server.smtp.waitForMail(member.email, (m) => /reset-password\//.test(m.text));
  const resetPath = /\/reset-password\/[\w.-]+/.exec(mail.text)?.[0];
  if (!resetPath) throw new Error('No reset link in the mail');

  /** A fresh member session in the browser's storage, as a login stores it. */
  const signIn: PagePreparation = async (page) => {
    const { token } = (await postJson(server, '/user/login', member)) as { token: string };
    const store = ([value, at]: readonly [string, string]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('loginTime', at);
    };
    const session = [token, String(Date.now())] as const;
    await page.addInitScript(store, session);
    // A page already on the site (the one Lighthouse's tab is prepared from) gets it now.
    if (page.url().startsWith(server.url)) await page.evaluate(store, session);
  };
  return { individualEvent, teamEvent, resetPath, signIn };
}

/**
 * The member's pages (issue 30): the signed-out ones where a person signs up, logs in or
 * donates, and with a member signed in the hub, events, registration (alone and as a team),
 * registrations, donation history and the success page. For each: script on the wire until the
 * network is idle, and Lighthouse (mobile) performance, TBT, LCP and accessibility.
 */
export async function memberPageFigures(): Promise<Figure[]> {
  if (!existsSync('dist/client/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const started = Date.now();
  const server = await startServer();
  try {
    const site = await prepareSite(server);
    const signedIn = (label: string, pagePath: string): AuditedPage => ({
      label: `${label} (signed in)`,
      path: pagePath,
      prepare: site.signIn,
    });
    const pages: AuditedPage[] = [
      ...['/login', '/signup', '/forgot-password'].map((p) => ({ label: p, path: p })),
      { label: '/reset-password/:token', path: site.resetPath },
      { label: '/donations', path: '/donations' },
      signedIn('/home', '/home'),
      signedIn('/events', '/events'),
      signedIn('/register (individual)', `/register?event=${site.individualEvent}`),
      signedIn('/register (team)', `/register?event=${site.teamEvent}`),
      signedIn('/users/registrations', '/users/registrations'),
      signedIn('/donation/history', '/donation/history'),
      signedIn('/success', '/success'),
    ];

    const figures: Figure[] = [];
    const browser = await launchBrowser();
    try {
      for (const page of pages) {
        const loaded = await scriptsUntilIdle(browser, server.url + page.path, page.prepare);
        printScripts(page.label, loaded);
        figures.push({
          name: `script on the wire ${page.label}`,
          value: `${loaded.wireKb.toFixed(1)} KB`,
          target: `<= ${SCRIPT_TARGET_KB} KB (${loaded.bodyKb.toFixed(0)} KB uncompressed)`,
          met: loaded.wireKb <= SCRIPT_TARGET_KB,
        });
      }
    } finally {
      await browser.close();
    }
    if (process.env.BENCH_SCRIPTS_ONLY === 'true') return figures;

    for (const audit of await auditPages(server.url, pages, ROUNDS)) {
      const label = audit.page.label;
      const index = `CPU benchmark index ${audit.benchmarkIndex.toFixed(0)}`;
      figures.push(
        {
          name: `Lighthouse performance ${label}`,
          value: String(audit.performance),
          target: `>= ${PERFORMANCE_TARGET} (${index}; runs ${audit.performances.join(', ')})`,
          met: audit.performance >= PERFORMANCE_TARGET,
        },
        {
          name: `Lighthouse total blocking time ${label}`,
          value: `${audit.blockingMs.toFixed(0)} ms`,
          target: `< ${TBT_TARGET_MS} ms (${index})`,
          met: audit.blockingMs < TBT_TARGET_MS,
        },
        {
          name: `Lighthouse largest contentful paint ${label}`,
          value: `${(audit.largestPaintMs / 1000).toFixed(1)} s`,
          target: `< ${(LCP_TARGET_MS / 1000).toFixed(1)} s (${index})`,
          met: audit.largestPaintMs < LCP_TARGET_MS,
        },
        {
          name: `Lighthouse accessibility ${label}`,
          value: String(audit.accessibility),
          target: `= ${ACCESSIBILITY_TARGET}`,
          met: audit.accessibility >= ACCESSIBILITY_TARGET,
        },
      );
      printAudit(audit, PERFORMANCE_TARGET);
    }
    console.log(`Member-pages step took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return figures;
  } finally {
    await server.stop();
  }
}
