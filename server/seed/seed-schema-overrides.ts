/**
 * The demo tenants' overrides (docs/domain/devtool.md): what an implementer would have set up with the form designer,
 * so /generatorform, the designer's history and the pages show them. Written on the first start only (an
 * administrator's later versions stay), each checked as the designer's save is.
 */
import { checkOverride } from '../../engine/schema/tenant-override';
import type { Db } from '../db/database';
import type { EntityRegistry } from '../entity/entity-registry';
import { saveOverride } from '../overrides/override-store';

type Version = { patch: Record<string, unknown>; comment: string; by: string; daysAgo: number };

/** Per tenant, per schema: the versions in the order they were saved (the last stays active). */
const DEMO_OVERRIDES: Record<'demo' | 'harbor', Record<string, Version[]>> = {
  demo: {
    'base.unit': [
      { patch: { list: { columns: ['unitCode', 'unitName', 'unitType', 'unitNameEn', 'status', 'remark'] } }, comment: '列表把单位类型放到英文名称前', by: 'admin', daysAgo: 20 },
      {
        patch: {
          list: { columns: ['unitCode', 'unitName', 'unitType', 'ext_customsUnit', 'unitNameEn', 'status', 'remark'] },
          form: { fields: ['unitCode', 'unitName', 'unitNameEn', 'unitType', 'ext_customsUnit', 'status', 'remark'] },
          fields: { ext_customsUnit: { type: 'boolean', title: { zh: '海关法定单位', en: 'Customs statutory unit' }, default: false } },
        },
        comment: '加自定义字段：是否海关法定计量单位（报关时用作法定数量的单位）',
        by: 'admin',
        daysAgo: 6,
      },
    ],
  },
  harbor: {
    'base.bankAccount': [
      { patch: { title: { zh: '收款银行账户', en: 'Receiving bank accounts' }, fields: { swiftCode: { required: true } } }, comment: 'HK accounts always need a SWIFT code', by: 'harbor_admin', daysAgo: 3 },
    ],
  },
};

export async function seedSchemaOverrides(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor', entities: EntityRegistry, now = new Date()): Promise<void> {
  for (const [schemaId, versions] of Object.entries(DEMO_OVERRIDES[tenantCode])) {
    const model = entities.get(schemaId);
    if (!model) throw new Error(`demo override of ${schemaId}: no such schema`);
    for (const { patch, comment, by, daysAgo } of versions) {
      const problems = checkOverride(model.schema, patch);
      if (problems.length) throw new Error(`demo override of ${schemaId}: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
      await saveOverride(db, tenantId, schemaId, { patch, comment, createdBy: by, at: new Date(now.getTime() - daysAgo * 86_400_000) });
    }
  }
}
