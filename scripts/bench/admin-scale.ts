// Admin data at scale: with 100,000 registrations (and 100,000 audit entries), the first page of
// the Users, Registrations and Activity views within a second, and each CSV export streamed in under 5 seconds
// without the server holding the whole file in memory.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseSource } from '../../src/server/db/client';
import { startServer } from '../../e2e/server';
import type { Figure } from './figure';
import { createScratchPostgres, type ScratchDatabase } from './postgres';
import { memory, resetPeak } from './server-process';

const ADMIN_PASSWORD = 'bench-admin-password-123';
const EVENTS = 300;
const PEOPLE = 60_000;
const REGISTRATIONS = 100_000;
const DONATIONS = 5_000;
/** A few busy years of the committee's activity log. */
const AUDIT_ENTRIES = 100_000;
const RUNS = 5;
const EXPORT_RUNS = 3;
/** What Chromium asks for: the server picks its own preference among these. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const PAGE_TARGET_MS = 1000;
const EXPORT_TARGET_MS = 5000;
/** A fragment of one surname: matches about one registration in 25, as a real search would. */
const SEARCH = 'kulk';

const FIRST_NAMES = (
  'Aarav Aditi Aditya Ananya Arjun Diya Gaurav Ishaan Kavya Krishna Meera Neha Nikhil ' +
  'Pooja Pranav Priya Rahul Riya Rohan Saanvi Sai Sakshi Shreya Siddharth Sneha Tanvi ' +
  'Varun Vihaan Yash Zoya'
).split(' ');
const LAST_NAMES = (
  'Agarwal Bhosale Chavan Deshmukh Deshpande Gaikwad Gupta Iyer Jadhav Joshi Kale ' +
  'Kulkarni Mehta More Nair Patil Pawar Reddy Sawant Shah Shinde Singh Thakur Verma ' +
  'Yadav'
).split(' ');
const KINDS = (
  'Cricket Tournament,Football League,Badminton Doubles,Table Tennis Open,' +
  'Chess Championship,Carrom Night,Quiz Evening,Debate,Blood Donation Camp,' +
  'Tree Plantation Drive,Coding Hackathon,Photography Walk,Rangoli Competition,' +
  'Cultural Night,Marathon,Alumni Meet'
).split(',');

