// Kills a server process with SIGKILL in the middle of a write load, restarts it on the same
// data and prints what survived:
//
//   npx tsx scripts/durability.ts                  embedded database (PGlite in DATA_DIR)
//   npx tsx scripts/durability.ts --postgres       a fresh database on TEST_POSTGRES_URL's server
//                                                  (default postgres://postgres@127.0.0.1:5432)
//   npx tsx scripts/durability.ts --writes 200     more answered writes before the kill
//
// Exits 1 when an answered write is missing or the data is inconsistent.
import { parseArgs } from 'node:util';
import { formatReport, runDurabilityCheck } from '../src/server/test/durability';
import { createScratchDatabase, DEFAULT_POSTGRES_URL } from '../src/server/test/scratch-postgres';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    writes: { type: 'string', default: '120' },
    members: { type: 'string', default: '4' },
  },
});

const scratch = values.postgres
  ? await createScratchDatabase(
      process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
      'hostel_durability',
    )
  : undefined;
try {
  const report = await runDurabilityCheck({
    databaseUrl: scratch?.url,
    killAfterWrites: Number(values.writes),
    memberWorkers: Number(values.members),
    log: (line) => console.log(`- ${line}`),
  });
  console.log(`\n${formatReport(report)}`);
  const failed =
    report.unexpected.length +
    report.lostThroughApi.length +
    report.lost.length +
    report.inconsistencies.length;
  console.log(
    failed === 0 ? '\nEvery answered write survived; the data is consistent.' : '\nFAILED',
  );
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  await scratch?.drop();
}
