/**
 * Seeds the demo rows of the files in `schemas/<area>/demo/` (server/seed/demo-rows.ts) into one demo tenant, with
 * one rule for every entity: headers, their lines, tree nodes and computed values alike. Idempotent, and nothing a
 * person changed is undone: a row whose unique key exists stays as it is (a header that has no lines of a child yet
 * gets them); an entity without a unique key, and a tree, is seeded only while the tenant has none of its rows.
 */
import type { Kysely } from 'kysely';
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import { fieldScale } from '../../engine/schema/field-scale';
import { computeRow } from '../../engine/validation/computed';
import type { Db } from '../db/database';
import { creationStamps } from '../entity/creation-stamps';
import type { EntityRegistry } from '../entity/entity-registry';
import { RowStore } from '../entity/row-store';
import { PARENT_LABEL, splitLines, type DemoFile, type DemoRow } from './demo-rows';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = Kysely<any>;

/** A row with its own computed fields set (`topPrice`, `count(bands)`), as a write would set them. */
function withComputed(model: EntityModel, row: DemoRow, lines?: Record<string, DemoRow[]>): DemoRow {
  const fields = model.schema.fields;
  return { ...row, ...computeRow(fields, row, (key) => lines?.[key], (name) => fieldScale(fields[name])) };
}

class TenantSeeder {
  private readonly now = new Date();

  constructor(private readonly db: UntypedDb, private readonly tenantId: number, private readonly entities: EntityRegistry, private readonly writer: string) {}

  /** The engine's columns and x-stamp fields of a new row, then its values. */
  private insertValues(model: EntityModel, row: DemoRow): Record<string, unknown> {
    const stamps = creationStamps(model, this.writer, this.now);
    return { ...this.tenant(model), ...new RowStore(model).columnValues({ ...row, ...stamps.fields }), created_by: this.writer, updated_by: this.writer };
  }

  /** The tenant column of a tenant's row; none for an installation-wide entity (`storage.tenant: false`). */
  private tenant(model: EntityModel): { tenant_id?: number } {
    return model.schema.storage?.tenant === false ? {} : { tenant_id: this.tenantId };
  }

  /** The rows of this tenant (of the installation, for an installation-wide entity). */
  private scoped(model: EntityModel) {
    const query = this.db.selectFrom(model.table!).select('id');
    return model.schema.storage?.tenant === false ? query : query.where('tenant_id', '=', this.tenantId);
  }

  private async hasRows(model: EntityModel, where: [string, unknown][] = []): Promise<boolean> {
    let query = this.scoped(model);
    for (const [column, value] of where) query = query.where(column, '=', value);
    return Boolean(await query.executeTakeFirst());
  }

  async seedTree(model: EntityModel, rows: DemoRow[]): Promise<void> {
    if (await this.hasRows(model)) return;
    const tree = model.schema.tree!;
    const ids = new Map<string, number>();
    for (const row of rows) {
      const parent = row[PARENT_LABEL];
      const { values } = splitLines(model, row);
      const inserted = await this.db.insertInto(model.table!)
        .values({ ...this.insertValues(model, withComputed(model, values)), [columnName(tree.parent)]: parent === undefined ? null : ids.get(String(parent)) ?? null })
        .returning('id').executeTakeFirstOrThrow();
      ids.set(String(values[tree.label]), (inserted as { id: number }).id);
    }
  }

  async seedRows(model: EntityModel, rows: DemoRow[]): Promise<void> {
    const key = model.schema.storage?.unique?.[0];
    if (!key && (await this.hasRows(model))) return;
    for (const row of rows) {
      const { values, lines } = splitLines(model, row);
      const computedLines = Object.fromEntries(Object.entries(lines).map(([name, list]) => [name, list.map((line) => withComputed(this.child(model, name), line))]));
      const existing = key
        ? await this.scoped(model)
          .where((eb) => eb.and(key.map((field) => eb(columnName(field), '=', values[field] ?? null)))).executeTakeFirst()
        : undefined;
      const id = existing
        ? (existing as { id: number }).id
        : ((await this.db.insertInto(model.table!).values(this.insertValues(model, withComputed(model, values, computedLines))).returning('id').executeTakeFirstOrThrow()) as { id: number }).id;
      let added = false;
      for (const [name, list] of Object.entries(computedLines)) {
        const child = this.child(model, name);
        const parentColumn = columnName(child.schema.parent!.field);
        if (!list.length || (await this.hasRows(child, [[parentColumn, id]]))) continue;
        await this.db.insertInto(child.table!).values(list.map((line) => ({ ...this.insertValues(child, line), [parentColumn]: id }))).execute();
        added = true;
      }
      // A header that was there before its lines: its totals over lines, from what is stored now.
      if (existing && added) await this.recompute(model, id);
    }
  }

  private child(model: EntityModel, key: string): EntityModel {
    return this.entities.get(model.schema.children![key]!.entity)!;
  }

  private async recompute(model: EntityModel, id: number): Promise<void> {
    const lines: Record<string, DemoRow[]> = {};
    for (const name of Object.keys(model.schema.children ?? {})) {
      const child = this.child(model, name);
      if (child.table) lines[name] = await this.db.selectFrom(child.table).selectAll().where('tenant_id', '=', this.tenantId).where(columnName(child.schema.parent!.field), '=', id).execute();
    }
    const row = await this.db.selectFrom(model.table!).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const computed = computeRow(model.schema.fields, row, (key) => lines[key], (name) => fieldScale(model.schema.fields[name]));
    await this.db.updateTable(model.table!).set(new RowStore(model).columnValues(computed)).where('id', '=', id).execute();
  }
}

/** Seeds one tenant's rows of every demo file whose entity the registry serves (files in name order). */
export async function seedDemoRows(db: Db, tenantId: number, tenantCode: string, entities: EntityRegistry, files: readonly DemoFile[]): Promise<void> {
  for (const file of files) {
    const model = entities.get(file.entity);
    const rows = file.rows[tenantCode] ?? [];
    if (!model?.table || !rows.length) continue;
    const seeder = new TenantSeeder(db as unknown as UntypedDb, tenantId, entities, file.writtenBy[tenantCode] ?? 'seed');
    if (model.schema.tree) await seeder.seedTree(model, rows);
    else await seeder.seedRows(model, rows);
  }
}
