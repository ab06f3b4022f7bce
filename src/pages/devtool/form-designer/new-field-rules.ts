/**
 * What a field the designer adds may be named and typed: in a tenant override, a custom field (`ext_…`, a string,
 * number, integer, boolean or date string: engine/schema/tenant-override.ts); in the base file, any camelCase name
 * not already used. Pure.
 */
import { ENGINE_ROW_KEYS, EXT_FIELD_PREFIX } from '../../../../engine/schema/entity-check';
import type { DesignTarget } from './panels/panel-props';
import type { FieldJson } from './design-schema';

const CUSTOM_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
const BASE_NAME = /^[a-z][A-Za-z0-9]*$/;
const EXT_NAME = /^ext_[a-z][A-Za-z0-9_]*$/;

/** Whether a field may be a tenant's custom field (its type and format; keys it may not have are checked by the server). */
export function mayBeCustomField(field: FieldJson): boolean {
  if (typeof field.type !== 'string' || !CUSTOM_TYPES.has(field.type)) return false;
  return field.format === undefined || (field.format === 'date' && field.type === 'string');
}

/** Why `name` cannot name a new field here, or undefined when it can. */
export function newFieldNameProblem(name: string, target: DesignTarget, taken: ReadonlySet<string> | readonly string[]): string | undefined {
  const used = Array.isArray(taken) ? new Set(taken) : (taken as ReadonlySet<string>);
  if (used.has(name)) return 'taken';
  if (ENGINE_ROW_KEYS.includes(name)) return 'reserved';
  if (target === 'override') return EXT_NAME.test(name) ? undefined : 'ext';
  return BASE_NAME.test(name) ? undefined : 'camelCase';
}

/** A free name for a new field made from `stem` (`input` → `input1`, `ext_input1` in an override). */
export function freeFieldName(stem: string, target: DesignTarget, taken: ReadonlySet<string>): string {
  const clean = stem.replace(/[^A-Za-z0-9]/g, '');
  const camel = (clean.charAt(0).toLowerCase() + clean.slice(1)) || 'field';
  const prefix = target === 'override' ? `${EXT_FIELD_PREFIX}${camel}` : camel;
  for (let n = 1; ; n += 1) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}
