import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8181);
const dataDir = process.env.E2E_DATA_DIR || `/tmp/clearway-e2e-${process.pid}`;
// The running app's own schema folder (CLEARWAY_SCHEMA_DIR), where tests/e2e/schema-at-run-time.spec.ts drops a file.
// Set in the environment here so the test workers, which load this file again in processes of their own, share it.
process.env.E2E_SCHEMA_DIR ||= `/tmp/clearway-e2e-schemas-${process.pid}`;
const schemaDir = process.env.E2E_SCHEMA_DIR;

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the built app served by the real server
 * on a fresh data folder.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} ${schemaDir} && npx tsx server/main.ts`,
    url: `http://localhost:${port}/api/clearway/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The warehouse system is stood in for by a page of our own server, so the link can be followed.
    env: {
      PORT: String(port),
      CLEARWAY_DATA_DIR: dataDir,
      CLEARWAY_SCHEMA_DIR: schemaDir,
      LOG_LEVEL: 'warn',
      // The tests read SMS codes, reset links and captcha answers through the development peeks.
      CLEARWAY_DEV_TOOLS: '1',
      CLEARWAY_WMS_URL: `http://localhost:${port}/api/clearway/health`,
      // Customs' receipts a few hundred milliseconds apart (2 s by default), nothing inspected: journeys stay short.
      CLEARWAY_CUSTOMS_SIM_STEP_MS: '300',
      CLEARWAY_CUSTOMS_SIM_INSPECTION_SHARE: '0',
      CLEARWAY_CUSTOMS_SIM_CANCEL_REFUSE_SHARE: '0',
      CLEARWAY_CUSTOMS_OUTBOX_INTERVAL_MS: '200',
      // Another build folder than ./dist, so that several builds can be tested side by side.
      ...(process.env.CLEARWAY_STATIC_DIR ? { CLEARWAY_STATIC_DIR: process.env.CLEARWAY_STATIC_DIR } : {}),
    },
  },
});
