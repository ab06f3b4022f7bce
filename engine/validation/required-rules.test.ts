import { checkRule } from './form-rule';
import { REQUIRED_RULES, REQUIRED_RULES_BY_FORM } from './required-rules';

describe('REQUIRED_RULES', () => {
  it('cover the role, menu, dictionary, org, parameter, app client and tenant forms, each rule in one form', () => {
    expect(Object.keys(REQUIRED_RULES_BY_FORM).sort()).toEqual(
      ['appClient', 'dictionary', 'menu', 'org', 'parameter', 'role', 'tenant'],
    );
    const listed = Object.values(REQUIRED_RULES_BY_FORM).flat();
    expect([...listed].sort()).toEqual(Object.keys(REQUIRED_RULES).sort());
  });

  it('are required rules keyed by their names, frozen', () => {
    for (const [key, rule] of Object.entries(REQUIRED_RULES)) {
      expect(rule.name).toBe(key);
      expect(rule.kind).toBe('required');
      expect(Object.isFrozen(rule)).toBe(true);
      expect(Object.isFrozen(rule.message)).toBe(true);
    }
  });

  it('refuse blank values only', () => {
    for (const rule of Object.values(REQUIRED_RULES)) {
      expect(checkRule(rule, undefined)).toBe(rule.name);
      expect(checkRule(rule, '  ')).toBe(rule.name);
      expect(checkRule(rule, 'x')).toBeUndefined();
    }
  });

  it.each([
    ['roleNameRequired', '请输入角色名称', 'Enter the role name'],
    ['roleTypeRequired', '请选择角色类型', 'Choose the role type'],
    ['dictValueRequired', '请输入字典值', 'Enter the dictionary value'],
    ['clientSecretRequired', '请输入客户端密钥', 'Enter the client secret'],
    ['tenantNameRequired', '请输入租户名称', 'Enter the tenant name'],
  ] as const)('%s reads %s / %s', (name, zh, en) => {
    expect(REQUIRED_RULES[name].message).toEqual({ zh, en });
  });
});
