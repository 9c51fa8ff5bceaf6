// `npm run build`, after the client: compiles the server's TypeScript into JavaScript in
// dist/server-app (decision record 23), so production runs plain Node without a TypeScript
// loader. One ES module per entry (the server, the receipt thread) and shared chunks beside
// them, so what the server loads on first use (`await import(...)`) stays out of its start.
// Packages stay in node_modules. Types are checked by `npm run typecheck`, not here.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist/server-app';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'receipt-thread': 'src/server/modules/receipts/receipt-thread.ts',
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
