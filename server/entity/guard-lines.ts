/**
 * The lines a guard reads (`{ "lines": "goods", … }`): a header row's lines of just the children its guards name,
 * loaded in the request's transaction and the caller's tenant, for `rowScope(row, params, lines)`
 * (state-machine.ts). Transitions and commands both guard through this.
 */
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import type { Condition } from '../../engine/validation/conditions';
import { linesNamedIn } from '../../engine/validation/condition-lines';
import type { ModelLookup } from './child-lines';
import type { WriteContext } from './entity-service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

/** The lines of each child named by the guards, by child key (a key the header does not have: no lines). */
export async function guardLines(ctx: WriteContext, header: EntityModel, lookup: ModelLookup | undefined, row: { id: number }, guards: (Condition | undefined)[]): Promise<((name: string) => Record<string, unknown>[] | undefined) | undefined> {
  const names = linesNamedIn(...guards);
  if (!names.length || !lookup) return undefined;
  const loaded = new Map<string, Record<string, unknown>[]>();
  for (const name of names) {
    const spec = header.schema.children?.[name];
    const child = spec && lookup.get(spec.entity);
    if (!child?.table || !child.schema.parent) continue;
    let query = (ctx.db as UntypedDb).selectFrom(child.table).selectAll().where(columnName(child.schema.parent.field), '=', row.id);
    if (child.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', ctx.user.tenantId);
    loaded.set(name, await query.orderBy('id').execute());
  }
  return (name) => loaded.get(name);
}
