import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startServer } from '../../e2e/server';
import { auditPages, type AuditedPage } from './page-load';

// Throwaway profiler (not committed): Lighthouse on chosen pages, bootup and main-thread work.
async function main() {
  const server = await startServer();
  try {
    await fetch(`${server.url}/api/user/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'asha.demo@hostel.example' }),
    });
    const mail = await server.smtp.waitForMail('asha.demo@hostel.example', (m) =>
      /reset-password\//.test(m.text),
    );
    const resetPath = /\/reset-password\/[\w.-]+/.exec(mail.text)?.[0] ?? '';
    const wanted = (process.env.PAGES ?? '/donations,RESET,/forgot-password').split(',');
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
      demoAccount: { email: string; password: string };
    };
    const signIn = async (page: import('@playwright/test').Page) => {
      const res = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(config.demoAccount),
      });
      const { token } = (await res.json()) as { token: string };
      const store = ([value, at]: readonly [string, string]) => {
        localStorage.setItem('token', value);
        localStorage.setItem('loginTime', at);
      };
      const session = [token, String(Date.now())] as const;
      await page.addInitScript(store, session);
      if (page.url().startsWith(server.url)) await page.evaluate(store, session);
    };
    const pages: AuditedPage[] = wanted.map((p) =>
      p.startsWith('SIGNED:')
        ? { label: p, path: p.slice(7), prepare: signIn }
        : { label: p, path: p === 'RESET' ? resetPath : p },
    );
    const rounds = Number(process.env.ROUNDS ?? 3);
    const audits = await auditPages(server.url, pages, rounds);
    for (const a of audits) {
      const r = a.typical;
      console.log(`\n== ${a.page.label}: perf ${a.performances.join(',')} TBT ${a.blockingMs.toFixed(0)} LCP ${a.largestPaintMs.toFixed(0)} idx ${a.benchmarkIndex.toFixed(0)} load ${loadavg()[0]?.toFixed(1)}`);
      for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'interactive']) {
        console.log(`  ${id}: ${r.audits[id]?.displayValue}`);
      }
      const table = (id: string) => {
        const d = r.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined;
        return d?.items ?? [];
      };
      console.log('  bootup:');
      for (const it of table('bootup-time')) console.log(`    ${String(it.url)} total ${Number(it.total).toFixed(0)} script ${Number(it.scripting).toFixed(0)} parse ${Number(it.scriptParseCompile).toFixed(0)}`);
      console.log('  mainthread:');
      for (const it of table('mainthread-work-breakdown')) console.log(`    ${String(it.groupLabel ?? it.group)} ${Number(it.duration).toFixed(0)}`);
      console.log('  long tasks:');
      for (const it of table('long-tasks')) console.log(`    ${String(it.url)} start ${Number(it.startTime).toFixed(0)} dur ${Number(it.duration).toFixed(0)}`);
      writeFileSync(`/tmp/my-regs/lhr-${a.page.label.replace(/\W+/g, '_')}-${process.env.TAG ?? 'x'}.json`, JSON.stringify(r));
    }
  } finally {
    await server.stop();
  }
}
void main();
