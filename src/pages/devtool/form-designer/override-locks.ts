/**
 * Which properties of a base field a tenant override may not change, with the reason, asked of the engine's own
 * rule (`checkOverride`, engine/schema/tenant-override.ts) on a trial patch changing that one key, so the designer
 * never disagrees with the server. Keys an override may change only one way (lower `maxLength`, add `required`) are
 * not locked: the save dialog shows a wrong move with its reason. Pure.
 */
import { pointerToken } from '../../../../engine/schema/entity-check';
import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { checkOverride } from '../../../../engine/schema/tenant-override';
import { columnsOf, isObject } from './design-schema';
import type { FieldRef } from './designer-state';

/** The keys the properties panel edits that a trial can lock, with a trial value differing from the base's. */
const TRIALS: Record<string, (from: unknown) => unknown> = {
  'x-component': (from) => (from === 'Input' ? 'Select' : 'Input'),
  'x-dict': (from) => `${typeof from === 'string' ? from : 'dict'}X`,
  'x-sanitize': (from) => (from === 'decimal2' ? 'decimal3' : 'decimal2'),
  'x-ref': (from) => (from === undefined ? { entity: 'trial.entity', value: 'id', label: 'id' } : null),
  'x-when': (from) => (from === undefined ? [{ field: 'trial', filled: true, then: 'show' }] : null),
  required: (from) => (from === true ? null : undefined),
};

/** Where a field's member sits in a merge patch (a column of a sub-table: under its items). */
function patchFor(ref: FieldRef, key: string, value: unknown): Record<string, unknown> {
  const field = { [key]: value };
  if (!ref.container) return { fields: { [ref.name]: field } };
  return { fields: { [ref.container]: { items: { properties: { [ref.name]: field } } } } };
}

function pointerOf(ref: FieldRef, key: string): string {
  const field = ref.container
    ? `/fields/${pointerToken(ref.container)}/items/properties/${pointerToken(ref.name)}`
    : `/fields/${pointerToken(ref.name)}`;
  return `${field}/${pointerToken(key)}`;
}

/** The base field a ref names, or undefined for a field the override adds. */
function baseField(base: EntitySchema, ref: FieldRef): Record<string, unknown> | undefined {
  const fields = base.fields as unknown as Record<string, unknown>;
  const field = ref.container ? columnsOf(fields[ref.container])[ref.name] : fields[ref.name];
  return isObject(field) ? field : undefined;
}

/**
 * The locked keys of a base field in an override, each with the engine's reason (English, as the server words it).
 * Empty for a field the override adds (a custom field's limits are checked on save).
 */
export function overrideLocks(base: EntitySchema, ref: FieldRef): Map<string, string> {
  const locks = new Map<string, string>();
  const field = baseField(base, ref);
  if (!field) return locks;
  for (const [key, trial] of Object.entries(TRIALS)) {
    const value = trial(field[key]);
    if (value === undefined) continue;
    const at = pointerOf(ref, key);
    const refused = checkOverride(base, patchFor(ref, key, value)).find((p) => p.path === at || p.path.startsWith(`${at}/`));
    if (refused) locks.set(key, refused.message);
  }
  // Sub-table columns are the base's shape: an override changes only their free keys (title, props).
  if (ref.container) locks.set('name', 'may not change the sub-table\'s shape');
  return locks;
}
