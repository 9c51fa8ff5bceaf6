// `npm run build`, after the client: compiles the server's TypeScript into JavaScript in
// dist/server-app (decision record 23), so production runs plain Node without a TypeScript
// loader. One ES module per entry (the server, the receipt thread) and shared chunks beside
// them, so what the server loads on first use (`await import(...)`) stays out of its start.
// Packages stay in node_modules. Types are checked by `npm run typecheck`, not here.
// Then it packs an empty embedded database (dist/pglite-cluster), which a first start unpacks
// instead of running initdb in the server's process.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const outdir = 'dist/server-app';
const clusterDir = 'dist/pglite-cluster';
rmSync(outdir, { recursive: true, force: true });
rmSync(clusterDir, { recursive: true, force: true });
await build({
  entryPoints: {
    // main.ts behind the entry that turns on Node's compile cache first.
    main: 'src/server/start.ts',
    'receipt-thread': 'src/server/modules/receipts/receipt-thread.ts',
    // Only for the step below: the server itself does not load it.
    'pglite-cluster': 'src/server/db/pglite-cluster.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  // Beside the entries: code that finds a file from its own place (the receipt thread) finds it.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
});
console.log(`Built the server into ${outdir}.`);

mkdirSync(clusterDir, { recursive: true });
const { makeEmptyCluster } = await import(
  pathToFileURL(path.resolve(outdir, 'pglite-cluster.js')).href
);
await makeEmptyCluster();
console.log(`Packed an empty embedded database into ${clusterDir}.`);
