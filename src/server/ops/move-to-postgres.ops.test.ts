import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { callApi } from '../test/http-client';
import { OPERATOR_ENV, runNpmScript } from '../test/operator-commands';
import {
  createScratchDatabase,
  scratchLabel,
  testPostgresServer,
  type ScratchDatabase,
} from '../test/scratch-postgres';
import { startServerProcess } from '../test/server-process';
import { applicationTables, tableFingerprints } from './table-fingerprints';

const root = mkdtempSync(path.join(tmpdir(), 'hostel-move-'));
const dataDir = path.join(root, 'data');
let target: ScratchDatabase;

beforeAll(async () => {
  target = await createScratchDatabase(testPostgresServer(), scratchLabel('move'));
});
afterAll(async () => {
  await target?.drop();
  rmSync(root, { recursive: true, force: true });
});

async function withDatabase<T>(
  open: () => Promise<DatabaseHandle>,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
const embedded = () => openDatabase({ kind: 'pglite', dataDir });
const postgres = () => openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });

const countRows = (database: DatabaseHandle, table: 'events' | 'audit_log') =>
  queryRows<{ n: number; top: number }>(
    database.db,
    sql`select count(*)::int as n, coalesce(max(${sql.raw(table === 'audit_log' ? 'id' : '0')}), 0)::int as top from ${sql.identifier(table)}`,
  ).then(([row]) => row ?? { n: 0, top: 0 });

/** A server start and several commands; generous for a machine busy with other tests. */
const HEAVY_TEST_MS = 300_000;

describe('npm run db:move-to-postgres', () => {
  it(
    'copies every table with its images into an empty PostgreSQL, where the site goes on',
    async () => {
      // A site that ran on the embedded database: demo content (events, pictures, a member's
      // registrations) and an admin's edit in the audit log.
      const first = await startServerProcess({
        env: { ...OPERATOR_ENV, DATA_DIR: dataDir, SEED_DEMO: 'true' },
      });
      try {
        const login = await callApi(first.url, 'POST', '/admins/login', {
          body: { username: OPERATOR_ENV.ADMIN_USERNAME, password: OPERATOR_ENV.ADMIN_PASSWORD },
        });
        const created = await callApi(first.url, 'POST', '/events', {
          token: String(login.body.token),
          body: {
            name: 'Before the move',
            date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
            location: 'Common room',
            maxParticipants: 5,
            organizer: 'Cultural committee',
            contactInfo: 'culture@hostel.example',
            allowedRegistrationTypes: ['individual'],
          },
        });
        expect(created.status).toBe(201);
      } finally {
        await first.stop();
      }

      const moved = await runNpmScript('db:move-to-postgres', [], {
        DATA_DIR: dataDir,
        DATABASE_URL: target.url,
      });
      expect(moved.code, moved.stderr).toBe(0);

      // The printed summary, checked against both databases read afresh.
      const printed = new Map(
        [...moved.stdout.matchAll(/^(\w+)\s+(\d+)\s+(\d+)\s+(same|DIFFERENT)$/gm)].map((m) => [
          m[1],
          { source: Number(m[2]), target: Number(m[3]), checksum: m[4] },
        ]),
      );
      const tables = await withDatabase(embedded, (db) => applicationTables(db.db));
      const source = await withDatabase(embedded, (db) => tableFingerprints(db.db, tables));
      const copy = await withDatabase(postgres, (db) => tableFingerprints(db.db, tables));
      expect([...printed.keys()].sort()).toEqual([...tables].sort());
      for (const table of tables) {
        expect(copy.get(table), table).toEqual(source.get(table));
        expect(printed.get(table)).toEqual({
          source: source.get(table)?.rows,
          target: source.get(table)?.rows,
          checksum: 'same',
        });
      }
      for (const table of ['images', 'events', 'registrations', 'audit_log', 'about_sections']) {
        expect(source.get(table)?.rows, table).toBeGreaterThan(0);
      }

      // A second move into the now full database is refused and changes nothing.
      const again = await runNpmScript('db:move-to-postgres', [], {
        DATA_DIR: dataDir,
        DATABASE_URL: target.url,
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/is not empty .*Nothing was changed/);
      expect(await withDatabase(postgres, (db) => tableFingerprints(db.db, tables))).toEqual(copy);

      // The site on PostgreSQL: the same pictures, and new rows after the moved ones.
      const [image] = await withDatabase(embedded, (db) =>
        queryRows<{ id: string; data: string }>(
          db.db,
          sql`select id::text, encode(data, 'hex') as data from images limit 1`,
        ),
      );
      const auditBefore = await withDatabase(postgres, (db) => countRows(db, 'audit_log'));
      const eventsBefore = await withDatabase(postgres, (db) => countRows(db, 'events'));
      const server = await startServerProcess({
        env: {
          ...OPERATOR_ENV,
          DATA_DIR: path.join(root, 'after'),
          DATABASE_URL: target.url,
          SEED_DEMO: 'false',
        },
      });
      try {
        const picture = await fetch(`${server.url}/api/images/${image?.id}`);
        expect(picture.status).toBe(200);
        expect(Buffer.from(await picture.arrayBuffer()).toString('hex')).toBe(image?.data);

        const login = await callApi(server.url, 'POST', '/admins/login', {
          body: { username: OPERATOR_ENV.ADMIN_USERNAME, password: OPERATOR_ENV.ADMIN_PASSWORD },
        });
        expect(login.status).toBe(200);
        const created = await callApi(server.url, 'POST', '/events', {
          token: String(login.body.token),
          body: {
            name: 'After the move',
            date: new Date(Date.now() + 21 * 86_400_000).toISOString(),
            location: 'Common room',
            maxParticipants: 5,
            organizer: 'Cultural committee',
            contactInfo: 'culture@hostel.example',
            allowedRegistrationTypes: ['individual'],
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      } finally {
        await server.stop();
      }
      const auditAfter = await withDatabase(postgres, (db) => countRows(db, 'audit_log'));
      expect(auditAfter.n).toBeGreaterThan(auditBefore.n);
      expect(auditAfter.top).toBeGreaterThan(auditBefore.top);
      expect((await withDatabase(postgres, (db) => countRows(db, 'events'))).n).toBe(
        eventsBefore.n + 1,
      );
    },
    HEAVY_TEST_MS,
  );
});
