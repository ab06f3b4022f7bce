import { AppError } from '../errors/app-error';
import type { RequestDb } from './row-store';

/** A setting's key: up to 100 letters, digits and `_ . : -` (the router's limit of a path parameter), e.g. `list-columns:admin.sysparam`. */
export const USER_SETTING_KEY = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' } as const;

/** Largest value a setting keeps, as JSON text. */
export const USER_SETTING_MAX_BYTES = 64 * 1024;

/** The caller's value of a setting, or null when it has none. */
export async function readUserSetting(db: RequestDb, userId: number, key: string): Promise<unknown> {
  const row = await db.selectFrom('userSetting').select('value').where('userId', '=', userId).where('key', '=', key).executeTakeFirst();
  return row ? row.value : null;
}

/**
 * Stores the caller's value of a setting (any JSON up to 64 KB); null removes it.
 * @returns the value now stored.
 */
export async function writeUserSetting(db: RequestDb, userId: number, key: string, value: unknown, at: Date): Promise<unknown> {
  if (value === null || value === undefined) {
    await db.deleteFrom('userSetting').where('userId', '=', userId).where('key', '=', key).execute();
    return null;
  }
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json) > USER_SETTING_MAX_BYTES) {
    throw new AppError('VALIDATION', { detail: `value is larger than ${USER_SETTING_MAX_BYTES / 1024} KB` }, { value: 'too large' });
  }
  await db.insertInto('userSetting').values({ userId, key, value: json, updatedAt: at })
    .onConflict((oc) => oc.columns(['userId', 'key']).doUpdateSet({ value: json, updatedAt: at }))
    .execute();
  return value;
}
