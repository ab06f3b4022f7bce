import { routeCatalogue, routeFiles } from '../../schemas/routes';
import { validateRouteFile } from '../../engine/schema/route-file-validation';
import type { Db } from '../db/database';
import { hashPassword } from '../services/password-hash';
import { BROWSER_CLIENT_CODE } from '../services/app-clients';
import { DEMO_DICTIONARIES, DEMO_DICTIONARY_NAMES_EN, DEMO_ORGS, DEMO_ROLES, DEMO_SITES, DEMO_TENANTS, DEMO_USERS } from './demo-fixtures';
import { seedReminderRows } from './seed-reminders';
import { seedCustomerOnboarding } from './seed-customer-onboarding';
import { seedMqMessages } from './seed-mq-messages';
import { seedNotifications } from './seed-notifications';
import { seedSchemaOverrides } from './seed-schema-overrides';
import { seedScanRecords } from './seed-scans';
import { seedCarrierEvents } from './seed-carrier-events';
import { seedLoadUnits } from './seed-loads';
import { seedCustomsStock } from './seed-customs-stock';
import { seedCustomsBbcOrders } from './seed-customs-bbc';
import { seedCustomsCargo } from './seed-customs-cargo';
import { seedCustomsBills } from './seed-customs-bills';
import { seedCustomsSubOrders } from './seed-customs-sub-orders';
import { seedPutInBins } from './seed-bins';
import { grantRole, grantRoleDataFields, seedMenus } from './seed-menus';
import { defaultEntityRegistry, type EntityRegistry } from '../entity/entity-registry';
import { loadDemoFiles } from '../../schemas/load-entity-files';
import { readDemoFiles } from './demo-rows';
import { seedDemoRows } from './seed-demo-rows';
import { seedRegions } from './seed-regions';
import { seedStaffAndPosts } from './seed-user-posts';

export { DEMO_LOGINS } from './demo-fixtures';

/** The app client the browser uses (spec 01 §7: client_id browser, Basic client auth). */
export const BROWSER_CLIENT = { clientCode: BROWSER_CLIENT_CODE, secret: 'browser', tokenSeconds: 12 * 3600, refreshSeconds: 7 * 24 * 3600 };

/**
 * Seeds the demo tenants, users, menus, roles and base data. Idempotent: rows are keyed by their natural keys,
 * the menus are refreshed from the route catalogue on every start, nothing a user changed is overwritten.
 * Returns whether this run created the demo tenant (first start).
 */
export async function seedDemoData(db: Db, entities: EntityRegistry = defaultEntityRegistry()): Promise<boolean> {
  // The browser builds the catalogue without ajv; the server refuses to seed menus from a file that breaks the schema.
  const problems = routeFiles.flatMap(({ file, json }) => validateRouteFile(json).map((p) => `schemas/routes/${file}: ${p}`));
  if (problems.length) throw new Error(`route catalogue files are invalid:\n${problems.join('\n')}`);
  const demoFiles = readDemoFiles(loadDemoFiles(), entities);
  return db.transaction().execute(async (trx) => {
    const firstStart = !(await trx.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirst());
    await seedClient(trx);
    for (const tenant of DEMO_TENANTS) {
      const tenantId = await upsertTenant(trx, tenant);
      const menuIds = await seedMenus(trx, tenantId, routeCatalogue);
      for (const [roleCode, variants] of Object.entries(DEMO_ROLES)) {
        for (const role of variants.filter((v) => v.tenant === tenant.tenantCode)) {
          const roleRow = await trx.insertInto('sysRole').values({ tenantId, roleCode, roleName: role.roleName, roleType: roleCode === 'ROLE_ADMIN' ? 'platform' : roleCode === 'ROLE_CUSTOMER' ? 'customer' : 'staff', roleDescription: role.description })
            .onConflict((oc) => oc.columns(['tenantId', 'roleCode']).doUpdateSet({ roleDescription: role.description })).returning('id').executeTakeFirstOrThrow();
          if (roleCode !== 'ROLE_ADMIN') await grantRole(trx, roleRow.id, { paths: role.paths, buttons: role.buttons }, routeCatalogue, menuIds);
          // The example data-field configuration: on the first start only, so an administrator's change stays.
          if (firstStart && role.dataFields) await grantRoleDataFields(trx, roleRow.id, role.dataFields, menuIds);
        }
      }
      await seedBaseData(trx, tenantId, tenant.tenantCode);
      await seedRegions(trx, tenantId);
      await seedUsers(trx, tenantId, tenant.tenantCode);
      await seedReminderRows(trx, tenantId, tenant.tenantCode);
      await seedNotifications(trx, tenantId, tenant.tenantCode);
      await seedDemoRows(trx, tenantId, tenant.tenantCode, entities, demoFiles);
      // After the demo orders: the scans are their flows.
      await seedScanRecords(trx, tenantId, tenant.tenantCode, entities);
      // After the scans: the carrier's events run from the end-out scan.
      await seedCarrierEvents(trx, tenantId, entities);
      // After the scans: the pallets and trucks the loading scans filled.
      await seedLoadUnits(trx, tenantId, tenant.tenantCode, entities);
      await seedCustomsStock(trx, tenantId, tenant.tenantCode, entities);
      // After the ledger: the orders reserve its goods.
      await seedCustomsBbcOrders(trx, tenantId, tenant.tenantCode, entities);
      await seedCustomsCargo(trx, tenantId, tenant.tenantCode, entities);
      await seedCustomsBills(trx, tenantId, tenant.tenantCode, entities);
      await seedCustomsSubOrders(trx, tenantId, tenant.tenantCode, entities);
      await seedPutInBins(trx, tenantId);
      await seedCustomerOnboarding(trx, tenantId, tenant.tenantCode);
      await seedMqMessages(trx, tenantId, tenant.tenantCode);
      await seedStaffAndPosts(trx, tenantId, tenant.tenantCode);
      if (firstStart) await seedSchemaOverrides(trx, tenantId, tenant.tenantCode, entities);
    }
    // Tenants made on /tenant/systenant get the catalogue's new routes too (their menus, like the demo tenants').
    const demoCodes: string[] = DEMO_TENANTS.map((t) => t.tenantCode);
    for (const other of await trx.selectFrom('tenant').select(['id', 'tenantCode']).execute()) {
      if (!demoCodes.includes(other.tenantCode)) await seedMenus(trx, other.id, routeCatalogue);
    }
    return firstStart;
  });
}

