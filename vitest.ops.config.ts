import { defineConfig } from 'vitest/config';
import { sourceAlias } from './vite.config';

/**
 * `npm run test:ops`: the production set-up with real parts (nginx, PostgreSQL, Redis, server
 * processes, backups). One file at a time: each starts servers of its own.
 */
export default defineConfig({
  resolve: { alias: [sourceAlias] },
  test: {
    include: ['src/**/*.ops.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
