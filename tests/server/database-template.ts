import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed/seed-demo';

const TEMPLATE = 'seeded.tar';
const WAIT_MS = 180_000;

/**
 * The migrated and seeded PGlite database every server test file starts from, built once per vitest run (by
 * whichever file needs it first; the others wait for it) in the run's folder that the global setup
 * (`tests/unit-setup/database-template-dir.ts`) names. Loading it takes about 1 s against 7 s for a fresh
 * database, its migrations and its seed. Undefined when there is no run folder (a file run outside vitest's setup):
 * then each file builds its own database as before.
 */
export async function seededTemplate(): Promise<Blob | undefined> {
  const dir = process.env.CLEARWAY_TEST_TEMPLATE_DIR;
  if (!dir) return undefined;
  const file = path.join(dir, TEMPLATE);
  const lock = path.join(dir, 'building');
  const deadline = Date.now() + WAIT_MS;
  while (!fs.existsSync(file)) {
    if (tryLock(lock)) {
      await build(file);
      break;
    }
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return new Blob([fs.readFileSync(file)]);
}

function tryLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

async function build(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    const tarball = Buffer.from(await (await database.dump!()).arrayBuffer());
    // Written aside and renamed, so a waiting file never reads half of it.
    fs.writeFileSync(`${file}.partial`, tarball);
    fs.renameSync(`${file}.partial`, file);
  } finally {
    await database.close();
  }
}