const textArray = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(',')}]`;
/** A deterministic pseudo-random number in [0, 1) from an integer expression (Knuth's hash). */
const hash = (n: string) => `(((${n})::bigint * 2654435761) % 4294967296)::float8 / 4294967296`;
/** The full name of person number `p` (0-based), the same on each of their registrations. */
const personName = (p: string) =>
  `(${textArray(FIRST_NAMES)})[1 + (${p}) % ${FIRST_NAMES.length}] || ' ' || ` +
  `(${textArray(LAST_NAMES)})[1 + ((${p}) / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;
const personEmail = (p: string) =>
  `lower(replace(${personName(p)}, ' ', '.')) || (${p}) || ` +
  `(array['@gmail.com','@yahoo.co.in','@hostel.example.edu','@outlook.com'])[1 + (${p}) % 4]`;
const personContact = (p: string) =>
  `'+91 9' || lpad((((${p})::bigint * 7919 + 12345) % 1000000000)::text, 9, '0')`;
/** A UUID (shaped as version 4) from a hash of the event's number, so rows can name it. */
const eventId = (i: string) =>
  `overlay(overlay(md5('bench-event-' || (${i})) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * A few years of a busy hostel, made by the database itself: 300 events (some individual-only,
 * some team-only, most both; a third free), 60,000 people, 100,000 registrations (each person
 * once or twice, popular events far fuller than others, a third of them teams of 2 to 5) and
 * 5,000 donations, with the events' registration counts kept consistent.
 */
const LOAD_STATEMENTS = [
  `insert into events (id, name, description, date, deadline, location, organizer, contact_info,
     status, allowed_registration_types, amount_individual, amount_team, created_at)
   select ${eventId('i')},
     (${textArray(KINDS)})[1 + i % ${KINDS.length}] || ' ' || (2023 + i / 100) || ' #' || (i + 1),
     'Open to every resident. Register before the deadline; places go in order of registration.',
     now() - interval '700 days' + i * interval '3 days',
     now() - interval '705 days' + i * interval '3 days',
     (array['Hostel Ground','Mess Hall','Auditorium','Common Room, Block A'])[1 + i % 4],
     (array['Sports Committee','Cultural Committee','Social Service Cell','Technical Club'])[1 + i % 4],
     'Coordinator ' || (i + 1) || ', +91 98' || lpad((i * 7919)::text, 8, '0'),
     case when i * 3 < 700 then 'completed' else 'upcoming' end,
     case i % 5 when 0 then array['individual'] when 1 then array['individual']
       when 2 then array['team'] else array['individual','team'] end,
     case when i % 5 = 2 or i % 3 = 0 then 0 else 50 * (1 + i % 10) end,
     case when i % 5 in (0, 1) or i % 3 = 0 then 0 else 200 * (1 + i % 10) end,
     now() - interval '720 days' + i * interval '3 days'
   from generate_series(0, ${EVENTS - 1}) as i`,
  `insert into people (email, created_at)
   select ${personEmail('p')}, now() - interval '730 days' + p * interval '15 minutes'
   from generate_series(0, ${PEOPLE - 1}) as p`,
  // Person p = i mod 60,000 registers in round r = i / 60,000 (0 or 1), for an event picked by a
  // skewed hash of p, moved by 151 in the second round: never the same event twice.
  `insert into registrations (event_id, name, email, contact, hostel, hostel_address,
     date_of_birth, gender, nationality, registration_type, team_members, payment_status,
     amount, created_at, updated_at)
   select e.id, ${personName('x.p')}, ${personEmail('x.p')}, ${personContact('x.p')},
     'Block ' || chr(65 + x.p % 6), 'Room ' || (100 + x.p % 400) || ', Senior Students Hostel',
     date '1998-01-01' + x.p % 2500,
     (array['M','F','M','F','O'])[1 + x.p % 5],
     case when x.p % 20 = 0 then 'Nepalese' else 'Indian' end,
     t.type,
     case when t.type = 'team' then (
       select jsonb_agg(jsonb_build_object(
         'name', ${personName('(x.p + m * 7919) % ' + PEOPLE)},
         'email', ${personEmail('(x.p + m * 7919) % ' + PEOPLE)},
         'contact', ${personContact('(x.p + m * 7919) % ' + PEOPLE)}) order by m)
       from generate_series(1, 1 + x.p % 4) as m) else '[]'::jsonb end,
     case when t.amount = 0 or ${hash('x.i + 17')} < 0.7 then 'Success' else 'Pending' end,
     t.amount,
     now() - (${REGISTRATIONS} - x.i) * interval '10 minutes' - (x.i % 600) * interval '1 second',
     now() - (${REGISTRATIONS} - x.i) * interval '10 minutes'
   from (
     select i, i % ${PEOPLE} as p,
       (floor(${EVENTS} * power(${hash(`i % ${PEOPLE}`)}, 1.6))::int + (i / ${PEOPLE}) * 151) % ${EVENTS} as ev
     from generate_series(0, ${REGISTRATIONS - 1}) as i
   ) as x
   join events e on e.id = ${eventId('x.ev')}
   cross join lateral (
     select type, case when type = 'team' then e.amount_team else e.amount_individual end as amount
     from (select case
       when cardinality(e.allowed_registration_types) = 1 then e.allowed_registration_types[1]
       when (x.p + x.i / ${PEOPLE}) % 3 = 0 then 'team' else 'individual' end as type) as chosen
   ) as t`,
  `insert into donations (name, email, phone, amount, razorpay_payment_id, razorpay_order_id,
     created_at)
   select ${personName('(d * 12) % ' + PEOPLE)}, ${personEmail('(d * 12) % ' + PEOPLE)},
     ${personContact('(d * 12) % ' + PEOPLE)},
     (array[101, 251, 500, 1000, 2100, 5001, 10000])[1 + d % 7],
     'pay_' || substr(md5('pay' || d), 1, 14), 'order_' || substr(md5('order' || d), 1, 14),
     now() - interval '700 days' + d * interval '3 hours'
   from generate_series(0, ${DONATIONS - 1}) as d`,
  `insert into audit_log (at, admin_username, address, action, record_type, record_id, before, after)
   select now() - (${AUDIT_ENTRIES} - a) * interval '15 minutes',
     (array['warden','treasurer.meera','manager.ravi','editor.asha'])[1 + a % 4],
     '10.0.' || (a % 250) || '.' || (a % 97),
     (array['registration.update','event.update','payment.refund','about.update','export.users'])[1 + a % 5],
     (array['registration','event','payment','about','export'])[1 + a % 5],
     md5('record' || (a % 5000)),
     jsonb_build_object('contact', '+91 98220 ' || lpad((a % 100000)::text, 5, '0')),
     jsonb_build_object('contact', '+91 90000 ' || lpad((a % 100000)::text, 5, '0'))
   from generate_series(0, ${AUDIT_ENTRIES - 1}) as a`,
  // Capacity: a quarter of the events unlimited, the others a little above their count.
  `update events e set registration_count = c.n,
     max_participants = case when c.n % 4 = 0 then 0 else c.n + 10 end
   from (select event_id, count(*)::int as n from registrations group by event_id) as c
   where c.event_id = e.id`,
  'analyze',
];

interface Expected {
  individual: number;
  team: number;
  users: number;
  donations: number;
  /** The event with the most registrations, and how many. */
  fullest: string;
  fullestCount: number;
}

interface Target {
  /** 'PostgreSQL', or 'PGlite, PostgreSQL unreachable' to append to every figure's name. */
  label: string;
  source: DatabaseSource;
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

/** A fresh database on the machine's PostgreSQL, or a PGlite folder when it is unreachable. */
async function createTarget(): Promise<Target> {
  let scratch: ScratchDatabase;
  try {
    scratch = await createScratchPostgres('scale');
  } catch (error) {
    console.log(`Admin scale: PostgreSQL unreachable (${(error as Error).message}); using PGlite.`);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-bench-scale-'));
    return {
      label: 'PGlite, PostgreSQL unreachable',
      source: { kind: 'pglite', dataDir },
      env: { DATA_DIR: dataDir },
      cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  return {
    label: 'PostgreSQL',
    source: { kind: 'postgres', url: scratch.url, poolSize: 1 },
    env: { DATABASE_URL: scratch.url },
    cleanUp: scratch.drop,
  };
}

/** Migrates the database and fills it; answers what the exports must hold. */
async function load(source: DatabaseSource): Promise<Expected> {
  const database = await openDatabase(source);
  try {
    await database.migrate();
    for (const statement of LOAD_STATEMENTS) await database.db.execute(sql.raw(statement));
    const [counts] = await queryRows<Expected>(
      database.db,
      sql`select
        (select count(*)::int from registrations where registration_type = 'individual') as individual,
        (select count(*)::int from registrations where registration_type = 'team') as team,
        (select count(distinct email)::int from registrations) as users,
        (select count(*)::int from donations) as donations,
        (select id from events order by registration_count desc limit 1) as fullest,
        (select max(registration_count) from events) as "fullestCount"`,
    );
    const [total] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from registrations`,
    );
    if (!counts || total?.n !== REGISTRATIONS) {
      throw new Error(`Loaded ${total?.n} registrations instead of ${REGISTRATIONS}`);
    }
    return counts;
  } finally {
    await database.close();
  }
}

