import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data folder with every migration applied (embedded runs). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database that each test copies as a template (TEST_DATABASE_URL runs). */
    postgresTemplateUrl: string;
  }
}

/**
 * Migrates one database once. Each test then starts from a copy of it: a PGlite data folder
 * restored from a dump, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  const templateUrl = process.env.TEST_DATABASE_URL;
  if (templateUrl) {
    const database = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteSnapshot', '');
    return;
  }

  const client = await PGlite.create();
  const database = await openDatabase({ kind: 'pglite', client });
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  await database.close();

  const file = path.resolve('.tmp', `pglite-snapshot-${process.pid}.tar.gz`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplateUrl', '');
}
