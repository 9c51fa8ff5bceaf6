import { configDefaults, defineConfig } from 'vitest/config';
import { sourceAlias } from './vite.config';

export default defineConfig({
  resolve: { alias: [sourceAlias] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The production set-up's tests (nginx, backups) run once, by `npm run test:ops`.
    exclude: [...configDefaults.exclude, 'src/**/*.ops.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
