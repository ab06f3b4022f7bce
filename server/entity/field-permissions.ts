/**
 * Field permissions and masks on the server (docs/domain/administration.md "Data fields"): the one place that loads a
 * person's data-field grants (`sys_role_menu_data`) and decides, per entity, which fields they see and which in full
 * (the pure decision: engine/access/field-access.ts). Every reader and writer of rows asks here: lists and details,
 * the generic data query, exports (the job worker's too, as the task's user), the import template and imports,
 * creates and updates, and the schema the browser is served.
 *
 * The grants are loaded once per user object and kept with it: a signed-in request's user is the session cache's,
 * replaced when the authority version moves (every write of the grant tables moves it, migrations 0017 and 0021), so a
 * change of grants applies from the person's next request; a job's user is its own object.
 */
import {
  applyFieldAccess, childGrants, fieldAccess, FULL_ACCESS, maskOnlyAccess, queryableFields, restricts, type FieldAccess, type MaskedField, type PageFieldGrants,
} from '../../engine/access/field-access';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { SessionUser } from '../http/request-context';
import type { QidDefinition } from '../qid/definition';
import type { QidRequest } from '../qid/request-params';
import { seesEverything } from '../services/menu-authority';
import { accessRouteOf, childKeyOf, childModelsOf } from './child-access';
import type { RequestDb } from './row-store';

/** Per menu path, per role of the user holding that menu: its listed field names, or null (not configured). */
type UserFieldGrants = Map<string, Map<number, Set<string> | null>>;

const loaded = new WeakMap<SessionUser, Promise<UserFieldGrants>>();

/** Two queries: the user's roles holding each enabled menu of their tenant, and those roles' data-field rows. */
async function loadFieldGrants(db: RequestDb, user: SessionUser): Promise<UserFieldGrants> {
  const roleIds = db.selectFrom('sysUserRole').select('roleId').where('userId', '=', user.id);
  const held = await db.selectFrom('sysRoleMenu as rm').innerJoin('sysMenu as m', 'm.id', 'rm.menuId')
    .select(['m.menuPath', 'rm.roleId'])
    .where('rm.roleId', 'in', roleIds).where('m.tenantId', '=', user.tenantId).where('m.menuStatus', '=', 1)
    .execute();
  const listed = await db.selectFrom('sysRoleMenuData as d').innerJoin('sysMenu as m', 'm.id', 'd.menuId')
    .select(['m.menuPath', 'd.roleId', 'd.fieldName'])
    .where('d.roleId', 'in', roleIds).where('m.tenantId', '=', user.tenantId)
    .execute();
  const grants: UserFieldGrants = new Map();
  for (const { menuPath, roleId } of held) {
    if (!grants.has(menuPath)) grants.set(menuPath, new Map());
    grants.get(menuPath)!.set(roleId, null);
  }
  for (const { menuPath, roleId, fieldName } of listed) {
    const roles = grants.get(menuPath);
    if (!roles?.has(roleId)) continue; // a row of a menu the role no longer holds grants nothing
    const names = roles.get(roleId) ?? new Set<string>();
    names.add(fieldName);
    roles.set(roleId, names);
  }
  return grants;
}

function userFieldGrants(db: RequestDb, user: SessionUser): Promise<UserFieldGrants> {
  let grants = loaded.get(user);
  if (!grants) {
    grants = loadFieldGrants(db, user);
    loaded.set(user, grants);
    // A failed load is not kept: the next call tries again.
    grants.catch(() => loaded.delete(user));
  }
  return grants;
}

/** The grants deciding one menu path for the user (administrators: everything). */
export async function pageFieldGrants(db: RequestDb, user: SessionUser, route: string | undefined): Promise<PageFieldGrants> {
  if (seesEverything(user)) return { admin: true, roles: [] };
  const roles = route ? (await userFieldGrants(db, user)).get(route) : undefined;
  return { admin: false, roles: roles ? [...roles.values()] : [] };
}

/**
 * What the user may see of an entity's fields (or of `fields`, e.g. a schema with the tenant's override merged): the
 * grants of the menu whose path is the entity's route, a child table's those of its header (names `key.field`).
 */
export async function fieldAccessFor(db: RequestDb, user: SessionUser, model: EntityModel, fields: Readonly<Record<string, MaskedField>> = model.schema.fields): Promise<FieldAccess> {
  // Administrators see every field in full, but a secret (masks.ts ALWAYS_MASKED) from nobody.
  if (seesEverything(user)) return fieldAccess(fields, { admin: true, roles: [] });
  return fieldAccess(fields, entityGrants(model, await pageFieldGrants(db, user, accessRouteOf(model))));
}

/**
 * The grants deciding an entity's fields out of its page's: its own, or for a child table its share of its header's
 * (names `key.field`; a child without a key in its header: not configured). For a person (above) and for a role the
 * form designer previews (server/devtool/preview-as.ts).
 */
export function entityGrants(model: EntityModel, page: PageFieldGrants): PageFieldGrants {
  if (!model.schema.parent) return page;
  const key = childKeyOf(model);
  return key ? childGrants(page, key, [model.schema.parent.field]) : { admin: false, roles: page.roles.map(() => null) };
}

/**
 * A row of an entity as the user may see it: hidden fields left out, masked ones masked (a new object). For any code
 * that hands out stored rows (the record history shows a row's before and after through it).
 * @example await filterRowForUser(db, operator, employeeModel, row); // { …row without hidden fields, mobile: '138****5678' }
 */
export async function filterRowForUser<R extends Record<string, unknown>>(db: RequestDb, user: SessionUser, model: EntityModel, row: R): Promise<R> {
  return applyFieldAccess(row, await fieldAccessFor(db, user, model));
}

