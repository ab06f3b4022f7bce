import type { Kysely } from 'kysely';
import { columnName } from '../../engine/schema/entity-model';
import type { Db } from '../db/database';
import { defaultEntityRegistry, type EntityRegistry } from '../entity/entity-registry';
import { RowStore } from '../entity/row-store';

/** A demo node: its field values as a form would send them, and its parent by label (absent: a root). */
export type DemoNode = Record<string, unknown> & { parent?: string };

/** Demo trees by entity id and tenant, parents before their children (docs/domain: goods categories). */
export const DEMO_TREES: Record<string, Record<'demo' | 'harbor', DemoNode[]>> = {
  'base.goodsCategory': {
    demo: [
      { categoryCode: 'FOOD', categoryName: '食品', categorySequence: 1 },
      { categoryCode: 'MILK', categoryName: '奶粉', categorySequence: 1, parent: '食品' },
      { categoryCode: 'MILK1', categoryName: '婴儿配方奶粉（0–6 月）', categorySequence: 1, parent: '奶粉' },
      { categoryCode: 'MILK2', categoryName: '较大婴儿配方奶粉（6–12 月）', categorySequence: 2, parent: '奶粉' },
      { categoryCode: 'HEALTH', categoryName: '保健食品', categorySequence: 2, parent: '食品' },
      { categoryCode: 'SNACK', categoryName: '零食', categorySequence: 3, parent: '食品' },
      { categoryCode: 'BEAUTY', categoryName: '美妆个护', categorySequence: 2 },
      { categoryCode: 'SKIN', categoryName: '护肤品', categorySequence: 1, parent: '美妆个护', remark: '面霜、精华、面膜' },
      { categoryCode: 'MAKEUP', categoryName: '彩妆', categorySequence: 2, parent: '美妆个护' },
      { categoryCode: 'BABY', categoryName: '母婴用品', categorySequence: 3, remark: '纸尿裤、奶瓶' },
    ],
    harbor: [{ categoryCode: 'GENERAL', categoryName: 'General cargo', categorySequence: 1 }],
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = Kysely<any>;

/**
 * Seeds a tenant's demo trees, each only while the tenant has none of its rows (what a person changed or deleted
 * stays): nodes in order, each parent's id looked up by its label among the nodes written before it.
 */
export async function seedTreeRows(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor', entities: EntityRegistry = defaultEntityRegistry()): Promise<void> {
  for (const [entityId, trees] of Object.entries(DEMO_TREES)) {
    const model = entities.get(entityId);
    const tree = model?.schema.tree;
    if (!model?.table || !tree || !trees[tenantCode].length) continue;
    const untyped = db as unknown as UntypedDb;
    const any = await untyped.selectFrom(model.table).select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
    if (any) continue;
    const store = new RowStore(model);
    const ids = new Map<string, number>();
    for (const { parent, ...values } of trees[tenantCode]) {
      const parentId = parent === undefined ? null : ids.get(parent) ?? null;
      const row = await untyped.insertInto(model.table)
        .values({ tenant_id: tenantId, ...store.columnValues(values), [columnName(tree.parent)]: parentId, created_by: 'seed', updated_by: 'seed' })
        .returning('id').executeTakeFirstOrThrow();
      ids.set(String(values[tree.label]), (row as { id: number }).id);
    }
  }
}
