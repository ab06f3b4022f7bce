import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError, formatMessage } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import { fieldName as camelName } from '../../engine/schema/entity-model';
import { tableModel } from './table-model';

interface DatabaseError {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

/** PostgreSQL error classes that mean "this value does not fit": too long, out of range, malformed, null, check. */
const BAD_VALUE_CODES = new Set(['22001', '22003', '22007', '22008', '22P02', '23502', '23514']);

/**
 * The fields of a unique violation: from the detail `Key (tenant_id, carrier_code)=(1, SF) already exists.`, else
 * from the constraint's name (table-model.ts names unique keys after their columns).
 */
function clashingFields(model: EntityModel, error: DatabaseError): string[] {
  const fieldOf = (column: string) => model.columns.find((c) => c.column === column)?.field;
  const columns = /^Key \(([^)]*)\)=/.exec(error.detail ?? '')?.[1]?.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) ?? [];
  const fields = columns.map(fieldOf).filter((f): f is string => f !== undefined);
  if (fields.length) return fields;
  const key = tableModel(model).uniques.find((unique) => unique.name === error.constraint);
  return key?.columns.map(fieldOf).filter((f): f is string => f !== undefined) ?? [];
}

/**
 * A database failure of an entity write as the error a person reads: a unique clash names the key's field titles
 * (`承运商编码 已存在`), a value the column cannot hold is bad input; anything else is left as it is (a 500).
 */
export function translateWriteError(error: unknown, model: EntityModel, lang: Language): unknown {
  const failure = error as DatabaseError;
  if (failure?.code === '23505') {
    const fields = clashingFields(model, failure);
    // A key the schema does not know (added by a numbered migration): name the entity instead.
    const title = fields.length ? fields.map((f) => model.schema.fields[f]?.title[lang] ?? f).join(lang === 'zh' ? '、' : ', ') : model.schema.title[lang];
    const message = formatMessage('UNIQUE_CLASH', lang, { title });
    return new AppError('UNIQUE_CLASH', { title }, Object.fromEntries(fields.map((f) => [f, message])));
  }
  if (failure?.code && BAD_VALUE_CODES.has(failure.code)) {
    const field = failure.column ? camelName(failure.column) : undefined;
    return new AppError('VALIDATION', { detail: 'a value does not fit its column' }, field ? { [field]: 'invalid' } : undefined);
  }
  return error;
}
