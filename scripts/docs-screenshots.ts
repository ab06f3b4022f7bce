import { spawnSync } from 'node:child_process';

/**
 * `npm run docs:screenshots`: refreshes the README's pictures in docs/screenshots/ by running the end-to-end tests that
 * take them, pointed there (a plain `npm test` writes them to test-results/ and leaves the clone clean).
 */
const specs = ['tests/e2e/login.spec.ts', 'tests/e2e/editable-grid.spec.ts', 'tests/e2e/dashboards.spec.ts'];
const pictures = 'as a person first sees it|signs the administrator in|300 goods lines pasted|the chart reports draw their charts';
const run = spawnSync('npx', ['playwright', 'test', ...specs, '--grep', pictures], {
  stdio: 'inherit',
  env: { ...process.env, CLEARWAY_SCREENSHOT_DIR: 'docs/screenshots' },
});
process.exit(run.status ?? 1);
