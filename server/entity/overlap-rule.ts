/**
 * The rule across rows (docs/schemas.md, "Rules"): `{ "noOverlap": [from, to], "per": [...] }` — among the tenant's
 * rows with the same `per` values, no two [from, to] ranges share a day (or a number). Ends are inclusive; an empty
 * `from` is open to the past, an empty `to` open to the future. The form cannot see other rows, so only the server
 * checks it, after the row is written, in the request's transaction; a clash is a 400 naming the overlapping row
 * under the `from` field (the form shows it there), and nothing stays written.
 */
import { sql } from 'kysely';
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import { recordNoun } from '../../engine/schema/record-name';
import type { RuleSpec } from '../../engine/validation/rules';
import { AppError, formatMessage } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import { rawRowFields, rawRowName } from './raw-row-fields';
import type { RequestDb, StoredRow } from './row-store';

type OverlapRule = Extract<RuleSpec, { noOverlap: unknown }>;

const ident = (name: string) => sql.id(name);
const shown = (value: unknown, lang: Language) => (value === null || value === undefined || value === '' ? (lang === 'zh' ? '不限' : 'open') : String(value));

/** The rules of a model that read other rows. */
export function overlapRules(model: EntityModel): OverlapRule[] {
  return (model.schema.rules ?? []).filter((rule): rule is OverlapRule => 'noOverlap' in rule);
}

/**
 * Refuses the written row when another row of its tenant with the same `per` values has a range sharing a day with
 * its own: 400 OVERLAP on the `from` field, naming the first such row (by its label) and its range.
 */
export async function refuseOverlaps(db: RequestDb, user: SessionUser, lang: Language, model: EntityModel, row: StoredRow): Promise<void> {
  for (const rule of overlapRules(model)) {
    const [fromField, toField] = rule.noOverlap;
    const from = ident(columnName(fromField));
    const to = ident(columnName(toField));
    const mine = { from: row[fromField] ?? null, to: row[toField] ?? null };
    const conditions = [
      model.schema.storage?.tenant === false ? sql`TRUE` : sql`tenant_id = ${user.tenantId}`,
      sql`id <> ${row.id}`,
      ...(rule.per ?? []).map((field) => sql`${ident(columnName(field))} IS NOT DISTINCT FROM ${row[field] ?? null}`),
      // Two inclusive ranges share a point unless one ends before the other starts; an empty end never ends.
      mine.to === null ? sql`TRUE` : sql`(${from} IS NULL OR ${from} <= ${mine.to})`,
      mine.from === null ? sql`TRUE` : sql`(${to} IS NULL OR ${to} >= ${mine.from})`,
    ];
    const clash = await sql<Record<string, unknown>>`SELECT * FROM ${ident(model.table!)} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${from} NULLS FIRST, id LIMIT 1`.execute(db);
    const other = clash.rows[0];
    if (!other) continue;
    const fields = rawRowFields(model, other);
    const params = {
      item: recordNoun(model.schema, lang),
      row: rawRowName(model, other, lang),
      from: shown(fields[fromField], lang),
      to: shown(fields[toField], lang),
      rule: rule.message ? (lang === 'zh' ? '：' : ': ') + rule.message[lang] : '',
    };
    throw new AppError('OVERLAP', params, { [fromField]: formatMessage('OVERLAP', lang, params) });
  }
}
