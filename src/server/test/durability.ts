import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { checkDatabase, type DatabaseFindings } from './durability-checks';
import { callApi } from './http-client';
import { startServerProcess, type ExitStatus, type ServerProcess } from './server-process';
import { startSmtpListener } from './smtp-listener';
import { MEMBER_PASSWORD, runWriteLoad, WRITE_KINDS, type LoadResult } from './write-load';

/**
 * The durability check: a server process takes a write load, is killed with SIGKILL in the
 * middle of it, and is started again on the same data. Then every write it had answered 2xx
 * must be there, seen through the API and in the database, and the data must be consistent.
 */

export interface DurabilityOptions {
  /** A PostgreSQL database to run on (empty or migrated); the embedded database when absent. */
  databaseUrl?: string;
  /**
   * For the embedded database: a gzipped PGlite data folder to start from (the migrated
   * snapshot of global-setup.ts), which spares the first start initdb's seconds.
   */
  embeddedSnapshot?: string;
  /** Answered writes before the kill. */
  killAfterWrites?: number;
  memberWorkers?: number;
  /** Progress lines, for the script. */
  log?: (line: string) => void;
}

export interface DurabilityReport {
  database: string;
  /** First start on a new data folder or database, until healthy. */
  startMs: number;
  answered: LoadResult['answered'];
  answeredTotal: number;
  refusedFull: number;
  inFlightAtKill: number;
  loadMs: number;
  exit: ExitStatus;
  restartMs: number;
  /** Answers the load did not expect (a 500, a lost connection before the kill). */
  unexpected: string[];
  /** Acknowledged writes the restarted server does not show through its API. */
  lostThroughApi: string[];
  lost: string[];
  inconsistencies: string[];
  figures: DatabaseFindings['figures'];
}

const ADMIN_USERNAME = 'admin';

/** Every registration in the admin's list, page by page. */
async function adminRegistrationIds(server: ServerProcess, token: string) {
  const ids = new Set<string>();
  const pageSize = 200;
  for (let page = 1; ; page++) {
    const answer = await callApi(
      server.url,
      'GET',
      `/admins/registrations?pageSize=${pageSize}&page=${page}`,
      { token },
    );
    if (answer.status !== 200) throw new Error(`The admin's list answered ${answer.status}`);
    const items = answer.body.items as Array<{ _id: string }>;
    for (const item of items) ids.add(item._id);
    if (items.length < pageSize) return ids;
  }
}

/** What the restarted server answers: every acknowledged member logs in and sees their records. */
async function checkThroughApi(server: ServerProcess, load: LoadResult, adminPassword: string) {
  const lost: string[] = [];
  const { ledger } = load;
  const admin = await callApi(server.url, 'POST', '/admins/login', {
    body: { username: ADMIN_USERNAME, password: adminPassword },
  });
  if (admin.status !== 200) lost.push(`the admin cannot log in: ${admin.status}`);

  for (const email of ledger.accounts.keys()) {
    const login = await callApi(server.url, 'POST', '/user/login', {
      body: { email, password: MEMBER_PASSWORD },
    });
    if (login.status !== 200) {
      lost.push(`member ${email} cannot log in: ${login.status} ${JSON.stringify(login.body)}`);
      continue;
    }
    const own = await callApi(server.url, 'GET', '/users/registrations', {
      token: String(login.body.token),
    });
    const shown = new Set((own.body.items as Array<{ _id: string }>).map((item) => item._id));
    for (const [id, registration] of ledger.registrations) {
      if (registration.email === email && !shown.has(id))
        lost.push(`registration ${id} is not in the list of ${email}`);
    }
  }

  if (admin.status === 200) {
    const listed = await adminRegistrationIds(server, String(admin.body.token));
    for (const id of ledger.registrations.keys()) {
      if (!listed.has(id)) lost.push(`registration ${id} is not in the admin's list`);
    }
  }
  return lost;
}

async function checkStoredData(
  source: { databaseUrl?: string; dataDir: string },
  load: LoadResult,
) {
  const lock = source.databaseUrl ? undefined : lockDataDir(source.dataDir);
  const database = await openDatabase(
    source.databaseUrl
      ? { kind: 'postgres', url: source.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: source.dataDir },
  );
  try {
    return await checkDatabase(database.db, load.ledger);
  } finally {
    await database.close();
    lock?.release();
  }
}

