// The compiled server's entry (`dist/server-app/main.js`, scripts/build-server.mjs): it turns on
// Node's compile cache before the server's modules load, then runs main.ts. Node 22.1 and later
// keep the code they compiled in DATA_DIR/compile-cache, so a warm start does not parse the
// server, fastify, zod and drizzle again (decision record 23); Node 20 has no such cache and
// starts as before.
import module from 'node:module';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from './data-dir';

const withCompileCache = module as typeof module & {
  enableCompileCache?: (directory: string) => unknown;
};
withCompileCache.enableCompileCache?.(
  path.resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR, 'compile-cache'),
);
await import('./main');
