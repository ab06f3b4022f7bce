import { checkRule, checkRules, isBlank, type FormRule } from './form-rule';

const message = { zh: '错', en: 'Wrong' };
const rule = <Name extends string>(fields: Omit<FormRule<Name>, 'message'>): FormRule<Name> => ({ ...fields, message });

describe('isBlank', () => {
  it.each([
    [undefined, true], [null, true], ['', true], ['  \t', true], ['\u3000', true], [[], true],
    ['a', false], [0, false], [false, false], [['a'], false], [{}, false],
  ])('%j → %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('checkRule', () => {
  it('required: refuses blank values only', () => {
    const required = rule({ name: 'nameRequired', kind: 'required' });
    expect(checkRule(required, '')).toBe('nameRequired');
    expect(checkRule(required, '   ')).toBe('nameRequired');
    expect(checkRule(required, undefined)).toBe('nameRequired');
    expect(checkRule(required, [])).toBe('nameRequired');
    expect(checkRule(required, 'x')).toBeUndefined();
    expect(checkRule(required, 0)).toBeUndefined();
  });

  it.each([
    ['ab', 'nameLength'],
    ['abc', undefined],
    ['a'.repeat(5), undefined],
    ['a'.repeat(6), 'nameLength'],
    ['中文名', undefined],
    ['𠀀𠀀', 'nameLength'],
    ['  ', 'nameLength'],
    [123, undefined],
    [{ length: 4 }, 'nameLength'],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('length 3 to 5: %j → %s', (value, broken) => {
    expect(checkRule(rule({ name: 'nameLength', kind: 'length', min: 3, max: 5 }), value)).toBe(broken);
  });

  it.each([
    ['123456', undefined],
    ['12345', 'codeFormat'],
    ['12345a', 'codeFormat'],
    [123456, undefined],
    ['１２３４５６', 'codeFormat'],
    [true, 'codeFormat'],
    ['', undefined],
  ])('pattern: %j → %s', (value, broken) => {
    expect(checkRule(rule({ name: 'codeFormat', kind: 'pattern', pattern: '^[0-9]{6,20}$' }), value)).toBe(broken);
  });

  it.each([
    [0, 'fileSize'],
    [1, undefined],
    [99, undefined],
    [100, 'fileSize'],
    [{ size: 50, name: 'a.png' }, undefined],
    [{ size: 100 }, 'fileSize'],
    [{ name: 'no size' }, 'fileSize'],
    ['50', 'fileSize'],
    [Number.NaN, 'fileSize'],
    [undefined, undefined],
  ])('fileSize at least 1 and under 100: %j → %s', (value, broken) => {
    expect(checkRule(rule({ name: 'fileSize', kind: 'fileSize', min: 1, max: 100 }), value)).toBe(broken);
  });

  it('validator: applies the named check of the registry', () => {
    const mobile = rule({ name: 'mobileFormat', kind: 'validator', validator: 'mainlandMobile' });
    expect(checkRule(mobile, '13812345678')).toBeUndefined();
    expect(checkRule(mobile, '1381234567')).toBe('mobileFormat');
    expect(checkRule(mobile, '')).toBeUndefined();
  });

  it('throws for malformed rules', () => {
    expect(() => checkRule(rule({ name: 'p', kind: 'pattern' }), 'x')).toThrow(TypeError);
    expect(() => checkRule(rule({ name: 'v', kind: 'validator' }), 'x')).toThrow(TypeError);
    expect(() => checkRule({ name: 'v', kind: 'validator', validator: 'nope', message } as unknown as FormRule, 'x')).toThrow(TypeError);
    expect(() => checkRule({ name: 'k', kind: 'weird', message } as unknown as FormRule, 'x')).toThrow(TypeError);
  });
});

describe('checkRules', () => {
  const rules = [
    rule({ name: 'required', kind: 'required' }),
    rule({ name: 'length', kind: 'length', min: 6, max: 20 }),
    rule({ name: 'digits', kind: 'pattern', pattern: '^[0-9]+$' }),
  ];
  it('gives the first broken rule in order', () => {
    expect(checkRules(rules, '')).toBe('required');
    expect(checkRules(rules, 'abc')).toBe('length');
    expect(checkRules(rules, 'abcdef')).toBe('digits');
    expect(checkRules(rules, '123456')).toBeUndefined();
    expect(checkRules([], 'x')).toBeUndefined();
  });
});