export async function runDurabilityCheck(
  options: DurabilityOptions = {},
): Promise<DurabilityReport> {
  const log = options.log ?? (() => undefined);
  const runId = randomBytes(3).toString('hex');
  const adminPassword = randomBytes(12).toString('base64url');
  const smtp = await startSmtpListener();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-durability-'));
  const servers: ServerProcess[] = [];
  const database = options.databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)';

  try {
    if (options.embeddedSnapshot && !options.databaseUrl) {
      const pgliteDir = path.join(dataDir, 'pglite');
      mkdirSync(pgliteDir);
      // The dump is a tar of the data folder; the system's tar unpacks it in a moment.
      execFileSync('tar', ['-xzf', options.embeddedSnapshot, '-C', pgliteDir], { stdio: 'ignore' });
    }
    log(`Starting the server on the ${database} database, data in ${dataDir}`);
    const startStarted = Date.now();
    const first = await startServerProcess({
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
        JWT_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_USERNAME,
        ADMIN_PASSWORD: adminPassword,
        SEED_DEMO: 'false',
        // The load is many sign-ups and logins from one address, far above the real limits.
        RATE_LIMIT_PER_ACCOUNT: '100000',
        RATE_LIMIT_PER_ADDRESS: '100000',
      },
    });
    servers.push(first);
    const startMs = Date.now() - startStarted;

    let exit: ExitStatus = { code: null, signal: null };
    log('Running the write load; SIGKILL comes in the middle of it');
    const load = await runWriteLoad({
      url: first.url,
      smtp,
      admin: { username: ADMIN_USERNAME, password: adminPassword },
      memberWorkers: options.memberWorkers ?? 4,
      killAfterWrites: options.killAfterWrites ?? 60,
      runId,
      kill: async () => (exit = await first.kill('SIGKILL')),
    });
    const answeredTotal = Object.values(load.answered).reduce((sum, n) => sum + n, 0);
    log(
      `Killed (${exit.signal ?? exit.code}) after ${answeredTotal} answered writes in ${load.loadMs} ms, ` +
        `${load.inFlightAtKill} requests in flight`,
    );

    const restartStarted = Date.now();
    const restarted = await first.restart();
    servers.push(restarted);
    const restartMs = Date.now() - restartStarted;
    log(`Restarted on the same data in ${restartMs} ms; checking through the API`);
    const lostThroughApi = await checkThroughApi(restarted, load, adminPassword);

    log('Stopping the server and checking the stored data');
    await restarted.stop();
    const findings = await checkStoredData({ databaseUrl: options.databaseUrl, dataDir }, load);

    return {
      database,
      startMs,
      answered: load.answered,
      answeredTotal,
      refusedFull: load.ledger.refusedFull,
      inFlightAtKill: load.inFlightAtKill,
      loadMs: load.loadMs,
      exit,
      restartMs,
      unexpected: load.unexpected,
      lostThroughApi,
      ...findings,
    };
  } catch (error) {
    const output = servers.map((server, i) => `--- server ${i + 1} ---\n${server.output()}`);
    throw new Error(`${(error as Error).message}\n${output.join('\n')}`, { cause: error });
  } finally {
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report as the script prints it. */
export function formatReport(report: DurabilityReport): string {
  const list = (items: string[]) =>
    items.length === 0
      ? 'none'
      : `${items.length}\n${items.map((item) => `    - ${item}`).join('\n')}`;
  const lines = [
    `Database: ${report.database}`,
    `First start, until healthy: ${report.startMs} ms`,
    `Writes answered 2xx before the kill: ${report.answeredTotal} in ${report.loadMs} ms`,
    ...WRITE_KINDS.map((kind) => `  ${kind.padEnd(24)}${report.answered[kind]}`),
    `Registrations refused as full: ${report.refusedFull}`,
    `Requests in flight at the kill: ${report.inFlightAtKill}`,
    `Server exit: ${report.exit.signal ?? `code ${report.exit.code}`}`,
    `Restart on the same data, until healthy: ${report.restartMs} ms`,
    `Unexpected answers during the load: ${list(report.unexpected)}`,
    `Acknowledged writes missing through the API: ${list(report.lostThroughApi)}`,
    `Acknowledged writes missing or changed in the database: ${list(report.lost)}`,
    `Consistency problems: ${list(report.inconsistencies)}`,
    `Stored: ${report.figures.accounts} accounts, ${report.figures.registrations} registrations, ` +
      `${report.figures.studentIds} student ids (unique; ${report.figures.studentIdGaps} numbers skipped)`,
    ...report.figures.events.map(
      (event) =>
        `  ${event.name}: ${event.registrations} registrations` +
        (event.maxParticipants > 0 ? ` for ${event.maxParticipants} places` : ' (no limit)'),
    ),
  ];
  return lines.join('\n');
}
