// Copies the embedded database in DATA_DIR into the empty PostgreSQL database of DATABASE_URL,
// then compares every table's rows and checksum and prints them. Stop the server first.
//
//   DATABASE_URL=postgres://hostel@127.0.0.1:5432/hostel npm run db:move-to-postgres
//
// Exits 1 when the target is not empty or a table differs after the copy.
import { loadConfig } from '../src/server/config';
import { runCommand } from '../src/server/ops/command';
import { moveToPostgres } from '../src/server/ops/move-to-postgres';

runCommand(async () => {
  const config = loadConfig();
  const result = await moveToPostgres(config, (line) => console.error(line));
  const width = Math.max(...result.tables.map((t) => t.table.length), 'table'.length);
  console.log(`${'table'.padEnd(width)}  embedded  postgres  checksum`);
  for (const t of result.tables) {
    console.log(
      `${t.table.padEnd(width)}  ${String(t.sourceRows).padStart(8)}  ${String(t.targetRows).padStart(8)}  ${t.checksumsMatch ? 'same' : 'DIFFERENT'}`,
    );
  }
  if (!result.verified) {
    throw new Error(`Some tables differ in ${result.target}: do not switch the site over.`);
  }
  console.log(
    `Moved into ${result.target}. Keep DATABASE_URL set for the server from now on, and keep ${config.dataDir}/pglite until you have checked the site.`,
  );
});
