import { describe, expect, it } from 'vitest';
import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { planSchemaChanges } from './plan-schema-changes';

const t = (zh: string, en: string) => ({ zh, en });
const BOX: EntitySchema = {
  id: 'test.box',
  title: t('箱', 'Boxes'),
  api: { pattern: 'customs', entity: 'Box' },
  storage: { table: 'test_box' },
  parent: { entity: 'test.order', field: 'orderId' },
  fields: { orderId: { type: 'integer', title: t('单', 'Order'), required: true }, boxNo: { type: 'string', title: t('箱号', 'Box') } },
  list: { columns: ['boxNo'], filters: ['orderId'] },
};

describe('a child table\'s table', () => {
  it('gets a foreign key to its header, ON DELETE CASCADE, and an index on the parent field', () => {
    const plan = planSchemaChanges(undefined, compileEntity(BOX), 'test_order');
    expect(plan.additive[0]).toContain('"order_id" integer REFERENCES test_order(id) ON DELETE CASCADE');
    expect(plan.additive).toContain('CREATE INDEX "test_box_tenant_id_order_id_idx" ON "test_box" ("tenant_id", "order_id")');
  });

  it('adds the key to a parent column added later, and leaves an existing table\'s index alone', () => {
    const existing = { columns: [{ name: 'id', type: 'integer', nullable: false }], uniques: [], indexes: [['tenant_id', 'order_id']] };
    const plan = planSchemaChanges(existing, compileEntity(BOX), 'test_order');
    expect(plan.additive.some((s) => s.includes('ADD COLUMN "order_id" integer REFERENCES test_order(id) ON DELETE CASCADE'))).toBe(true);
    expect(plan.additive.some((s) => s.startsWith('CREATE INDEX'))).toBe(false);
  });
});