/**
 * The server's process (startServer does not expose it): the child of this process that runs
 * src/server/main.ts. Only this process's children are looked at, one server at a time.
 */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const seconds = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const count = (n: number) => n.toLocaleString('en-US');

interface PageCase {
  name: string;
  path: string;
  /** The X-Total-Count the answer must carry. */
  total?: number;
}

/** Median time of a page request (headers and whole body), after one warm-up request. */
async function timePage(base: string, token: string, page: PageCase) {
  const times: number[] = [];
  let total = 0;
  let rows = 0;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${base}${page.path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS },
    });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}: ${body}`);
    total = Number(response.headers.get('x-total-count'));
    rows = (JSON.parse(body) as unknown[]).length;
    if (run > 0) times.push(elapsed);
  }
  if (rows === 0 || (page.total !== undefined && total !== page.total)) {
    throw new Error(`${page.path}: ${rows} rows of ${total}, expected ${page.total}`);
  }
  return { ms: median(times), total, rows };
}

interface ExportCase {
  name: string;
  path: string;
  /** The data rows the file must have (the header not counted). */
  rows: number;
}

/**
 * Downloads an export as a browser would (compressed, decoded on arrival), counting bytes and
 * lines without keeping them, while sampling the server's resident memory every 50 ms.
 */
async function download(base: string, token: string, pid: number, file: ExportCase) {
  const baseline = memory(pid, 'VmRSS');
  const peakReset = resetPeak(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(pid, 'VmRSS'));
  }, 50);
  try {
    const started = performance.now();
    const response = await fetch(`${base}${file.path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS },
    });
    if (!response.ok || !response.body) {
      throw new Error(`${file.path} answered ${response.status}: ${await response.text()}`);
    }
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    // Lines are rows: no cell of the loaded data holds a line break.
    for await (const chunk of response.body) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
    const ms = performance.now() - started;
    peak = Math.max(peak, memory(pid, 'VmRSS'), peakReset ? memory(pid, 'VmHWM') : 0);
    const encoding = response.headers.get('content-encoding') ?? 'identity';
    return { ms, firstByte, bytes, rows: lines - 1, baseline, peak, encoding };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * One export, downloaded once to warm up (JIT, the database cache, and the young generation of
 * the server's heap, which a first big response grows whatever it holds), then EXPORT_RUNS times:
 * median time and first byte, the highest peak, and the median growth over each run's baseline.
 */
async function timeExport(base: string, token: string, pid: number, file: ExportCase) {
  await download(base, token, pid, file);
  const runs = [];
  for (let run = 0; run < EXPORT_RUNS; run++) runs.push(await download(base, token, pid, file));
  const last = runs[runs.length - 1] as Awaited<ReturnType<typeof download>>;
  if (runs.some((run) => run.bytes !== last.bytes || run.rows !== last.rows)) {
    throw new Error(`${file.path}: the file changed between downloads`);
  }
  return {
    ms: median(runs.map((run) => run.ms)),
    firstByte: median(runs.map((run) => run.firstByte)),
    bytes: last.bytes,
    rows: last.rows,
    encoding: last.encoding,
    baseline: median(runs.map((run) => run.baseline)),
    peak: Math.max(...runs.map((run) => run.peak)),
    growth: median(runs.map((run) => Math.max(0, run.peak - run.baseline))),
  };
}

/**
 * Loads 100,000 registrations into a fresh database, starts the built server on it and measures
 * the admin views' first pages and each CSV export (time, rows, and the server's peak memory).
 */
export async function adminScale(): Promise<Figure[]> {
  const target = await createTarget();
  try {
    let started = performance.now();
    const expected = await load(target.source);
    const loadMs = performance.now() - started;
    console.log(
      `Admin scale (${target.label}): loaded ${count(REGISTRATIONS)} registrations ` +
        `(${count(expected.individual)} individual, ${count(expected.team)} team) of ` +
        `${count(expected.users)} people, ${EVENTS} events, ${count(expected.donations)} donations ` +
        `in ${seconds(loadMs)}`,
    );

    started = performance.now();
    const server = await startServer({
      ...target.env,
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
    });
    const startMs = performance.now() - started;
    try {
      const login = await fetch(`${server.url}/api/admins/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token?: string };
      if (!token) throw new Error(`Admin login answered ${login.status}\n${server.output()}`);
      const { pid } = server;

      const figures: Figure[] = [
        {
          name: `scale data load: ${count(REGISTRATIONS)} registrations`,
          value: seconds(loadMs),
          target: '(none)',
          met: true,
        },
        {
          name: 'server start on the loaded database',
          value: seconds(startMs),
          target: '(none)',
          met: true,
        },
      ];

      const pages: PageCase[] = [
        {
          name: 'Users: first page (sorted by name)',
          path: '/api/admins/users?page=1&pageSize=25',
          total: expected.users,
        },
        {
          name: 'Users: first page sorted by name, descending',
          path: '/api/admins/users?page=1&pageSize=25&sort=-name',
          total: expected.users,
        },
        {
          name: `Users: search "${SEARCH}"`,
          path: `/api/admins/users?page=1&pageSize=25&q=${SEARCH}`,
        },
        {
          name: `Activity: first page of ${count(AUDIT_ENTRIES)} entries`,
          path: '/api/admins/audit?page=1&pageSize=25',
        },
        {
          name: 'Activity: first page of one action',
          path: '/api/admins/audit?page=1&pageSize=25&action=payment.refund',
        },
        {
          name: 'Activity: one record',
          // Entry 1 and every 5,000th after it name this event (see the audit_log load).
          path: `/api/admins/audit?page=1&pageSize=25&record=event:${createHash('md5').update('record1').digest('hex')}`,
        },
        {
          name: 'Registrations: first page, individual',
          path: '/api/admins/registrations?page=1&pageSize=25&type=individual',
          total: expected.individual,
        },
        {
          name: 'Registrations: first page, team',
          path: '/api/admins/registrations?page=1&pageSize=25&type=team',
          total: expected.team,
        },
        {
          name: 'Registrations: first page, all types',
          path: '/api/admins/registrations?page=1&pageSize=25',
          total: REGISTRATIONS,
        },
        {
          name: `Registrations: search "${SEARCH}"`,
          path: `/api/admins/registrations?page=1&pageSize=25&type=individual&q=${SEARCH}`,
        },
        {
          name: 'Registrations: sorted by name',
          path: '/api/admins/registrations?page=1&pageSize=25&type=individual&sort=name',
          total: expected.individual,
        },
        {
          name: 'Registrations: the fullest event',
          path: `/api/admins/registrations?page=1&pageSize=25&event=${expected.fullest}`,
          total: expected.fullestCount,
        },
      ];
      for (const page of pages) {
        const result = await timePage(server.url, token, page);
        console.log(
          `  ${page.name}: ${seconds(result.ms)} (${result.rows} of ${count(result.total)})`,
        );
        figures.push({
          name: `${page.name} (${count(result.total)} rows)`,
          value: seconds(result.ms),
          target: `< ${PAGE_TARGET_MS / 1000} s`,
          met: result.ms < PAGE_TARGET_MS,
        });
      }

      const idle = memory(pid, 'VmRSS');
      figures.push({
        name: 'server RSS, idle after the page requests',
        value: megabytes(idle),
        target: '(none)',
        met: true,
      });

      const exports: ExportCase[] = [
        {
          name: 'registrations.csv?type=individual',
          path: '/api/admins/exports/registrations.csv?type=individual',
          rows: expected.individual,
        },
        {
          name: 'registrations.csv?type=team',
          path: '/api/admins/exports/registrations.csv?type=team',
          rows: expected.team,
        },
        { name: 'users.csv', path: '/api/admins/exports/users.csv', rows: expected.users },
        {
          name: 'donations.csv',
          path: '/api/admins/exports/donations.csv',
          rows: expected.donations,
        },
      ];
      for (const file of exports) {
        const result = await timeExport(server.url, token, pid, file);
        console.log(
          `  ${file.name}: ${seconds(result.ms)} (first byte ${seconds(result.firstByte)}, ` +
            `${result.encoding}), ${megabytes(result.bytes)} decoded, ${count(result.rows)} rows; ` +
            `server RSS ${megabytes(result.baseline)} before, peak ${megabytes(result.peak)}`,
        );
        figures.push(
          {
            name: `export ${file.name} (${result.encoding}): time`,
            value: seconds(result.ms),
            target: `< ${EXPORT_TARGET_MS / 1000} s`,
            met: result.ms < EXPORT_TARGET_MS,
          },
          {
            name: `export ${file.name}: first byte`,
            value: seconds(result.firstByte),
            target: 'before half the time (streamed)',
            met: result.firstByte < result.ms / 2,
          },
          {
            name: `export ${file.name}: rows`,
            value: count(result.rows),
            target: `= ${count(file.rows)} in the database`,
            met: result.rows === file.rows,
          },
          {
            name: `export ${file.name}: peak server RSS`,
            value: megabytes(result.peak),
            target: '(none)',
            met: true,
          },
          {
            name: `export ${file.name}: RSS growth over ${megabytes(result.baseline)}`,
            value: megabytes(result.growth),
            target: `< file size, ${megabytes(result.bytes)}`,
            met: result.growth < result.bytes,
          },
        );
      }
      return target.label === 'PostgreSQL'
        ? figures
        : figures.map((figure) => ({ ...figure, name: `${figure.name} [${target.label}]` }));
    } finally {
      await server.stop();
    }
  } finally {
    await target.cleanUp();
  }
}
