import { spawnSync } from 'node:child_process';

/**
 * `npm run docs:screenshots`: refreshes the README's pictures in docs/screenshots/ by running the end-to-end tests that
 * take them, pointed there (a plain `npm test` writes them to test-results/ and leaves the clone clean).
 */
const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/login.spec.ts', '--grep', 'as a person first sees it|signs the administrator in'], {
  stdio: 'inherit',
  env: { ...process.env, CLEARWAY_SCREENSHOT_DIR: 'docs/screenshots' },
});
process.exit(run.status ?? 1);
