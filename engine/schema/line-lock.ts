/**
 * Whether a header's lines of one child are read-only (docs/schemas.md, "Child tables"): the header is in a lock
 * state (`states.lock`), or in a state its `children.<key>.lock` names (`{ "fee": ["2", "3"] }`). The server refuses
 * such writes (server/entity/record-lock.ts); the detail page leaves out the write buttons of such a tab. Pure.
 */
import type { EntitySchema } from './entity-schema';
import { lifecyclesOf, rowLock } from './lifecycles';

/** @example linesLocked(order, { declareStatus: '0', feeStatus: '2' }, 'fees'); // true with "lock": { "fee": ["2"] } */
export function linesLocked(header: Pick<EntitySchema, 'states' | 'children'>, row: Record<string, unknown>, childKey: string): boolean {
  if (rowLock(header, row)) return true;
  const locks = header.children?.[childKey]?.lock;
  if (!locks) return false;
  return lifecyclesOf(header).some((lifecycle) => locks[lifecycle.name]?.includes(String(row[lifecycle.field] ?? '')) ?? false);
}
