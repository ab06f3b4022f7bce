/**
 * Rows other rows refer to (`x-ref` with `entity`, docs/schemas.md "References") are not deleted from under them, nor
 * is the value they are referred to by changed: a system dictionary entry a notification's type holds, a department
 * an employee belongs to. Derived from the schemas alone — every field of every served entity whose `x-ref` names
 * this entity — so a new referring schema is guarded with no code. Counted in the caller's tenant, or in every tenant
 * when the referred rows are installation-wide (`storage.tenant: false`).
 */
import { sql } from 'kysely';
import { columnName, hasColumn, type EntityModel } from '../../engine/schema/entity-model';
import type { RefSpec } from '../../engine/schema/entity-schema';
import { recordName } from '../../engine/schema/record-name';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import type { RequestDb } from './row-store';

/** The served schemas, all of them (a lookup without `all` guards nothing). */
export interface ModelCatalogue {
  all?(): readonly EntityModel[];
}

/** One field of another entity that refers to `target`'s rows. */
interface Referrer {
  model: EntityModel;
  field: string;
  ref: RefSpec;
}

/** The fields of the served entities whose `x-ref` names `target` (stored in a column of their own table). */
export function referrersOf(target: EntityModel, catalogue: ModelCatalogue): Referrer[] {
  return [...(catalogue.all?.() ?? []).flatMap((model) => (model.table ? Object.entries(model.schema.fields) : [])
    // Rows that go with the referred one (`cascade`: a link table's rows) do not hold it.
    .filter(([, field]) => field['x-ref']?.entity === target.id && !field['x-ref'].cascade && hasColumn(field))
    .map(([field, definition]) => ({ model, field, ref: definition['x-ref']! }))), ...dictionaryReferrersOf(target, catalogue)];
}

/** The table `x-dict` dictionaries are read from (as exports and import templates read their labels). */
const DICTIONARY_ITEMS_TABLE = 'base_dictionary_detail';

/**
 * A field with `x-dict: "lockState"` holds the value of an item of that dictionary: when `target` is the entity over
 * the dictionary items' table (/dictionaryInformation's items), such fields refer to its rows of that code.
 */
function dictionaryReferrersOf(target: EntityModel, catalogue: ModelCatalogue): Referrer[] {
  if (target.table !== DICTIONARY_ITEMS_TABLE) return [];
  return (catalogue.all?.() ?? []).flatMap((model) => (model.table ? Object.entries(model.schema.fields) : [])
    .filter(([, field]) => field['x-dict'] !== undefined && hasColumn(field))
    .map(([field, definition]) => ({ model, field, ref: { entity: target.id, value: 'dictionaryValue', label: 'dictionaryName', params: { dictionaryCode: definition['x-dict']! } } })));
}

/** Whether a referred row is the kind a reference's fixed filters (`params`: `{ dictType: 'notificationType' }`) read. */
function matchesParams(ref: RefSpec, row: Record<string, unknown>): boolean {
  return Object.entries(ref.params ?? {}).every(([name, value]) => String(row[name] ?? '') === String(value));
}

/**
 * Refuses (400 ROW_IN_USE, or ROW_VALUE_IN_USE for an update that changes the referred value) when some row of
 * another entity holds one of these rows' values, naming the row, how many hold it and where: 「系统公告」正被 2 条通知
 * （类型）使用，不能删除. `changes`: for an update, the new values (only a changed referred value is checked).
 */
export async function refuseReferencedRows(db: RequestDb, user: SessionUser, lang: Language, target: EntityModel, rows: readonly Record<string, unknown>[], catalogue: ModelCatalogue | undefined, changes?: Record<string, unknown>): Promise<void> {
  if (!catalogue || !rows.length) return;
  for (const referrer of referrersOf(target, catalogue)) {
    const { ref } = referrer;
    if (changes && (!Object.hasOwn(changes, ref.value) || String(changes[ref.value] ?? '') === String(rows[0]![ref.value] ?? ''))) continue;
    const held = rows.filter((row) => matchesParams(ref, row) && row[ref.value] !== null && row[ref.value] !== undefined);
    if (!held.length) continue;
    const column = sql.ref(columnName(referrer.field));
    const tenant = target.schema.storage?.tenant === false || referrer.model.schema.storage?.tenant === false ? sql`TRUE` : sql`tenant_id = ${user.tenantId}`;
    const { rows: counts } = await sql<{ value: string; count: string }>`
      SELECT ${column}::text AS value, count(*) AS count FROM ${sql.table(referrer.model.table!)}
      WHERE ${column}::text IN (${sql.join(held.map((row) => sql`${String(row[ref.value])}`))}) AND ${tenant}
      GROUP BY ${column} ORDER BY 1 LIMIT 1`.execute(db);
    const hit = counts[0];
    if (!hit) continue;
    const row = held.find((r) => String(r[ref.value]) === hit.value)!;
    const where = referrer.model.schema.item ?? referrer.model.schema.title;
    const params = { row: recordName(target.schema, row, lang) || hit.value, count: Number(hit.count), entity: where[lang], field: referrer.model.schema.fields[referrer.field]!.title[lang] };
    if (changes) throw new AppError('ROW_VALUE_IN_USE', { ...params, value: target.schema.fields[ref.value]!.title[lang] }, { [ref.value]: 'in use' });
    throw new AppError('ROW_IN_USE', params);
  }
}
