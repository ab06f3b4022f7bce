/**
 * A schema as one tenant and role are served it, for the form designer's preview and tracer
 * (docs/domain/devtool.md): the tenant's override (its active one, none, or the draft being designed) merged over the
 * base, and the role's menu, buttons and data-field grant on the schema's page loaded from `sys_role_menu*` of that
 * tenant: what server/entity/field-permissions.ts loads for a signed-in person, here for a role nobody is signed in as.
 */
import { fieldAccess, type PageFieldGrants } from '../../engine/access/field-access';
import type { TraceRole } from '../../engine/access/field-trace';
import { schemaForAccess } from '../../engine/access/schema-for-access';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { accessRouteOf } from '../entity/child-access';
import { entityGrants } from '../entity/field-permissions';
import type { RequestDb } from '../entity/row-store';
import { activeOverride, mergedSchema } from '../overrides/override-store';
import type { ChosenAudience } from './audiences';

/** One role on one page: whether it holds the menu, its listed data fields (null: not configured) and its buttons. */
export interface RoleOnPage {
  holdsMenu: boolean;
  listed: Set<string> | null;
  buttons: string[];
}

/** The role's grants on the tenant's enabled menu at `route` (none when the schema has no route). */
export async function roleOnPage(db: RequestDb, tenantId: number, roleId: number, route: string | undefined): Promise<RoleOnPage> {
  if (!route) return { holdsMenu: false, listed: null, buttons: [] };
  const held = await db.selectFrom('sysRoleMenu as rm').innerJoin('sysMenu as m', 'm.id', 'rm.menuId').select('m.id')
    .where('rm.roleId', '=', roleId).where('m.tenantId', '=', tenantId).where('m.menuPath', '=', route).where('m.menuStatus', '=', 1)
    .execute();
  const menuIds = held.map((row) => row.id);
  if (!menuIds.length) return { holdsMenu: false, listed: null, buttons: [] };
  const listed = await db.selectFrom('sysRoleMenuData').select('fieldName').where('roleId', '=', roleId).where('menuId', 'in', menuIds).execute();
  const buttons = await db.selectFrom('sysRoleMenuButton as rb').innerJoin('sysMenuButton as b', 'b.id', 'rb.menuButtonId').select('b.buttonCode')
    .where('rb.roleId', '=', roleId).where('b.menuId', 'in', menuIds).execute();
  return {
    holdsMenu: true,
    listed: listed.length ? new Set(listed.map((row) => row.fieldName)) : null,
    buttons: [...new Set(buttons.map((row) => row.buttonCode))].sort(),
  };
}

/** The schema, override and grants of one audience (the tracer's input, and what the preview cuts with). */
export interface AudienceView {
  route: string | undefined;
  override: { version: number | 'draft'; patch: Record<string, unknown> } | null;
  merged: EntitySchema;
  role: TraceRole;
  /** The grants deciding the schema's fields (a child table's: its own names out of its header's grant). */
  grants: PageFieldGrants;
  buttons: 'all' | string[];
}

/**
 * What the audience is served of a schema. `patch`: undefined for the tenant's active override, null for none, an
 * object for a draft (already checked by the caller with checkOverride).
 */
export async function audienceView(db: RequestDb, model: EntityModel, audience: ChosenAudience, patch: Record<string, unknown> | null | undefined): Promise<AudienceView> {
  const active = patch === undefined ? await activeOverride(db, audience.tenantId, model.id) : undefined;
  const override = patch ? { version: 'draft' as const, patch } : active ? { version: active.version, patch: active.patch } : null;
  const merged = mergedSchema(model.schema, override?.patch);
  const route = accessRouteOf(model);
  if (!audience.role) {
    return { route, override, merged, role: { roleCode: audience.roleCode, admin: true, holdsMenu: true, listed: null }, grants: { admin: true, roles: [] }, buttons: 'all' };
  }
  const onPage = await roleOnPage(db, audience.tenantId, audience.role.roleId, route);
  const grants = entityGrants(model, { admin: false, roles: onPage.holdsMenu ? [onPage.listed] : [] });
  const listed = grants.roles[0] ? new Set(grants.roles[0]) : null;
  return { route, override, merged, role: { roleCode: audience.role.roleCode, admin: false, holdsMenu: onPage.holdsMenu, listed }, grants, buttons: onPage.buttons };
}

/** The preview's reply (src/pages/devtool/devtool-api.ts `PreviewReply`). */
export function previewReply(view: AudienceView) {
  const access = fieldAccess(view.merged.fields, view.grants);
  return {
    opens: view.role.admin || view.role.holdsMenu,
    schema: schemaForAccess(view.merged, access),
    overrideVersion: view.override?.version ?? null,
    buttons: view.buttons,
    access: { hidden: [...access.hidden], masked: Object.fromEntries(access.masked) },
  };
}
