import { sql, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { Database } from '../db/tables';
import type { SessionUser } from '../http/request-context';
import { seesEverything } from '../services/menu-authority';
import { ROW_STAMPS } from './entity-qid';

/** The request's database handle: the shared one for reads, the request's transaction for writes. */
export type RequestDb = Kysely<Database> | Transaction<Database>;

/** A row as the database returns it (camelCase keys: fields, id, tenantId, version, stamps, ext). */
export type StoredRow = Record<string, unknown> & { id: number; version: number };

/** A row as the API sends it (docs/api.md, "Rows"): id, the fields, version, stamps, ext; never tenantId. */
export type RowView = Record<string, unknown>;

/** Entity tables are made from schemas at run time, so the typed query builder does not know them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedSelect = SelectQueryBuilder<any, any, any>;

/**
 * Reads and writes one entity's table, always within the caller's tenant and, for non-administrators of an entity
 * with `storage.site`, within their own site. Column names are the snake_case the query builder maps to and from.
 */
export class RowStore {
  private readonly table: string;
  private readonly columnOf: Map<string, string>;

  constructor(private readonly model: EntityModel) {
    this.table = model.table!;
    this.columnOf = new Map(model.columns.map((c) => [c.field, c.column]));
  }

  /** The column values of some fields, JSON columns serialized. */
  columnValues(values: Record<string, unknown>): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(values)) {
      const column = this.columnOf.get(field);
      if (!column) continue;
      const type = this.model.schema.fields[field]!.type;
      result[column] = (type === 'array' || type === 'object') && value !== null && value !== undefined ? JSON.stringify(value) : value;
    }
    return result;
  }

  private scoped(query: UntypedSelect, user: SessionUser): UntypedSelect {
    let scoped = this.model.schema.storage?.tenant === false ? query : query.where('tenant_id', '=', user.tenantId);
    const site = this.model.schema.storage?.site;
    if (site && !seesEverything(user)) {
      scoped = user.ownerSiteCode ? scoped.where(this.columnOf.get(site)!, '=', user.ownerSiteCode) : scoped.where(sql<SqlBool>`FALSE`);
    }
    // Own rows (storage.owner): a non-administrator's only.
    const owner = this.model.schema.storage?.owner;
    if (owner && !seesEverything(user)) {
      const mine = user[owner.user];
      scoped = mine ? scoped.where(this.columnOf.get(owner.field)!, '=', mine) : scoped.where(sql<SqlBool>`FALSE`);
    }
    // A level view (storage.where) sees only its own rows of the shared table.
    for (const [field, value] of Object.entries(this.model.schema.storage?.where ?? {})) scoped = scoped.where(this.columnOf.get(field)!, '=', value);
    return scoped;
  }

  /** The ids of the caller's rows whose `field` holds `value` (a delete naming its row by a unique key). */
  async idsBy(db: RequestDb, user: SessionUser, field: string, value: unknown): Promise<number[]> {
    const query = (db as unknown as UntypedDb).selectFrom(this.table).select('id').where(this.columnOf.get(field)!, '=', value).orderBy('id');
    return ((await this.scoped(query, user).execute()) as { id: number }[]).map((row) => row.id);
  }

  /** The caller's rows with these ids, locked until the transaction ends (FOR UPDATE). */
  async lock(db: RequestDb, user: SessionUser, ids: number[]): Promise<StoredRow[]> {
    const query = (db as unknown as UntypedDb).selectFrom(this.table).selectAll().where('id', 'in', ids).orderBy('id').forUpdate();
    return (await this.scoped(query, user).execute()) as StoredRow[];
  }

  /** Whether the caller may see the row with this id (their tenant and, where the entity has one, their site). */
  async visible(db: RequestDb, user: SessionUser, id: number): Promise<boolean> {
    const query = (db as unknown as UntypedDb).selectFrom(this.table).select('id').where('id', '=', id);
    return (await this.scoped(query, user).executeTakeFirst()) !== undefined;
  }

  /** Inserts a row; a level view's fixed values (storage.where) are set whatever the columns say. */
  async insert(db: RequestDb, columns: Record<string, unknown>): Promise<StoredRow> {
    const fixed = this.columnValues(this.model.schema.storage?.where ?? {});
    return (await (db as unknown as UntypedDb).insertInto(this.table).values({ ...columns, ...fixed }).returningAll().executeTakeFirstOrThrow()) as StoredRow;
  }

  async update(db: RequestDb, id: number, columns: Record<string, unknown>): Promise<StoredRow> {
    return (await (db as unknown as UntypedDb).updateTable(this.table).set(columns).where('id', '=', id).returningAll().executeTakeFirstOrThrow()) as StoredRow;
  }

  async delete(db: RequestDb, ids: number[]): Promise<number> {
    const result = await (db as unknown as UntypedDb).deleteFrom(this.table).where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** The API's view of a stored row: `id`, the fields in schema order, `version`, the stamps, `ext`. */
export function rowView(model: EntityModel, stored: StoredRow): RowView {
  const view: RowView = { id: stored.id };
  for (const column of model.columns) view[column.field] = stored[column.field] ?? null;
  for (const stamp of ROW_STAMPS) view[stamp] = stored[stamp] ?? null;
  view.ext = stored.ext ?? {};
  return view;
}
