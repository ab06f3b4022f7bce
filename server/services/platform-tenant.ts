import type { RequestDb } from '../entity/row-store';

/** The tenant whose administrators manage the installation when no setting says otherwise: the first demo tenant. */
export const DEFAULT_PLATFORM_TENANT = 'demo';

/**
 * The code of the installation's platform tenant: the server setting `platform_tenant` (migration 0026; change it with
 * `UPDATE server_setting SET value = '<code>' WHERE key = 'platform_tenant'`, docs/operations.md). Its users, with the
 * usual grants, manage what belongs to no tenant: app clients, tenants and the system dictionaries.
 */
export async function platformTenantCode(db: RequestDb): Promise<string> {
  const row = await db.selectFrom('serverSetting').select('value').where('key', '=', 'platform_tenant').executeTakeFirst();
  return row?.value ?? DEFAULT_PLATFORM_TENANT;
}
