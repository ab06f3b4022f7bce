import type { Db } from '../db/database';
import { compileRules, type CompiledUrlRule, type UrlRule } from './url-patterns';

/**
 * Each tenant's granted URL rules (sys_url with sys_role_url, migration 0025), kept for the authority version they
 * were read at: every write of either table moves the version (as grants of menus do), so a change applies at the
 * next request without a restart, and while it stands a request costs no query.
 */
export class UrlRuleCache {
  private readonly byTenant = new Map<number, { version: string; rules: Promise<CompiledUrlRule[]> }>();

  /** The tenant's rules as of authority `version` (read again when it moved). */
  rules(db: Db, tenantId: number, version: string): Promise<CompiledUrlRule[]> {
    const hit = this.byTenant.get(tenantId);
    if (hit && hit.version === version) return hit.rules;
    const rules = loadRules(db, tenantId);
    this.byTenant.set(tenantId, { version, rules });
    // A failed read is not kept: the next request tries again.
    rules.catch(() => this.byTenant.get(tenantId)?.rules === rules && this.byTenant.delete(tenantId));
    return rules;
  }
}

/** One query: the tenant's URL resources that have roles, with the codes of those roles. */
async function loadRules(db: Db, tenantId: number): Promise<CompiledUrlRule[]> {
  const rows = await db.selectFrom('sysUrl as u')
    .innerJoin('sysRoleUrl as ru', 'ru.urlId', 'u.id')
    .innerJoin('sysRole as r', 'r.id', 'ru.roleId')
    .select(['u.id', 'u.urlMethod', 'u.url', 'r.roleCode'])
    .where('u.tenantId', '=', tenantId)
    .execute();
  const rules = new Map<number, UrlRule & { roles: string[] }>();
  for (const row of rows) {
    const rule = rules.get(row.id) ?? { id: row.id, method: row.urlMethod, url: row.url, roles: [] };
    rule.roles.push(row.roleCode);
    rules.set(row.id, rule);
  }
  return compileRules([...rules.values()]);
}
