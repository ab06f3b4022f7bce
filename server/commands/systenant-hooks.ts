/**
 * /tenant/systenant's own write rules (schemas/admin/systenant.json `hooks`, docs/domain/administration.md "Tenants"):
 * a new tenant gets its menus and first administrator (the form's write-only adminUsername and adminPassword, the
 * password checked by the sign-up policy), its code never changes, the platform tenant is never deleted, and a tenant
 * in use is not deleted.
 */
import { AppError } from '../errors/app-error';
import { fieldTitle, requiredMessage } from '../entity/field-messages';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { assertPasswordPolicy } from '../routes/account';
import { platformTenantCode } from '../services/platform-tenant';
import { clearUnusedTenant, provisionTenant } from '../services/tenant-provisioning';

const hooks: WriteHooks = {
  async beforeCreate({ ctx, model, values }) {
    const username = typeof values.adminUsername === 'string' ? values.adminUsername.trim() : '';
    const password = typeof values.adminPassword === 'string' ? values.adminPassword : '';
    // Write-only fields are left out of updates, so the schema cannot mark them required: the create needs both.
    const missing = [...(username ? [] : ['adminUsername']), ...(password ? [] : ['adminPassword'])];
    if (missing.length) {
      const fields = Object.fromEntries(missing.map((name) => [name, requiredMessage(fieldTitle(model.schema.fields[name], name, ctx.lang), ctx.lang)]));
      throw new AppError('VALIDATION', { detail: Object.values(fields).join('; ') }, fields);
    }
    try {
      assertPasswordPolicy(password);
    } catch (error) {
      // The policy's message, under this form's field.
      if (error instanceof AppError) throw new AppError(error.errorName, error.params, { adminPassword: error.messageIn(ctx.lang) });
      throw error;
    }
    if (await ctx.db.selectFrom('sysUser').select('id').where('username', '=', username).executeTakeFirst()) {
      throw new AppError('USERNAME_TAKEN', {}, { adminUsername: ctx.lang === 'zh' ? '用户名已存在' : 'This username is already taken' });
    }
  },
  async afterCreate({ ctx, values, row }) {
    await provisionTenant(ctx.db, { id: row.id, tenantCode: String(row.tenantCode), tenantName: String(row.tenantName) }, { username: String(values.adminUsername).trim(), password: String(values.adminPassword) });
  },
  async beforeUpdate({ values, before }) {
    if (Object.hasOwn(values, 'tenantCode') && values.tenantCode !== before.tenantCode) throw new AppError('TENANT_CODE_FIXED', {}, { tenantCode: 'fixed' });
  },
  async beforeRemove({ ctx, rows }) {
    const platform = await platformTenantCode(ctx.db);
    for (const row of rows) {
      if (row.tenantCode === platform) throw new AppError('PLATFORM_TENANT_KEPT', { tenant: String(row.tenantCode) });
      await clearUnusedTenant(ctx.db, { id: row.id, tenantCode: String(row.tenantCode) });
    }
  },
};

/** Registers the tenant entity's hooks under the name its schema gives (`hooks: "admin.systenant"`). */
export function registerSysTenantHooks(registry: WriteHookRegistry): void {
  registry.register('admin.systenant', hooks);
}
