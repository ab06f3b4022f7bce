import {
  checkRule, FORM_RULES, formRuleMessage, isFormRuleName, REQUIRED_RULES, SAVE_SUCCESS,
  UPLOAD_LIMIT_BYTES, type FormRuleName,
} from './form-rules';

const MB = 1024 * 1024;

describe('FORM_RULES', () => {
  it('are keyed by their names and carry both languages', () => {
    for (const [key, rule] of Object.entries(FORM_RULES)) {
      expect(rule.name).toBe(key);
      expect(rule.message.zh).toMatch(/\S/);
      expect(rule.message.en).toMatch(/\S/);
    }
  });

  it('cannot be changed by their users', () => {
    expect(Object.isFrozen(FORM_RULES)).toBe(true);
    expect(Object.isFrozen(FORM_RULES.usernameLength)).toBe(true);
    expect(Object.isFrozen(FORM_RULES.usernameLength.message)).toBe(true);
    expect(Object.isFrozen(FORM_RULES.roleNameRequired.message)).toBe(true);
  });

  it.each([
    ['usernameLength', 'ab', 'abc', 'a'.repeat(64), 'a'.repeat(65)],
    ['tenantNameLength', undefined, 'a', '租'.repeat(64), '租'.repeat(65)],
    ['regionNameLength', '广', '广东', 'a'.repeat(40), 'a'.repeat(41)],
    ['regionCodeFormat', '12345', '123456', '1'.repeat(20), '1'.repeat(21)],
    ['processRemarkLength', undefined, 'ok', 'x'.repeat(512), 'x'.repeat(513)],
  ] as const)('%s: refuses %j, accepts %j and %j, refuses %j', (name, tooShort, shortest, longest, tooLong) => {
    const rule = FORM_RULES[name];
    if (tooShort !== undefined) expect(checkRule(rule, tooShort)).toBe(name);
    expect(checkRule(rule, shortest)).toBeUndefined();
    expect(checkRule(rule, longest)).toBeUndefined();
    expect(checkRule(rule, tooLong)).toBe(name);
  });

  it('region code: digits only', () => {
    expect(checkRule(FORM_RULES.regionCodeFormat, '44010a')).toBe('regionCodeFormat');
    expect(checkRule(FORM_RULES.regionCodeFormat, ' 440100')).toBe('regionCodeFormat');
    expect(checkRule(FORM_RULES.regionCodeFormat, '440100')).toBeUndefined();
  });

  it('upload: under 10MB and not empty', () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(10 * MB);
    expect(checkRule(FORM_RULES.uploadFileSize, { size: 10 * MB - 1 })).toBeUndefined();
    expect(checkRule(FORM_RULES.uploadFileSize, { size: 10 * MB })).toBe('uploadFileSize');
    expect(checkRule(FORM_RULES.uploadFileSize, 11 * MB)).toBe('uploadFileSize');
    expect(checkRule(FORM_RULES.uploadFileNotEmpty, { size: 0 })).toBe('uploadFileNotEmpty');
    expect(checkRule(FORM_RULES.uploadFileNotEmpty, { size: 1 })).toBeUndefined();
    expect(formRuleMessage('uploadFileSize', 'zh')).toBe('文件必须小于10MB！');
  });

  it.each([
    ['emailFormat', 'ops@clearway.example', 'ops@clearway', '请输入邮箱地址，如 name@example.com'],
    ['mobileFormat', '13812345678', '1381234567', '请输入 11 位手机号码，以 13 至 19 开头（如 13800138000）'],
  ] as const)('%s accepts %j, refuses %j with %s', (name, good, bad, zh) => {
    expect(checkRule(FORM_RULES[name], good)).toBeUndefined();
    expect(checkRule(FORM_RULES[name], bad)).toBe(name);
    expect(formRuleMessage(name, 'zh')).toBe(zh);
  });
});

describe('required-field rules in the catalogue', () => {
  it('are all there, with their messages', () => {
    for (const name of Object.keys(REQUIRED_RULES)) expect(isFormRuleName(name)).toBe(true);
    expect(formRuleMessage('roleNameRequired', 'zh')).toBe('请输入角色名称');
    expect(formRuleMessage('roleNameRequired', 'en')).toBe('Enter the role name');
    expect(formRuleMessage('orgTypeRequired', 'zh')).toBe('请选择机构类型');
  });
});

describe('isFormRuleName', () => {
  it('knows the rule names only', () => {
    const name: FormRuleName = 'usernameLength';
    expect(isFormRuleName(name)).toBe(true);
    expect(isFormRuleName('tenantNameRequired')).toBe(true);
    expect(isFormRuleName('toString')).toBe(false);
    expect(isFormRuleName('mainlandMobile')).toBe(false);
    expect(isFormRuleName(1)).toBe(false);
  });
});

describe('re-exports', () => {
  it('include the text-table messages', () => {
    expect(SAVE_SUCCESS.zh).toBe('保存成功');
  });
});
