/**
 * /datapermission's grant and delete (schemas/admin/datapermission.json `commands`): the fields a role sees on a
 * menu's page, written by the same implementation as /sysmenu's authorizeMenuDataToRole and deleteDataField
 * (sysmenu-commands.ts, server/services/menu-grant-store.ts). Delete takes all of the role's fields of the menu away:
 * the role is then not configured there and sees every field (docs/domain/administration.md "Data permissions").
 */
import { fieldsWrite } from './sysmenu-commands';
import type { CommandImplementation, CommandRegistry } from './registry';

const remove = fieldsWrite(true);

export function registerDataPermissionCommands(registry: CommandRegistry): void {
  registry.register('admin.datapermission.grant', fieldsWrite(false));
  // Every field of the menu: the remove of no names takes all of them.
  registry.register('admin.datapermission.remove', ((run) => remove({ ...run, params: { ...run.params, fieldNames: [] } })) as CommandImplementation);
}
