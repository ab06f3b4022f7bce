import { compileRules, decidingRule, holdsRuleRole, patternRegex, requestPath, specificity } from './url-patterns';

describe('URL patterns', () => {
  it('matches a whole call, one segment per parameter, and a prefix, ignoring case', () => {
    expect(patternRegex('/api/admin/sysrole/querySysRole').test('/api/admin/sysrole/querysysrole')).toBe(true);
    expect(patternRegex('/api/admin/sysrole/querySysRole').test('/api/admin/sysrole/querySysRoleX')).toBe(false);
    expect(patternRegex('/api/clearway/entity/:entityId/transition').test('/api/clearway/entity/base.carrier/transition')).toBe(true);
    expect(patternRegex('/api/clearway/entity/:entityId/transition').test('/api/clearway/entity/a/b/transition')).toBe(false);
    expect(patternRegex('/api/bdtibs/base/*').test('/api/bdtibs/base/saveCarrier')).toBe(true);
    expect(patternRegex('/api/bdtibs/base/*').test('/api/bdtibs/base')).toBe(true);
    expect(patternRegex('/api/bdtibs/base/*').test('/api/bdtibs/baseX/saveCarrier')).toBe(false);
  });

  it('lets the most specific granted rule decide', () => {
    const rules = compileRules([
      { id: 1, method: '*', url: '/api/bdtibs/*', roles: ['ROLE_A'] },
      { id: 2, method: '*', url: '/api/bdtibs/base/*', roles: ['ROLE_B'] },
      { id: 3, method: 'POST', url: '/api/bdtibs/base/saveCarrier', roles: ['ROLE_C'] },
      { id: 4, method: 'POST', url: '/api/bdtibs/base/removeCarrier', roles: [] },
    ]);
    expect(rules.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(decidingRule(rules, 'post', '/api/bdtibs/base/saveCarrier')?.id).toBe(3);
    expect(decidingRule(rules, 'GET', '/api/bdtibs/base/saveCarrier')?.id).toBe(2);
    expect(decidingRule(rules, 'POST', '/api/bdtibs/base/removeCarrier')?.id).toBe(2);
    expect(decidingRule(rules, 'POST', '/api/bdtibs/customs/x')?.id).toBe(1);
    expect(decidingRule(rules, 'POST', '/api/admin/sysrole/x')).toBeUndefined();
    expect(decidingRule(compileRules([{ id: 9, method: 'GET', url: '/api/x/:id', roles: ['R'] }]), 'GET', '/other', '/api/x/:id')?.id).toBe(9);
    expect(holdsRuleRole(rules[0]!, ['ROLE_C', 'ROLE_X'])).toBe(true);
    expect(holdsRuleRole(rules[0]!, ['ROLE_B'])).toBe(false);
    expect(specificity('GET', '/api/a/b')).toBeGreaterThan(specificity('*', '/api/a/b'));
  });

  it('reads the path without its query and with percent-encoding undone', () => {
    expect(requestPath('/api/a/query%53ysRole?x=1')).toBe('/api/a/querySysRole');
    expect(requestPath('/api/a/%E0%A4%A')).toBe('/api/a/%E0%A4%A');
  });
});
