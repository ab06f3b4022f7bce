/**
 * The exception list (/abnormalNumber, docs/domain/operate.md): numbers the desk has stopped — customs control, a
 * customer's hold, a damaged or missing parcel. While a number is listed (no `validTo`, or not past it), every scan
 * of it but the exception scan is refused with the listed reason.
 */
import { sql, type Kysely } from 'kysely';
import type { EntityRegistry } from '../entity/entity-registry';
import type { Language } from '../errors/catalogue';
import { valueTextsOf } from '../../engine/schema/value-texts';

export const EXCEPTION_LIST = 'operate.abnormalNumber';

/**
 * Why one of `codes` (a parcel's tracking and order numbers) is on the tenant's exception list today (`day`,
 * `YYYY-MM-DD` in China time), in `lang`: the reason's title and the details; null when none is listed.
 * @example await listedReason(db, entities, 1, ['CL261126000400', 'CW261126000001'], 'zh', '2026-11-26'); // '海关布控：申报品名与图片不符…'
 */
export async function listedReason(db: Kysely<any>, entities: Pick<EntityRegistry, 'get'>, tenantId: number, codes: string[], lang: Language, day: string): Promise<string | null> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const model = entities.get(EXCEPTION_LIST);
  const wanted = codes.filter(Boolean);
  if (!model?.table || !wanted.length) return null;
  const found = await sql<{ reason: string; remark: string | null }>`SELECT reason, remark FROM ${sql.table(model.table)}
    WHERE tenant_id = ${tenantId} AND abnormal_code IN (${sql.join(wanted)}) AND (valid_to IS NULL OR valid_to >= ${day}::date)
    ORDER BY id DESC LIMIT 1`.execute(db);
  const row = found.rows[0];
  if (!row) return null;
  const title = valueTextsOf(model.schema, 'reason')?.[row.reason]?.[lang] ?? row.reason;
  return row.remark?.trim() ? `${title}${lang === 'zh' ? '：' : ': '}${row.remark.trim()}` : title;
}
