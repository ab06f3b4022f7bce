/**
 * Every command implementation of the application, registered explicitly here (STYLE.md habit 4): add a line per
 * area. The names are what `npm run schemas:check` checks schema commands against.
 */
import { registerClaimCommands } from './claim-commands';
import { registerCustomsTobCommands } from './customs-tob-commands';
import { registerQuotationCommands } from './quotation-commands';
import { createCommandRegistry, type CommandRegistry } from './registry';
import { registerSysMenuCommands } from './sysmenu-commands';

/** A registry holding every implementation. */
export function applicationCommands(): CommandRegistry {
  const registry = createCommandRegistry();
  registerClaimCommands(registry);
  registerSysMenuCommands(registry);
  registerCustomsTobCommands(registry);
  registerQuotationCommands(registry);
  return registry;
}

/** The registered implementations' names (for the schema checks, which run without a server). */
export function commandNames(): string[] {
  return applicationCommands().names();
}
