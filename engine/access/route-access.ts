/** Route and button permissions (spec 01 §6). */
import type { MenuEntry } from './menu-entry';
import { findMenuByPath, flattenMenu } from './menu-routes';

/** The role that sees every route. */
export const ADMIN_ROLE = 'ROLE_ADMIN';

/** How a screen treats a control whose button is not granted. */
export type ButtonMode = 'disable' | 'remove';

/** What to do with a control. */
export type ButtonState = 'enabled' | 'disabled' | 'removed';

/**
 * Whether the user may see a route. ROLE_ADMIN sees every route. Anyone else needs the route's path among the
 * paths of the server menu and, when the route lists roles, at least one of them. Public routes are the router's
 * business, not this check's.
 */
export function canSeeRoute(
  route: { path: string; roles?: readonly string[] },
  user: { roles: readonly string[] },
  permittedPaths: ReadonlySet<string>,
): boolean {
  if (user.roles.includes(ADMIN_ROLE)) return true;
  if (!permittedPaths.has(route.path)) return false;
  if (!route.roles || route.roles.length === 0) return true;
  return route.roles.some((role) => user.roles.includes(role));
}

/** The paths of every entry of the server menu, hidden entries included. */
export function permittedPathSet(menu: readonly MenuEntry[]): Set<string> {
  return new Set(flattenMenu(menu).map((entry) => entry.path));
}

/** The button codes granted on the route with this path; empty when the path is not in the menu. */
export function buttonsForPath(menu: readonly MenuEntry[], path: string): Set<string> {
  return new Set(findMenuByPath(menu, path)?.buttons.map((button) => button.menuButton) ?? []);
}

/**
 * How to show a control named by a button code: 'enabled' when granted, otherwise 'disabled' (no pointer events)
 * or 'removed', as the screen's mode says.
 */
export function buttonState(code: string, allowed: ReadonlySet<string>, mode: ButtonMode): ButtonState {
  if (allowed.has(code)) return 'enabled';
  return mode === 'disable' ? 'disabled' : 'removed';
}
