import {
  isSanitizerName, isValidatorName, SANITIZER_NAMES, sanitizers, sanitizeValue, validatorMessage, validatorMessages, VALIDATOR_NAMES,
  validators,
} from './registry';

describe('sanitizers by name', () => {
  it('holds exactly the listed names, each a function', () => {
    expect(Object.keys(sanitizers).sort()).toEqual([...SANITIZER_NAMES].sort());
    for (const name of SANITIZER_NAMES) expect(typeof sanitizers[name]).toBe('function');
  });
  it.each([
    ['decimal2', '12.3456', '12.35'],
    ['decimal3', '12.3456', '12.346'],
    ['decimal4', '1.234567', '1.2346'],
    ['decimal5', '1.234567', '1.23457'],
    ['decimalBelowOne2', '0.123', '0.12'],
    ['digitsNoLeadingZeros', '00123a', '123'],
    ['twoDigits', '123', '12'],
    ['lettersDigits', 'a-1 中', 'a1'],
    ['englishLetters', 'a-1 中', 'a'],
    ['stripChinese', 'a中1', 'a1'],
    ['stripSymbolsAndSpaces', ' 中 a-1 ', '中a1'],
  ] as const)('%s: %j → %j', (name, input, output) => {
    expect(sanitizers[name](input)).toBe(output);
  });
  it('is frozen', () => {
    expect(Object.isFrozen(sanitizers)).toBe(true);
  });
  it('sanitizes a number field\'s value through its text, as if typed', () => {
    expect(sanitizeValue('decimal2', 88.456)).toBe(88.46);
    expect(sanitizeValue('decimal2', 1234.567)).toBe(1234.57);
    expect(sanitizeValue('decimal2', '88.454')).toBe('88.45');
    expect(sanitizeValue('digitsNoLeadingZeros', 12)).toBe(12);
    expect(sanitizeValue('decimal2', 1e-7)).toBe(1e-7);
    expect(sanitizeValue('englishLetters', 5)).toBe(5);
    expect(sanitizeValue('decimal2', null)).toBeNull();
    expect(sanitizeValue('decimal2', true)).toBe(true);
  });
  it('keeps a number\'s sign, so that a negative weight meets its minimum instead of turning positive', () => {
    expect(sanitizeValue('decimal3', -1)).toBe(-1);
    expect(sanitizeValue('decimal2', -88.456)).toBe(-88.46);
    expect(sanitizeValue('digitsNoLeadingZeros', -12)).toBe(-12);
  });
});

describe('validators by name', () => {
  it('holds exactly the listed names, each with a message in both languages', () => {
    expect(Object.keys(validators).sort()).toEqual([...VALIDATOR_NAMES].sort());
    expect(Object.keys(validatorMessages).sort()).toEqual([...VALIDATOR_NAMES].sort());
    for (const name of VALIDATOR_NAMES) {
      expect(validatorMessage(name, 'zh')).toMatch(/\S/);
      expect(validatorMessage(name, 'en')).toMatch(/\S/);
    }
  });
  it.each([
    ['digitsAndLetters', 'abc123', 'abc'],
    ['mainlandMobile', '13812345678', '12812345678'],
    ['chineseIdCard', '11010519491231002X', '110105194912310021'],
    ['positiveInteger', '1', '0'],
    ['plainNumber', '-0.5', '01'],
    ['formula', '(w+1)*2/3', '2w'],
    ['email', 'a@b.cn', 'a@b'],
    ['isImageFile', 'a.webp', 'a.pdf'],
    ['isRichTextUploadImage', 'a.jpg', 'a.webp'],
  ] as const)('%s accepts %j and refuses %j', (name, good, bad) => {
    expect(validators[name](good)).toBe(true);
    expect(validators[name](bad)).toBe(false);
  });
  it('gives the mobile message of the brief', () => {
    expect(validatorMessage('mainlandMobile', 'zh')).toBe('请输入 11 位手机号码，以 13 至 19 开头（如 13800138000）');
    expect(validatorMessage('mainlandMobile', 'en')).toBe('Enter an 11-digit mainland mobile number starting 13 to 19 (e.g. 13800138000)');
  });
  it('is frozen', () => {
    expect(Object.isFrozen(validators)).toBe(true);
    expect(Object.isFrozen(validatorMessages)).toBe(true);
  });
});

describe('name checks', () => {
  it('know their own names only', () => {
    expect(isSanitizerName('decimal2')).toBe(true);
    expect(isSanitizerName('mainlandMobile')).toBe(false);
    expect(isValidatorName('mainlandMobile')).toBe(true);
    expect(isValidatorName('decimal2')).toBe(false);
    expect(isValidatorName('laterDate')).toBe(false);
  });
  it.each(['toString', '__proto__', 'constructor', 'Decimal2', 'decimal-2', '', undefined, null, 2])('refuse %j', (name) => {
    expect(isSanitizerName(name)).toBe(false);
    expect(isValidatorName(name)).toBe(false);
  });
});
