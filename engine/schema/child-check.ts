/**
 * The checks of master–detail schemas (docs/schemas.md, "Child tables"): a header's `children` and a child's `parent`
 * must point at each other, the parent field must be able to hold the header's id, and the detail page's tabs must
 * name declared children. Pure; `entity-check.ts` runs them with the other cross references.
 */
import type { EntitySchema } from './entity-schema';
import { lifecyclesOf } from './lifecycles';
import { gridChildProblems } from './grid-check';

/** A problem inside one schema (a JSON pointer and a message). */
interface Problem {
  path: string;
  message: string;
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** What one schema says about its own children, parent and detail page, with no other schema needed. */
export function childShapeProblems(schema: EntitySchema): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const children = schema.children ?? {};
  for (const key of Object.keys(children)) {
    if (Object.hasOwn(schema.fields, key)) add(`/children/${token(key)}`, `"${key}" is also a field: a child's key names its lines in the header's body, so it may not be a field`);
    for (const [name, states] of Object.entries(children[key]!.lock ?? {})) {
      const lifecycle = lifecyclesOf(schema).find((l) => l.name === name);
      if (!lifecycle) add(`/children/${token(key)}/lock/${token(name)}`, `the header has no lifecycle "${name}"`);
      else for (const state of states) if (!Object.hasOwn(lifecycle.values, state)) add(`/children/${token(key)}/lock/${token(name)}`, `"${state}" is not a state of the lifecycle "${name}"`);
    }
  }
  schema.detail?.tabs?.forEach((tab, i) => {
    if (tab.child !== undefined && !Object.hasOwn(children, tab.child)) add(`/detail/tabs/${i}/child`, `"${tab.child}" is not a key of children`);
    if (tab.child !== undefined && schema.detail?.mode !== 'page') add(`/detail/tabs/${i}/child`, 'a child table\'s tab is drawn on a detail page: set detail.mode "page" and its route');
    if (tab.child !== undefined && (tab.subTable !== undefined || tab.fields !== undefined)) add(`/detail/tabs/${i}`, 'a tab shows a child, a sub-table or fields, not several');
  });
  if (schema.detail?.mode === 'page' && schema.detail.route === undefined) add('/detail/route', 'a detail page (mode "page") needs its route');
  if (schema.detail?.route !== undefined && schema.detail.mode !== 'page') add('/detail/mode', 'a detail route is for mode "page"');
  const parent = schema.parent;
  if (parent) {
    const field = schema.fields[parent.field];
    if (!field) add('/parent/field', `unknown field "${parent.field}"`);
    else if (field.type !== 'integer' || field.required !== true) add(`/fields/${token(parent.field)}`, `the parent field "${parent.field}" holds the header's id: type integer, required`);
    if (schema.route !== undefined) add('/route', 'a child table has no page of its own: it is read and written on its header\'s route, with the header\'s buttons');
    if (schema.children) add('/children', 'a child table cannot have children of its own (one level of lines)');
    if (!schema.list.filters?.includes(parent.field)) add('/list/filters', `a child's list is read per header: list.filters must include the parent field "${parent.field}"`);
  }
  return problems;
}

/**
 * The links between schemas: every child a header lists exists and names the header as its parent, and every parent
 * a child names exists and lists it among its children. `byId` holds every schema that passed the meta-schema.
 */
export function childLinkProblems(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  for (const [key, child] of Object.entries(schema.children ?? {})) {
    const at = `/children/${token(key)}/entity`;
    const target = byId.get(child.entity);
    if (!target) add(at, `unknown entity "${child.entity}"`);
    else if (target.parent?.entity !== schema.id) add(at, `"${child.entity}" does not name "${schema.id}" as its parent`);
    else if (!target.storage || !schema.storage) add(at, 'a header and its child tables both need storage');
    else if ((target.storage.tenant !== false) !== (schema.storage.tenant !== false)) add(at, 'a header and its child tables are both per tenant, or both not');
  }
  problems.push(...gridChildProblems(schema, byId));
  const parent = schema.parent;
  if (parent) {
    const header = byId.get(parent.entity);
    if (!header) add('/parent/entity', `unknown entity "${parent.entity}"`);
    else if (!Object.values(header.children ?? {}).some((child) => child.entity === schema.id)) add('/parent/entity', `"${parent.entity}" does not list "${schema.id}" among its children`);
  }
  return problems;
}

/** The route whose menu and buttons grant a schema: its own, or for a child table its header's. */
export function accessRouteOf(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): string | undefined {
  if (schema.route) return schema.route;
  if (schema.parent) return byId.get(schema.parent.entity)?.route;
  // A level view without a page of its own is served with its owner's route and buttons.
  return schema.storage?.of ? byId.get(schema.storage.of)?.route : undefined;
}
