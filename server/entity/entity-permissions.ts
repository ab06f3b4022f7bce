import type { EntityModel } from '../../engine/schema/entity-model';
import { findTransition } from '../../engine/schema/lifecycles';
import { AppError } from '../errors/app-error';
import type { SessionUser } from '../http/request-context';
import { seesEverything } from '../services/menu-authority';
import { attachedGrants, buttonKey } from '../services/user-grants';
import type { RequestDb } from './row-store';
import { accessRouteOf } from './child-access';

/** A write an entity's caller may be granted, by the schema action that carries its button code. */
export type WriteAction = 'create' | 'update' | 'remove' | 'batchRemove' | 'import' | { transition: string } | { command: string };

/** The schema actions whose button a write needs, first found wins (docs/api.md: `actions.*.button`). */
const ACTIONS_OF: Record<Exclude<WriteAction, object>, string[]> = {
  create: ['create'],
  update: ['edit'],
  remove: ['delete', 'batchDelete'],
  batchRemove: ['batchDelete', 'delete'],
  // The import button (else, for a schema without an import action, the create one); the rows it writes also need
  // the create (and, upserting, edit) buttons, as it writes through those calls.
  import: ['import', 'create'],
};

/**
 * The button code a write needs: the button of the schema action behind it, or for a transition its own `button`
 * (else that of a `transition` action targeting it), for a command its own `button` (else its `command` action's). Undefined when the schema gives none: administrators only.
 */
export function buttonOf(model: EntityModel, action: WriteAction): string | undefined {
  const actions = Object.values(model.schema.actions ?? {});
  if (typeof action === 'object' && 'command' in action) {
    const command = Object.hasOwn(model.schema.commands ?? {}, action.command) ? model.schema.commands![action.command] : undefined;
    return command?.button ?? actions.find((a) => a.action === 'command' && a.target === action.command)?.button;
  }
  if (typeof action === 'object') {
    return findTransition(model.schema, action.transition)?.transition.button
      ?? actions.find((a) => a.action === 'transition' && a.target === action.transition)?.button;
  }
  for (const name of ACTIONS_OF[action]) {
    const button = actions.find((a) => a.action === name && a.button)?.button;
    if (button) return button;
  }
  return undefined;
}

/**
 * Installation-wide rows (`storage.platform`: app clients, tenants) are the platform tenant's business: every other
 * tenant's users, administrators included, are refused whatever their grants.
 */
function onPlatformIfNeeded(user: SessionUser, model: EntityModel): boolean {
  return !model.schema.storage?.platform || user.platform === true;
}

/** Whether the entity's route is in the caller's menu: granted to one of their roles (administrators: always). */
export async function mayRead(db: RequestDb, user: SessionUser, model: EntityModel): Promise<boolean> {
  if (!onPlatformIfNeeded(user, model)) return false;
  if (seesEverything(user)) return true;
  const route = accessRouteOf(model);
  return !!route && (await routeInMenu(db, user, route));
}

/** Whether the caller may open a catalogue route: administrators always, others when it is in their menu (a qid's `route`, a dashboard). */
export async function mayOpenRoute(db: RequestDb, user: SessionUser, route: string): Promise<boolean> {
  return seesEverything(user) || (await routeInMenu(db, user, route));
}

/**
 * Whether one of the user's roles has the route in their menu. A signed-in request's user carries its grants, loaded
 * with the user and kept while the authority version stands (server/services/session-cache.ts); others are queried.
 */
async function routeInMenu(db: RequestDb, user: SessionUser, route: string): Promise<boolean> {
  const grants = attachedGrants(user);
  if (grants) return grants.routes.has(route);
  const granted = await db
    .selectFrom('sysRoleMenu as rm')
    .innerJoin('sysMenu as m', 'm.id', 'rm.menuId')
    .select('m.id')
    .where('rm.roleId', 'in', db.selectFrom('sysUserRole').select('roleId').where('userId', '=', user.id))
    .where('m.tenantId', '=', user.tenantId)
    .where('m.menuPath', '=', route)
    .where('m.menuStatus', '=', 1)
    .executeTakeFirst();
  return granted !== undefined;
}

/** Whether one of the caller's roles holds the button on the entity's route (and the route is in their menu). */
export async function mayWrite(db: RequestDb, user: SessionUser, model: EntityModel, action: WriteAction): Promise<boolean> {
  if (!onPlatformIfNeeded(user, model)) return false;
  if (seesEverything(user)) return true;
  const button = buttonOf(model, action);
  const route = accessRouteOf(model);
  return !!button && !!route && (await mayUseButton(db, user, route, button));
}

/**
 * Whether one of the caller's roles holds a button of a route (spec 01 §6), the route being in their menu too; for
 * calls granted by a route's button without an entity write behind them (a scan recorded on /putScan).
 */
export async function mayUseButton(db: RequestDb, user: SessionUser, route: string, button: string): Promise<boolean> {
  if (seesEverything(user)) return true;
  return (await routeInMenu(db, user, route)) && (await holdsButton(db, user, route, button));
}

async function holdsButton(db: RequestDb, user: SessionUser, route: string, button: string): Promise<boolean> {
  const grants = attachedGrants(user);
  if (grants) return grants.buttons.has(buttonKey(route, button));
  const granted = await db
    .selectFrom('sysRoleMenuButton as rb')
    .innerJoin('sysMenuButton as b', 'b.id', 'rb.menuButtonId')
    .innerJoin('sysMenu as m', 'm.id', 'b.menuId')
    .select('b.id')
    .where('rb.roleId', 'in', db.selectFrom('sysUserRole').select('roleId').where('userId', '=', user.id))
    .where('m.tenantId', '=', user.tenantId)
    .where('m.menuPath', '=', route)
    .where('b.buttonCode', '=', button)
    .executeTakeFirst();
  return granted !== undefined;
}

/** @throws AppError FORBIDDEN (403) unless the caller may read the entity. */
export async function requireRead(db: RequestDb, user: SessionUser, model: EntityModel): Promise<void> {
  if (!(await mayRead(db, user, model))) throw new AppError('FORBIDDEN');
}

/** The schema actions that hand out a file of the rows, by the call or task that serves them. */
export type ExportAction = 'export' | 'exportWord' | 'exportPDF' | 'exportTask';

/**
 * @throws AppError FORBIDDEN (403) unless the caller may read the entity and, when the schema's action for this
 * export (else any of its export actions) names a button, holds it: an export without the button is refused like
 * any other control the person was not granted (spec 01 §6).
 */
export async function requireExport(db: RequestDb, user: SessionUser, model: EntityModel, action: ExportAction): Promise<void> {
  await requireRead(db, user, model);
  if (seesEverything(user)) return;
  const actions = Object.values(model.schema.actions ?? {});
  const exports = actions.filter((a) => (['export', 'exportWord', 'exportPDF', 'exportTask'] as string[]).includes(a.action) && a.button);
  const button = (exports.find((a) => a.action === action) ?? exports[0])?.button;
  const route = accessRouteOf(model);
  if (button && !(route && (await holdsButton(db, user, route, button)))) throw new AppError('FORBIDDEN');
}

/** @throws AppError FORBIDDEN (403) unless the caller holds the write's button. */
export async function requireWrite(db: RequestDb, user: SessionUser, model: EntityModel, action: WriteAction): Promise<void> {
  if (!(await mayWrite(db, user, model, action))) throw new AppError('FORBIDDEN');
}
