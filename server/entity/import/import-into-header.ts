/**
 * A child table's import into one chosen header (docs/schemas.md, "Imports", lines into one header): the call names
 * the header by its id under the child's parent field (`?orderId=7`) or by the header's single-field unique key
 * (`?orderNo=QG20261101001`); the header is found in the caller's tenant, refused when its state locks its lines,
 * and its id is written into every row's parent field. The rows are then the child's own records, matched to the
 * header's lines by the child's line key (`gNum` of `["orderId", "gNum"]`).
 */
import type { Kysely } from 'kysely';
import type { EntityModel } from '../../../engine/schema/entity-model';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Language } from '../../errors/catalogue';
import type { SessionUser } from '../../http/request-context';
import { refuseLockedHeader, refuseLockedLines } from '../record-lock';
import type { StoredRow } from '../row-store';
import type { ModelLookup } from './import-layout';

/** The header a child's import writes into: its id goes into `field` of every row. */
export interface ImportHeader {
  field: string;
  id: number;
  row: StoredRow;
}

const given = (value: unknown) => (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '';

/**
 * Finds the header a child's import call names (`query`: the call's query parameters), or undefined for an entity
 * that is no child.
 * @throws AppError IMPORT_HEADER_REQUIRED (no parameter names it), IMPORT_HEADER_MISSING (not in the caller's tenant),
 * RECORD_LOCKED (its state locks its lines, naming the state).
 */
export async function importHeaderOf(db: Db, model: EntityModel, entities: ModelLookup | undefined, user: SessionUser, lang: Language, query: Record<string, unknown> | undefined): Promise<ImportHeader | undefined> {
  const parent = model.schema.parent;
  const header = parent && entities?.get(parent.entity);
  if (!parent || !header?.table) return undefined;
  const unique = (header.schema.storage?.unique ?? []).find((key) => key.length === 1)?.[0];
  const byId = given(query?.[parent.field]) ? String(query![parent.field]).trim() : undefined;
  const byKey = unique && given(query?.[unique]) ? String(query![unique]).trim() : undefined;
  const names = [parent.field, ...(unique ? [unique] : [])].join(' / ');
  if (byId === undefined && byKey === undefined) throw new AppError('IMPORT_HEADER_REQUIRED', { entity: header.schema.title[lang], params: names }, { [parent.field]: names });
  if (byId !== undefined && !/^\d{1,9}$/.test(byId)) throw new AppError('IMPORT_HEADER_MISSING', { entity: header.schema.title[lang], value: byId }, { [parent.field]: byId });
  const column = (field: string) => header.columns.find((c) => c.field === field)!.column;
  const untyped = db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  let select = untyped.selectFrom(header.table).selectAll();
  select = byId !== undefined ? select.where('id', '=', Number(byId)) : select.where(column(unique!), '=', byKey!);
  if (header.schema.storage?.tenant !== false) select = select.where('tenant_id', '=', user.tenantId);
  const row = (await select.executeTakeFirst()) as StoredRow | undefined;
  if (!row) throw new AppError('IMPORT_HEADER_MISSING', { entity: header.schema.title[lang], value: byId ?? byKey! }, { [byId !== undefined ? parent.field : unique!]: byId ?? byKey! });
  refuseLockedHeader(header, row, lang);
  const childKey = Object.entries(header.schema.children ?? {}).find(([, spec]) => spec.entity === model.id)?.[0];
  if (childKey) refuseLockedLines(header, row, childKey, lang);
  return { field: parent.field, id: row.id, row };
}
