import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables';
import type { SessionUser } from '../http/request-context';

/**
 * What a user's roles grant, as the permission checks of server/entity/entity-permissions.ts ask it: the routes in
 * their menu (enabled menus of their tenant) and the buttons they hold on each route.
 */
export interface Grants {
  routes: ReadonlySet<string>;
  /** {@link buttonKey} of each route and button held. */
  buttons: ReadonlySet<string>;
}

/** The key of a button on a route in {@link Grants.buttons}. */
export function buttonKey(route: string, button: string): string {
  return `${route}\u0000${button}`;
}

/**
 * Loads a user's grants in two queries: the same rows as entity-permissions' own route and button queries, for
 * every route at once.
 */
export async function loadGrants(db: Kysely<Database> | Transaction<Database>, user: Pick<SessionUser, 'id' | 'tenantId'>): Promise<Grants> {
  const roleIds = db.selectFrom('sysUserRole').select('roleId').where('userId', '=', user.id);
  const routes = await db
    .selectFrom('sysRoleMenu as rm')
    .innerJoin('sysMenu as m', 'm.id', 'rm.menuId')
    .select('m.menuPath')
    .where('rm.roleId', 'in', roleIds)
    .where('m.tenantId', '=', user.tenantId)
    .where('m.menuStatus', '=', 1)
    .execute();
  const buttons = await db
    .selectFrom('sysRoleMenuButton as rb')
    .innerJoin('sysMenuButton as b', 'b.id', 'rb.menuButtonId')
    .innerJoin('sysMenu as m', 'm.id', 'b.menuId')
    .select(['m.menuPath', 'b.buttonCode'])
    .where('rb.roleId', 'in', roleIds)
    .where('m.tenantId', '=', user.tenantId)
    .execute();
  return {
    routes: new Set(routes.map((r) => r.menuPath)),
    buttons: new Set(buttons.map((b) => buttonKey(b.menuPath, b.buttonCode))),
  };
}

const grantsByUser = new WeakMap<SessionUser, Grants>();

/** Hands a user object its grants, loaded together with it (the signed-in users of server/services/session-cache.ts). */
export function attachGrants(user: SessionUser, grants: Grants): void {
  grantsByUser.set(user, grants);
}

/** The grants loaded with this user object, if any: otherwise the permission checks query the database. */
export function attachedGrants(user: SessionUser): Grants | undefined {
  return grantsByUser.get(user);
}
