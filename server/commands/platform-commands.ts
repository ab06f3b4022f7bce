/**
 * The platform shop calls of spec 02 §7 (schemas/base/platform-shop.json, /platform): platformShopAudit reviews a
 * shop awaiting review (待审核 → 已审核 or 审核不通过, the spec's review states 0/1/2, with a remark), and
 * uptPlatformShopErpName sets the ERP the seller runs the shop with (an ERP platform of the tenant, by name).
 */
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';
import type { CommandImplementation, CommandRegistry } from './registry';

const platformShopAudit: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  const remarked = await service.writeFields(ctx, model, row, { auditRemark: params.auditRemark ?? null });
  return { row: await service.moveRow(ctx, model, remarked, params.auditState === '1' ? 'approve' : 'refuse') };
};

const uptPlatformShopErpName: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  const erpName = String(params.erpName);
  const found = await sql<{ id: number }>`SELECT id FROM base_platform_erp WHERE tenant_id = ${ctx.user.tenantId} AND erp_name = ${erpName}`.execute(ctx.db);
  if (!found.rows.length) {
    const title = ctx.lang === 'zh' ? 'ERP名称' : 'ERP';
    throw new AppError('REFERENCE_NOT_FOUND', { title }, { erpName: ctx.lang === 'zh' ? `${title} 不存在` : `${title} does not exist` });
  }
  return { row: await service.writeFields(ctx, model, row, { erpName }) };
};

export function registerPlatformCommands(registry: CommandRegistry): void {
  registry.register('base.platformShop.platformShopAudit', platformShopAudit);
  registry.register('base.platformShop.uptPlatformShopErpName', uptPlatformShopErpName);
}
