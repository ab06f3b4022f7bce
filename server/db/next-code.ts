import type { Kysely } from 'kysely';

type UntypedDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Where a numbered code lives: a tenant's rows of `table`, its `column` (camelCase), `prefix` then `digits` digits. */
export interface CodeSequence {
  table: string;
  column: string;
  tenantId: number;
  prefix: string;
  digits: number;
}

/**
 * The next code of a sequence (`CW261126000001`, `RG2611260001`, …): one more than the highest stored, or the first.
 * LIMIT 1 matters: without it every call reads the whole day's codes, and a 50,000-row import slows quadratically.
 * @example await nextCode(db, { table: 'om_two_c_order', column: 'orderCode', tenantId: 1, prefix: 'CW261126', digits: 6 });
 */
export async function nextCode(db: UntypedDb, sequence: CodeSequence): Promise<string> {
  const { table, column, tenantId, prefix, digits } = sequence;
  const last = await db.selectFrom(table).select(column).where('tenantId', '=', tenantId)
    .where(column, 'like', `${prefix}${'_'.repeat(digits)}`)
    // A code typed by hand (`CW26112600001X`) is not part of the sequence, though LIKE would take it and sort it last.
    .where(column, '~', `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[0-9]{${digits}}$`)
    .orderBy(column, 'desc').limit(1).executeTakeFirst();
  const seq = last ? Number(String(last[column]).slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(digits, '0')}`;
}
