/**
 * /sysmenu's grant calls (schemas/admin/sysmenu.json `commands`, spec 02 §7 "sysmenu"): which menus, buttons and
 * data fields a role holds, read and replaced by an administrator (the commands declare no button). Each is a
 * command of selection none served under the spec's own call name; the reads answer under `result`. The rules and
 * the writes: server/services/menu-grant-store.ts.
 */
import { AppError } from '../errors/app-error';
import { INT4_MAX } from '../entity/row-body-schema';
import {
  grantedButtonIds, grantedFieldNames, grantedMenuIds, menuByCode, replaceRoleButtons, replaceRoleMenus, roleByCode, roleOfTenant,
  tenantGrantTree, writeRoleFields,
} from '../services/menu-grant-store';
import { buttonKey, dataFieldsOf, menuKey, splitGrantKeys } from '../services/menu-grants';
import type { CommandImplementation, CommandRegistry, CommandRun, EntityModels } from './registry';

/** Most ids or names one grant call takes. */
const MAX_ITEMS = 5000;

/** A list of row ids from a JSON array or `1,2,3`; 400 naming the parameter otherwise. */
export function idList(value: unknown, param: string): number[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : String(value).split(',');
  const ids = items.map((item) => (typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : item));
  if (ids.length > MAX_ITEMS || !ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX)) {
    throw new AppError('VALIDATION', { detail: `${param} must be a list of ids (at most ${MAX_ITEMS})` }, { [param]: 'invalid' });
  }
  return ids as number[];
}

/** A list of names from a JSON array or `a,b`; 400 naming the parameter otherwise. */
function nameList(value: unknown, param: string): string[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : String(value).split(',').map((s) => s.trim());
  if (items.length > MAX_ITEMS || !items.every((item) => typeof item === 'string' && item.length > 0 && item.length <= 100)) {
    throw new AppError('VALIDATION', { detail: `${param} must be a list of names` }, { [param]: 'invalid' });
  }
  return items as string[];
}

const roleIdOf = (params: CommandRun['params']) => params.roleId as number;

const queryMenuIdByRoleId: CommandImplementation = async ({ ctx, params }) => {
  await roleOfTenant(ctx.db, ctx.user, roleIdOf(params));
  return { result: await grantedMenuIds(ctx.db, roleIdOf(params)) };
};

const authorizeMenuToRole: CommandImplementation = async ({ ctx, params }) => {
  const buttons = params.buttonIds === undefined || params.buttonIds === null ? undefined : idList(params.buttonIds, 'buttonIds');
  return { result: await replaceRoleMenus(ctx.db, ctx.user, roleIdOf(params), idList(params.menuIds, 'menuIds'), buttons, ctx.lang) };
};

/** The tree of menus with their buttons as leaves; with a role, the keys it holds (`menu:<id>`, `button:<id>`). */
const queryMenuButtonCheckbox: CommandImplementation = async ({ ctx, params }) => {
  const tree = await tenantGrantTree(ctx.db, ctx.user, ctx.lang);
  if (params.roleId === undefined || params.roleId === null) return { result: { tree, checkedKeys: [] } };
  await roleOfTenant(ctx.db, ctx.user, roleIdOf(params));
  const checkedKeys = [
    ...(await grantedMenuIds(ctx.db, roleIdOf(params))).map(menuKey),
    ...(await grantedButtonIds(ctx.db, roleIdOf(params))).map(buttonKey),
  ];
  return { result: { tree, checkedKeys } };
};

const querySysMenuButtonTree: CommandImplementation = async ({ ctx }) => ({ result: await tenantGrantTree(ctx.db, ctx.user, ctx.lang) });

/** The buttons of one menu, each with whether the role holds it. */
const queryCheckedMenuButton: CommandImplementation = async ({ ctx, params }) => {
  const menu = await menuByCode(ctx.db, ctx.user, params.menuCode as string, ctx.lang);
  await roleOfTenant(ctx.db, ctx.user, roleIdOf(params));
  const held = new Set(await grantedButtonIds(ctx.db, roleIdOf(params)));
  const buttons = await ctx.db.selectFrom('sysMenuButton').select(['id', 'buttonCode', 'buttonName', 'buttonNameEn']).where('menuId', '=', menu.id).orderBy('id').execute();
  return { result: buttons.map((b) => ({ ...b, checked: held.has(b.id) })) };
};

