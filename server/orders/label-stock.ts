/**
 * The waybill-label stock (`operate.doughSheet`, /doughSheet; docs/domain/printing.md "How labels use it up"): a
 * last-mile label printed for an order without a last-mile number takes the next number of the carrier's oldest
 * available range at the printing site — earliest `receivedOn`, then lowest `serialStart` — and uses it up by one, in
 * the transaction that writes the order's number. The range row is locked (FOR UPDATE) while it is read and written,
 * so two prints never take the same number.
 */
import { sql } from 'kysely';
import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import type { EntityService, WriteContext } from '../entity/entity-service';
import { computeOwnValues } from '../entity/computed-values';
import type { StoredRow } from '../entity/row-store';

/** The entity of the label ranges. */
export const LABEL_STOCK = 'operate.doughSheet';

/** What a label number is made of: a range's prefix, its serial digits, first serial and how many it has used. */
export interface LabelRange {
  prefix: string;
  serialDigits: number;
  serialStart: number;
  usedCount: number;
}

/**
 * The next number of a range: the prefix, then `serialStart + usedCount` padded with zeros to `serialDigits`.
 * @example labelNumber({ prefix: 'SF14000', serialDigits: 8, serialStart: 318001, usedCount: 4862 }); // 'SF1400000322863'
 */
export function labelNumber(range: LabelRange): string {
  return `${range.prefix}${String(Number(range.serialStart) + Number(range.usedCount)).padStart(Number(range.serialDigits), '0')}`;
}

/** A carrier or site named for a person: its code and, when the tenant has it, its name (`EMS 中国邮政 EMS`). */
async function named(ctx: WriteContext, table: 'base_carrier' | 'base_site', code: string): Promise<string> {
  const [codeColumn, nameColumn] = table === 'base_carrier' ? ['carrier_code', 'carrier_name'] : ['site_code', 'site_name'];
  const found = await sql<{ name: string | null }>`SELECT ${sql.ref(nameColumn)} AS name FROM ${sql.table(table)} WHERE tenant_id = ${ctx.user.tenantId} AND ${sql.ref(codeColumn)} = ${code} LIMIT 1`.execute(ctx.db);
  const name = found.rows[0]?.name;
  return name ? `${code} ${name}` : code;
}

/**
 * Takes the next label number of `carrierCode` at `siteCode` for `orderCode` (named in the refusal): reads the oldest
 * available range with numbers left, locked; writes it one more used (and 已用完 `usedUp` when that was its last),
 * audited as the caller's operation (the print command).
 * @throws AppError LABEL_STOCK_EMPTY when the site has no available range of the carrier.
 */
export async function takeLabelNumber(ctx: WriteContext, service: EntityService, model: EntityModel, wanted: { carrierCode: string; siteCode: string; orderCode: string }): Promise<string> {
  const found = await sql<StoredRow>`
    SELECT * FROM ${sql.table(model.table!)}
    WHERE tenant_id = ${ctx.user.tenantId} AND carrier_code = ${wanted.carrierCode} AND owner_site_code = ${wanted.siteCode}
      AND status = 'available' AND used_count < serial_end - serial_start + 1
    ORDER BY received_on, serial_start, id
    LIMIT 1
    FOR UPDATE`.execute(ctx.db);
  const range = found.rows[0];
  if (!range) {
    throw new AppError('LABEL_STOCK_EMPTY', { order: wanted.orderCode, carrier: await named(ctx, 'base_carrier', wanted.carrierCode), site: await named(ctx, 'base_site', wanted.siteCode) });
  }
  // The raw read gives snake_case columns: the entity's fields are what the service writes.
  const row = camelRow(range);
  const number = labelNumber(row as unknown as LabelRange);
  const changes: Record<string, unknown> = { usedCount: Number(row.usedCount) + 1 };
  computeOwnValues(model, changes, row);
  if (Number(changes.remainingCount) <= 0) changes.status = 'usedUp';
  await service.writeFields(ctx, model, row, changes);
  return number;
}

/** A row read with raw SQL, its columns as the entity's camelCase names (`used_count` → `usedCount`). */
function camelRow(row: Record<string, unknown>): StoredRow {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), value])) as StoredRow;
}
