import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code (`x.test.ts`); server tests over HTTP live in `tests/server`.
 * Playwright specs (`tests/e2e`) are not vitest's: they run under `npm run test:e2e`.
 */
export default defineConfig({
  test: {
    globals: true,
    include: ['engine/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one fork on the 2-core CI machine, the other core mostly idle
    // (the server tests wait on their in-process database). Two forks there: the unit phase went from ~17 to ~12 min.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['tests/unit-setup/testing-library.ts'],
    globalSetup: ['tests/unit-setup/database-template-dir.ts'],
  },
});