async function seedClient(db: Db): Promise<void> {
  if (await db.selectFrom('appClient').select('id').where('clientCode', '=', BROWSER_CLIENT.clientCode).executeTakeFirst()) return;
  await db.insertInto('appClient').values({
    clientCode: BROWSER_CLIENT.clientCode, clientSecretHash: await hashPassword(BROWSER_CLIENT.secret), authType: 'password,refresh_token,mobile', authScope: 'ui',
    tokenSeconds: BROWSER_CLIENT.tokenSeconds, refreshSeconds: BROWSER_CLIENT.refreshSeconds, fallbackUrl: null,
  }).execute();
}

async function upsertTenant(db: Db, tenant: (typeof DEMO_TENANTS)[number]): Promise<number> {
  const row = await db.insertInto('tenant').values({ ...tenant }).onConflict((oc) => oc.column('tenantCode').doUpdateSet({ tenantCode: tenant.tenantCode })).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function seedBaseData(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor'): Promise<void> {
  await db.insertInto('baseSite').values(DEMO_SITES[tenantCode].map((s) => ({ tenantId, ...s }))).onConflict((oc) => oc.doNothing()).execute();
  for (const dictionary of DEMO_DICTIONARIES) {
    await db.insertInto('baseDictionary').values({ tenantId, dictionaryCode: dictionary.code, dictionaryName: dictionary.name, dictionaryNameEn: DEMO_DICTIONARY_NAMES_EN[dictionary.code] ?? null }).onConflict((oc) => oc.doNothing()).execute();
    await db.insertInto('baseDictionaryDetail')
      .values(dictionary.items.map(([value, zh, en, order, parent]) => ({ tenantId, dictionaryCode: dictionary.code, dictionaryValue: value, dictionaryName: zh, dictionaryNameEn: en, dictionaryOrder: order ?? null, parentValue: parent ?? null })))
      .onConflict((oc) => oc.doNothing()).execute();
  }
  await db.insertInto('baseLanguage').values([
    { tenantId, propertyName: 'common.productTitle', attributionKey: 'common', remark: 'Product title (page title and sidebar)', chinese: tenantCode === 'demo' ? 'Clearway 跨境物流关务平台' : 'Harbor 货运后台', english: tenantCode === 'demo' ? 'Clearway Cross-border Logistics' : 'Harbor Freight Back Office', traditionalChinese: 'Clearway 跨境物流關務平台', dataFrom: 'IBS', modifyMan: 'seed' },
  ]).onConflict((oc) => oc.doNothing()).execute();
  if (!(await db.selectFrom('sysOrg').select('id').where('tenantId', '=', tenantId).executeTakeFirst())) {
    const ids = new Map<string, number>();
    for (const [index, org] of DEMO_ORGS[tenantCode].entries()) {
      const row = await db.insertInto('sysOrg').values({ tenantId, orgType: org.orgType, orgName: org.orgName, orgDescription: org.orgDescription, orgSequence: index, orgParent: org.parent ? ids.get(org.parent) ?? null : null }).returning('id').executeTakeFirstOrThrow();
      ids.set(org.orgName, row.id);
    }
  }
}

async function seedUsers(db: Db, tenantId: number, tenantCode: string): Promise<void> {
  for (const user of DEMO_USERS.filter((u) => u.tenant === tenantCode)) {
    let existing = await db.selectFrom('sysUser').select('id').where('username', '=', user.username).executeTakeFirst();
    if (!existing) {
      const site = user.siteCode ? await db.selectFrom('baseSite').select('id').where('tenantId', '=', tenantId).where('siteCode', '=', user.siteCode).executeTakeFirst() : undefined;
      existing = await db.insertInto('sysUser').values({
        tenantId, username: user.username, passwordHash: await hashPassword(user.password), nickname: user.nickname, mobile: user.mobile, email: user.email,
        avatar: null, geographic: '广东省深圳市', address: null, profile: null, isAdmin: user.isAdmin, ownerSiteId: site?.id ?? null, customerId: null,
        subjectId: `S-${user.username}`, subjectName: user.nickname, employeeCode: user.employeeCode, lockedUntil: null,
      }).returning('id').executeTakeFirstOrThrow();
      const role = await db.selectFrom('sysRole').select('id').where('tenantId', '=', tenantId).where('roleCode', '=', user.role).executeTakeFirstOrThrow();
      await db.insertInto('sysUserRole').values({ userId: existing.id, roleId: role.id }).onConflict((oc) => oc.doNothing()).execute();
    }
    await db.insertInto('baseEmployee').values({ tenantId, employeeCode: user.employeeCode, employeeName: user.nickname, siteCode: user.siteCode ?? null, userId: existing.id }).onConflict((oc) => oc.doNothing()).execute();
  }
}
