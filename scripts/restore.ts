// Restores a file of `npm run backup` into the configured database, which must be empty:
//
//   npm run restore -- FILE             into DATABASE_URL (a .pgdump) or DATA_DIR (a .pglite.tar.gz)
//   npm run restore -- FILE --force     replaces what the database holds
//
// Stop the server first when it uses the embedded database.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { runCommand } from '../src/server/ops/command';
import { restoreBackup } from '../src/server/ops/restore';

runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    throw new Error('Usage: npm run restore -- FILE [--force]');
  }
  const result = await restoreBackup(loadConfig(), file, { force: values.force });
  console.log(`Restored ${file} into ${result.target}: ${result.tables} tables.`);
  if (result.replacedKeptIn) {
    console.log(
      `The database it replaced is kept in ${result.replacedKeptIn}; delete it once the site works.`,
    );
  }
});
