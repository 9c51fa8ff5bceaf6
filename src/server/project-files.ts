import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest one up with a package.json. The server runs from its
 * source (tsx, tests) or from its build in dist/server-app, so files it reads at run time
 * (migrations, the simulator's script, demo pictures, the built client) are found from here
 * rather than from the running module's own place.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No package.json above the server');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();

/** A file or folder of the server's source, such as `db/migrations`. */
export const serverSourcePath = (relative: string): string =>
  path.join(PROJECT_ROOT, 'src', 'server', relative);
