/**
 * A row read with raw SQL (`sql\`SELECT * …\`.execute(db)`), as the refusals that name another row need it: its
 * fields by name, and its name. The raw read's keys are camelCase when the database handle maps them and snake_case
 * when it does not, so each field is taken under either.
 */
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import { recordName } from '../../engine/schema/record-name';
import type { Language } from '../errors/catalogue';

/**
 * The schema's fields of a raw row, by field name.
 * @example rawRowFields(templateModel, { id: 7, template_code: 'A4' }); // { templateCode: 'A4', … }
 */
export function rawRowFields(model: EntityModel, raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(model.schema.fields).map((field) => [field, raw[field] ?? raw[columnName(field)]]));
}

/**
 * How a message names a raw row: its record name (engine/schema/record-name.ts), or `#id` when its label fields are
 * empty.
 * @example rawRowName(carrierModel, { id: 3, carrier_code: 'SF', carrier_name: '顺丰速运' }, 'zh'); // 'SF 顺丰速运'
 */
export function rawRowName(model: EntityModel, raw: Record<string, unknown>, lang: Language): string {
  return recordName(model.schema, rawRowFields(model, raw), lang) || `#${String(raw.id)}`;
}
