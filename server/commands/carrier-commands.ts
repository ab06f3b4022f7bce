/**
 * implCarrier (spec 02 §7; schemas/base/carrier.json): puts one of the carriers of spec 01 §3's e-waybill list (the
 * 14 listed as the command's `carrierCode` choices) into the tenant's carriers: a new carrier row with its name, type
 * express and its e-waybill template id, or — when the tenant has the carrier already — its template id set and the
 * carrier back in use (正常). What a label looks like is the carrier's default print template (/orderTemplateList).
 */
import { sql } from 'kysely';
import type { CommandImplementation, CommandRegistry } from './registry';

/** The e-waybill template id of a template carrier: `<code>-100x150`, the 100 × 150 mm label. */
export function carrierTemplateIdOf(code: string): string {
  return `${code}-100x150`;
}

const implCarrier: CommandImplementation = async ({ ctx, model, service, params }) => {
  const code = String(params.carrierCode);
  const spec = model.schema.commands!.implCarrier!.params!.carrierCode!;
  const titles = spec['x-enum-titles'] as { zh: string; en: string }[];
  const name = titles[(spec.enum as string[]).indexOf(code)]!.zh;
  const found = await sql<{ id: number }>`SELECT id FROM ${sql.table(model.table!)} WHERE tenant_id = ${ctx.user.tenantId} AND carrier_code = ${code}`.execute(ctx.db);
  const existing = found.rows[0];
  if (existing) {
    const before = await service.lockRow(ctx, model, existing.id);
    const row = await service.writeFields(ctx, model, before, { templateId: carrierTemplateIdOf(code), status: '0' });
    return { result: { id: row.id, carrierCode: code, created: false } };
  }
  const created = await service.create(ctx, model, { carrierCode: code, carrierName: name, carrierType: 'express', templateId: carrierTemplateIdOf(code), status: '0' });
  return { result: { id: created.id, carrierCode: code, created: true } };
};

export function registerCarrierCommands(registry: CommandRegistry): void {
  registry.register('base.carrier.implCarrier', implCarrier);
}
