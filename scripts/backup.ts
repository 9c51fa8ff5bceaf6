// Writes one backup of the site's database into BACKUP_DIR (default DATA_DIR/backups) while the
// server keeps running, prints its path, and keeps the newest BACKUP_KEEP (default 14):
//
//   npm run backup                      with the site's settings in the environment
//   FILE=$(npm run --silent backup)     the path alone on stdout; messages go to stderr
import { loadConfig } from '../src/server/config';
import { createBackup } from '../src/server/ops/backup';
import { runCommand } from '../src/server/ops/command';

runCommand(async () => {
  const { file, removed } = await createBackup(loadConfig());
  for (const old of removed) console.error(`Removed the older backup ${old}`);
  console.log(file);
});
