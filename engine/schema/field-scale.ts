/**
 * The decimal places a number field stores: its column's scale (`numeric(19,2)` → 2; a number's default column
 * `numeric(19,5)` → 5), 0 for an integer. Computed values are rounded to it on both sides (engine/validation/computed.ts).
 */
import type { FieldSchema } from './entity-schema';
import { sqlTypeOf } from './entity-model';

export function fieldScale(field: FieldSchema | undefined): number {
  if (!field || field.type === 'integer') return 0;
  const match = /^\s*(?:numeric|decimal)\s*\(\s*\d+\s*(?:,\s*(\d+)\s*)?\)\s*$/i.exec(sqlTypeOf(field));
  return match ? Number(match[1] ?? 0) : 10;
}
