/**
 * The pure part of URL permissions (docs/domain/administration.md "URL permissions"): what a URL resource's pattern
 * matches, which of several matching resources decides, and whether a caller's roles pass it. No database here
 * (url-permissions.ts loads the rules and answers the requests).
 *
 * A pattern is a path of the API: `/api/admin/sysrole/querySysRole` (that call), `/api/clearway/entity/:entityId/transition`
 * (one segment per `:name` or `{name}`), or a prefix ending in `/*` (`/api/bdtibs/base/*`: every call under it).
 * Matching ignores case, as the server's call names do (`querySysRole` and `querysysrole` are one call).
 */

/** A URL resource with the role codes granted it (only resources with grants restrict anyone). */
export interface UrlRule {
  id: number;
  /** GET, POST, PUT, DELETE, or `*` for every method. */
  method: string;
  url: string;
  roles: readonly string[];
}

/** A rule ready to test requests with. */
export interface CompiledUrlRule extends UrlRule {
  regex: RegExp;
  /** Higher decides first: see {@link specificity}. */
  rank: number;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Whether the pattern is a prefix (`…/*`). */
export function isPrefixPattern(url: string): boolean {
  return url.endsWith('/*') || url === '*';
}

/**
 * The regular expression of a pattern, case-insensitive.
 * @example patternRegex('/api/bdtibs/base/*').test('/api/bdtibs/base/saveCarrier'); // true
 * @example patternRegex('/api/clearway/entity/:id/transition').test('/api/clearway/entity/base.carrier/transition'); // true
 */
export function patternRegex(url: string): RegExp {
  const prefix = isPrefixPattern(url);
  const body = prefix ? url.slice(0, -1).replace(/\/$/, '') : url;
  const segments = body.split('/').map((segment) => (/^(:\w+|\{\w+\})$/.test(segment) ? '[^/]+' : escape(segment)));
  return new RegExp(`^${segments.join('/')}${prefix ? '(/.*)?' : ''}$`, 'i');
}

/**
 * How specific a pattern is: a whole call (fewer parameters first) beats any prefix, a longer prefix beats a shorter
 * one, and a pattern for one method beats the same for every method.
 */
export function specificity(method: string, url: string): number {
  const methodBonus = method === '*' ? 0 : 1;
  if (isPrefixPattern(url)) return url.length * 2 + methodBonus;
  const params = url.split('/').filter((s) => /^(:\w+|\{\w+\})$/.test(s)).length;
  return 1_000_000 - params * 1000 + methodBonus;
}

export function compileRules(rules: readonly UrlRule[]): CompiledUrlRule[] {
  return rules
    .filter((rule) => rule.roles.length > 0)
    .map((rule) => ({ ...rule, regex: patternRegex(rule.url), rank: specificity(rule.method, rule.url) }))
    .sort((a, b) => b.rank - a.rank || a.id - b.id);
}

/** The request's path as patterns see it: without the query, percent-decoding undone (a malformed one kept as sent). */
export function requestPath(rawUrl: string): string {
  const path = rawUrl.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The rule deciding a request: the most specific of the granted rules matching its method and path (or its route's
 * own pattern, `routeUrl`), or undefined when none does (then the menu and button checks alone govern it).
 */
export function decidingRule(rules: readonly CompiledUrlRule[], method: string, path: string, routeUrl?: string): CompiledUrlRule | undefined {
  const upper = method.toUpperCase();
  const route = routeUrl?.toLowerCase();
  return rules.find((rule) => (rule.method === '*' || rule.method === upper)
    && (rule.regex.test(path) || (!!route && !isPrefixPattern(rule.url) && rule.url.toLowerCase() === route)));
}

/** Whether a caller holding `roles` passes the rule: one of its roles is granted it. */
export function holdsRuleRole(rule: UrlRule, roles: readonly string[]): boolean {
  return rule.roles.some((role) => roles.includes(role));
}