const queryMenuButtonByRoleCode: CommandImplementation = async ({ ctx, params }) => {
  const role = await roleByCode(ctx.db, ctx.user, params.roleCode as string);
  const rows = await ctx.db.selectFrom('sysRoleMenuButton as rb')
    .innerJoin('sysMenuButton as b', 'b.id', 'rb.menuButtonId')
    .innerJoin('sysMenu as m', 'm.id', 'b.menuId')
    .select(['b.id as buttonId', 'b.buttonCode', 'b.menuId', 'm.menuCode'])
    .where('rb.roleId', '=', role.id)
    .orderBy('b.menuId').orderBy('b.id')
    .execute();
  return { result: rows };
};

const authorizeMenuButtonToRole: CommandImplementation = async ({ ctx, params }) => {
  const menuId = typeof params.menuCode === 'string' && params.menuCode ? (await menuByCode(ctx.db, ctx.user, params.menuCode, ctx.lang)).id : undefined;
  return { result: await replaceRoleButtons(ctx.db, ctx.user, roleIdOf(params), idList(params.buttonIds, 'buttonIds'), menuId, ctx.lang) };
};

/**
 * The toolbar's "Grant to role": the checked keys of the menu-and-button tree replace the role's menus and buttons
 * at once. A checked button brings its menu (the tree checks each node on its own), so what is checked is granted.
 */
const grantToRole: CommandImplementation = async ({ ctx, params }) => {
  const keys = Array.isArray(params.grants) ? params.grants : [];
  const { menuIds, buttonIds, invalid } = splitGrantKeys(keys);
  if (invalid.length || keys.length > MAX_ITEMS) throw new AppError('VALIDATION', { detail: `grants: not menu or button keys: ${invalid.slice(0, 5).join(', ')}` }, { grants: 'invalid' });
  const buttonMenus = buttonIds.length
    ? await ctx.db.selectFrom('sysMenuButton').select('menuId').where('tenantId', '=', ctx.user.tenantId).where('id', 'in', buttonIds).execute()
    : [];
  return { result: await replaceRoleMenus(ctx.db, ctx.user, roleIdOf(params), [...menuIds, ...buttonMenus.map((b) => b.menuId)], buttonIds, ctx.lang) };
};

/**
 * The served entity schema whose route is the menu's path (undefined for a page without one), with its child tables
 * by key: the running server's schemas, so a page added or changed at run time lists its fields at once.
 */
async function pageFields(models: EntityModels, menuPath: string) {
  // Imported when called: the registry imports the command names (commands/index.ts) to check schemas.
  const { childModelsOf } = await import('../entity/child-access');
  const model = models.all().find((m) => m.schema.route === menuPath);
  if (!model) return undefined;
  const children = Object.fromEntries(Object.entries(childModelsOf(model)).map(([key, child]) => [key, child.schema]));
  return { schema: model.schema, children };
}

const queryDataFieldByMenuCode: CommandImplementation = async ({ ctx, models, params }) => {
  const menu = await menuByCode(ctx.db, ctx.user, params.menuCode as string, ctx.lang);
  const page = await pageFields(models, menu.menuPath);
  if (!page) return { result: [] };
  let granted = new Set<string>();
  if (params.roleId !== undefined && params.roleId !== null) {
    await roleOfTenant(ctx.db, ctx.user, roleIdOf(params));
    granted = new Set(await grantedFieldNames(ctx.db, roleIdOf(params), menu.id));
  }
  return { result: dataFieldsOf(page.schema, granted, ctx.lang, page.children) };
};

/** authorizeMenuDataToRole (replace) and deleteDataField (`remove`); also /datapermission's grant and delete. */
export function fieldsWrite(remove: boolean): CommandImplementation {
  return async ({ ctx, models, params }) => {
    const menu = await menuByCode(ctx.db, ctx.user, params.menuCode as string, ctx.lang);
    const page = await pageFields(models, menu.menuPath);
    const fields = page ? dataFieldsOf(page.schema, new Set(), ctx.lang, page.children).map((f) => f.field) : [];
    const input = { roleId: roleIdOf(params), menuId: menu.id, menuCode: menu.menuCode, names: nameList(params.fieldNames, 'fieldNames'), fields, remove };
    return { result: await writeRoleFields(ctx.db, ctx.user, input) };
  };
}

export function registerSysMenuCommands(registry: CommandRegistry): void {
  const commands: Record<string, CommandImplementation> = {
    queryMenuIdByRoleId, authorizeMenuToRole, queryMenuButtonCheckbox, querySysMenuButtonTree, queryCheckedMenuButton,
    queryMenuButtonByRoleCode, authorizeMenuButtonToRole, queryDataFieldByMenuCode,
    deleteDataField: fieldsWrite(true), authorizeMenuDataToRole: fieldsWrite(false), grantToRole,
  };
  for (const [name, implementation] of Object.entries(commands)) registry.register(`admin.sysmenu.${name}`, implementation);
}
