import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The key that signs access tokens: CLEARWAY_SECRET when set, else one generated on first start and kept in the
 * database, so every API process behind a load balancer shares it.
 */
export async function loadSigningKey(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const existing = await db.selectFrom('serverSetting').select('value').where('key', '=', 'signingKey').executeTakeFirst();
  if (existing) return Buffer.from(existing.value, 'base64');
  const generated = randomBytes(48).toString('base64');
  await db.insertInto('serverSetting').values({ key: 'signingKey', value: generated }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const stored = await db.selectFrom('serverSetting').select('value').where('key', '=', 'signingKey').executeTakeFirstOrThrow();
  return Buffer.from(stored.value, 'base64');
}
