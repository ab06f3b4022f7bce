/**
 * Every command implementation of the application, registered explicitly here (STYLE.md habit 4): add a line per
 * area. The names are what `npm run schemas:check` checks schema commands against.
 */
import { registerClaimCommands } from './claim-commands';
import { registerCustomsTobCommands } from './customs-tob-commands';
import { registerCustomsTobGoodsCommands } from './customs-tob-goods-commands';
import { registerCustomsTobSubHooks } from './customs-tob-sub-hooks';
import { registerCustomsBbcCommands } from './customs-bbc-commands';
import { registerCustomsBillCommands, registerCustomsBillHooks } from './customs-bill-commands';
import { registerCustomsBbcReturnCommands, registerCustomsBbcReturnHooks } from './customs-bbc-return-commands';
import { registerCustomsStockCommands, registerCustomsStockHooks } from './customs-stock-commands';
import { registerCustomsCargoCommands, registerCustomsCargoHooks } from './customs-cargo-commands';
import { registerQuotationCommands } from './quotation-commands';
import { createCommandRegistry, type CommandRegistry } from './registry';
import { registerSysMenuCommands } from './sysmenu-commands';
import { registerSysUserCommands, registerSysUserHooks } from './sysuser-commands';
import { registerSysPostCommands } from './syspost-commands';
import { createWriteHookRegistry, type WriteHookRegistry } from '../entity/write-hooks';
import { registerCustomerCommands } from './customer-commands';
import { registerCarrierCommands } from './carrier-commands';
import { registerEmployeeWmsCommands } from './employee-wms-commands';
import { registerPlatformCommands } from './platform-commands';
import { registerSysRoleCommands, registerSysRoleHooks } from './sysrole-commands';
import { registerSysUrlCommands, registerSysUrlHooks } from './sysurl-commands';
import { registerDataPermissionCommands } from './datapermission-commands';
import { registerAppClientCommands, registerAppClientHooks } from './appclient-commands';
import { registerSysTenantHooks } from './systenant-hooks';
import { registerTwoCOrderCommands } from './two-c-order-commands';
import { registerOrderIntakeCommands } from './order-intake-commands';
import { registerTwoCOrderHooks } from './two-c-order-hooks';
import { registerOperateDeskHooks } from './operate-desk-hooks';
import { registerLoadUnitCommands, registerLoadUnitHooks } from './load-unit-commands';
import { registerProductHooks } from './product-hooks';
import { registerCustomerOnboardingCommands, registerCustomerOnboardingHooks } from './customer-onboarding-commands';
import { registerDevtoolCommands } from './devtool-commands';

/** A registry holding every implementation. */
export function applicationCommands(): CommandRegistry {
  const registry = createCommandRegistry();
  registerClaimCommands(registry);
  registerSysMenuCommands(registry);
  registerSysUserCommands(registry);
  registerSysPostCommands(registry);
  registerSysRoleCommands(registry);
  registerSysUrlCommands(registry);
  registerDataPermissionCommands(registry);
  registerCustomsTobCommands(registry);
  registerCustomsTobGoodsCommands(registry);
  registerCustomsBbcCommands(registry);
  registerCustomsBillCommands(registry);
  registerCustomsBbcReturnCommands(registry);
  registerCustomsStockCommands(registry);
  registerCustomsCargoCommands(registry);
  registerQuotationCommands(registry);
  registerCustomerCommands(registry);
  registerCarrierCommands(registry);
  registerEmployeeWmsCommands(registry);
  registerPlatformCommands(registry);
  registerAppClientCommands(registry);
  registerTwoCOrderCommands(registry);
  registerOrderIntakeCommands(registry);
  registerCustomerOnboardingCommands(registry);
  registerLoadUnitCommands(registry);
  registerDevtoolCommands(registry);
  return registry;
}

/** The registered implementations' names (for the schema checks, which run without a server). */
export function commandNames(): string[] {
  return applicationCommands().names();
}

/** Every entity's write hooks (`hooks` in a schema: server/entity/write-hooks.ts), registered explicitly here. */
export function applicationWriteHooks(): WriteHookRegistry {
  const registry = createWriteHookRegistry();
  registerSysUserHooks(registry);
  registerSysRoleHooks(registry);
  registerSysUrlHooks(registry);
  registerAppClientHooks(registry);
  registerSysTenantHooks(registry);
  registerProductHooks(registry);
  registerCustomerOnboardingHooks(registry);
  registerTwoCOrderHooks(registry);
  registerOperateDeskHooks(registry);
  registerLoadUnitHooks(registry);
  registerCustomsStockHooks(registry);
  registerCustomsCargoHooks(registry);
  registerCustomsBillHooks(registry);
  registerCustomsBbcReturnHooks(registry);
  registerCustomsTobSubHooks(registry);
  return registry;
}

/** The registered write hooks' names (for the schema checks). */
export function hookNames(): string[] {
  return applicationWriteHooks().names();
}
