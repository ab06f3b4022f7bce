import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest's global setup: a folder for this run's seeded database template (tests/server/database-template.ts),
 * handed to the test processes through the environment and removed when the run ends. Nothing is built here, so a
 * run without server tests pays nothing.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-template-'));
  process.env.CLEARWAY_TEST_TEMPLATE_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
