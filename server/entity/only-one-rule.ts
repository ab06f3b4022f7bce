/**
 * The rule across rows (docs/schemas.md, "Rules"): `{ "onlyOne": { "field": "isDefault", "value": 1 }, "per": [...] }`
 * — among the tenant's rows with the same `per` values, at most one has the value (one default template per type and
 * carrier). Checked by the server after the row is written, in the request's transaction; a second one is a 400
 * naming the other row under `field`, and nothing stays written.
 */
import { sql } from 'kysely';
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import { recordNoun } from '../../engine/schema/record-name';
import { valueTextsOf } from '../../engine/schema/value-texts';
import type { RuleSpec } from '../../engine/validation/rules';
import { AppError, formatMessage } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import { rawRowName } from './raw-row-fields';
import type { RequestDb, StoredRow } from './row-store';

type OnlyOneRule = Extract<RuleSpec, { onlyOne: unknown }>;

/** Refuses the written row when it has the rule's value and another row of its group has it too: 400 ONLY_ONE. */
export async function refuseSecondOnes(db: RequestDb, user: SessionUser, lang: Language, model: EntityModel, row: StoredRow): Promise<void> {
  const rules = (model.schema.rules ?? []).filter((rule): rule is OnlyOneRule => 'onlyOne' in rule);
  for (const rule of rules) {
    const { field, value } = rule.onlyOne;
    // Stored values come back typed by their column (an integer 1, a text '1'): compared as text.
    if (String(row[field] ?? '') !== String(value)) continue;
    const conditions = [
      model.schema.storage?.tenant === false ? sql`TRUE` : sql`tenant_id = ${user.tenantId}`,
      sql`id <> ${row.id}`,
      sql`${sql.id(columnName(field))}::text = ${String(value)}`,
      ...(rule.per ?? []).map((name) => sql`${sql.id(columnName(name))} IS NOT DISTINCT FROM ${row[name] ?? null}`),
    ];
    const found = await sql<Record<string, unknown>>`SELECT * FROM ${sql.id(model.table!)} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY id LIMIT 1`.execute(db);
    const other = found.rows[0];
    if (!other) continue;
    const params = {
      item: recordNoun(model.schema, lang),
      row: rawRowName(model, other, lang),
      field: model.schema.fields[field]?.title[lang] ?? field,
      value: valueTextsOf(model.schema, field)?.[String(value)]?.[lang] ?? String(value),
      rule: rule.message ? (lang === 'zh' ? '：' : ': ') + rule.message[lang] : '',
    };
    throw new AppError('ONLY_ONE', params, { [field]: formatMessage('ONLY_ONE', lang, params) });
  }
}