/** The rows of a list reply (a page `{ list }` or an array) as the user may see them; the reply's shape is kept. */
export function applyToReply<T>(reply: T, access: FieldAccess): T {
  if (!restricts(access)) return reply;
  if (Array.isArray(reply)) return reply.map((row) => applyFieldAccess(row as Record<string, unknown>, access)) as T;
  if (reply && typeof reply === 'object' && Array.isArray((reply as { list?: unknown }).list)) {
    const page = reply as unknown as { list: Record<string, unknown>[] };
    return { ...page, list: page.list.map((row) => applyFieldAccess(row, access)) } as T;
  }
  return reply;
}

/**
 * A qid request without the filters and sort the person may not use: those on a hidden or masked field (by the
 * filter's name, or by the column it binds when that column is such a field's), so nobody probes a value they cannot
 * read by filtering on it. They are ignored, as filters a qid does not declare are.
 */
export function restrictQuery(request: QidRequest, definition: QidDefinition, access: FieldAccess): QidRequest {
  if (!restricts(access)) return request;
  const may = queryableFields(access);
  const blockedColumns = new Set(Object.entries(definition.fields).filter(([name, column]) => !may(name) && typeof column === 'string').map(([, column]) => column as string));
  const filters = Object.fromEntries(Object.entries(request.filters).filter(([name]) => {
    const column = definition.filters?.[name]?.column;
    return may(name) && !(column && blockedColumns.has(column));
  }));
  const sort = request.sort && !may(request.sort.field) ? undefined : request.sort;
  return { ...request, filters, sort };
}

/**
 * The access of the generic data query to a page's qid (an entity's list qid, or the qid file of a query page,
 * `api.pattern: "qid"`, which other screens may read too): the page's data fields and masks for someone holding the
 * page; for someone reading the qid elsewhere (a related-rows tab), the page's masks only, as if not configured. The
 * qid's own `masks` apply too.
 */
export async function qidPageAccessFor(db: RequestDb, user: SessionUser, page: EntityModel, definition: QidDefinition): Promise<FieldAccess> {
  if (seesEverything(user)) return fieldAccessFor(db, user, page);
  const access = await readerAccessFor(db, user, page);
  const masked = new Map(access.masked);
  for (const [name, mask] of Object.entries(definition.masks ?? {})) if (!access.hidden.has(name) && !access.fullValue.has(name)) masked.set(name, mask);
  return { ...access, masked };
}

/**
 * An entity's access for a reader that may not hold its page (a related-rows tab, a reference's tree picker): the
 * page's data fields and masks for someone holding it, its masks only (as if not configured) for anyone else.
 */
export async function readerAccessFor(db: RequestDb, user: SessionUser, model: EntityModel): Promise<FieldAccess> {
  if (seesEverything(user)) return fieldAccessFor(db, user, model);
  const grants = await pageFieldGrants(db, user, accessRouteOf(model));
  if (grants.roles.length) return fieldAccessFor(db, user, model);
  return fieldAccess(model.schema.fields, { admin: false, roles: [null] });
}

/** The query page (`api.pattern: "qid"`) reading this qid, when exactly one does. */
export function qidPageOf(models: Iterable<EntityModel>, qid: string): EntityModel | undefined {
  const pages = [...models].filter((model) => model.schema.api.pattern === 'qid' && model.listQid === qid && model.schema.route);
  return pages.length === 1 ? pages[0] : undefined;
}

/** The masks of a qid for the user (its `masks`; full for administrators and roles listing the field on its `route`). */
export async function qidAccessFor(db: RequestDb, user: SessionUser, definition: QidDefinition): Promise<FieldAccess> {
  if (!definition.masks || seesEverything(user)) return FULL_ACCESS;
  return maskOnlyAccess(definition.masks, await pageFieldGrants(db, user, definition.route));
}

/** A column of an import sheet as the permissions read it: a field of the header or of a child (`key` `boxes.boxNo`). */
interface SheetColumn {
  key: string;
  field: string;
  model: EntityModel;
}

/**
 * Which columns of an import sheet the user may not see (`hidden`: the template leaves them out, an import with one
 * is refused) and which they see masked (`masked`: an import never overwrites them on an existing row).
 */
export async function importColumnAccess(db: RequestDb, user: SessionUser, columns: readonly SheetColumn[]): Promise<{ hidden: Set<string>; masked: Set<string> }> {
  const out = { hidden: new Set<string>(), masked: new Set<string>() };
  if (seesEverything(user)) return out;
  const byModel = new Map<EntityModel, FieldAccess>();
  for (const column of columns) {
    if (!byModel.has(column.model)) byModel.set(column.model, await fieldAccessFor(db, user, column.model));
    const access = byModel.get(column.model)!;
    if (access.hidden.has(column.field)) out.hidden.add(column.key);
    if (access.masked.has(column.field)) out.masked.add(column.key);
  }
  return out;
}

/** A header's lines as a save answers them (`{ boxes: [rows] }`), each cut to the user's fields of its child table. */
export async function linesForUser(db: RequestDb, user: SessionUser, header: EntityModel, lines: Record<string, Record<string, unknown>[]>): Promise<Record<string, Record<string, unknown>[]>> {
  if (seesEverything(user)) return lines;
  const children = childModelsOf(header);
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [key, rows] of Object.entries(lines)) {
    const child = children[key];
    const access = child ? await fieldAccessFor(db, user, child) : FULL_ACCESS;
    out[key] = rows.map((row) => applyFieldAccess(row, access));
  }
  return out;
}
