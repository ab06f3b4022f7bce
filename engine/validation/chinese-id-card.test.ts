import { idCardCheckCharacter, isChineseIdCard } from './chinese-id-card';

describe('idCardCheckCharacter', () => {
  it('computes ISO 7064 MOD 11-2', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052418800101001')).toBe('4');
  });
  it('needs 17 digits', () => {
    expect(() => idCardCheckCharacter('1234')).toThrow(RangeError);
  });
});

describe('isChineseIdCard', () => {
  it.each([
    ['11010519491231002X', true, '18 digits with check character X'],
    ['11010519491231002x', true, 'lower-case x'],
    ['440524188001010014', true, 'born 1880, check digit 4'],
    ['110105194912310021', false, 'wrong check digit'],
    ['11010519491231002Y', false, 'check character that is not a digit or X'],
    ['110105194913310021', false, 'month 13 (check digit right)'],
    ['110105202302290014', false, '29 February 2023, a non-leap year (check digit right)'],
    ['110105202402290011', true, '29 February 2024, a leap year'],
    ['110105179912310024', false, 'year 1799 (check digit right)'],
    ['130503670401001', true, '15 digits, born 1967-04-01'],
    ['130503670229001', false, '15 digits, 29 February 1967'],
    ['130503000229001', false, '15 digits, 29 February 1900 (1900 is not a leap year)'],
    ['130503960229001', true, '15 digits, 29 February 1996'],
    ['13050367040100', false, '14 digits'],
    ['1305036704010011', false, '16 digits'],
    ['13050367040100X', false, '15 characters ending in X'],
    ['', false, 'empty'],
    [' 11010519491231002X', false, 'leading space'],
    ['１１０１０５１９４９１２３１００２Ｘ', false, 'full-width digits'],
  ])('%j → %s (%s)', (value, valid) => {
    expect(isChineseIdCard(value)).toBe(valid);
  });
  it('reads a 15-digit number and fails for values that are not text', () => {
    expect(isChineseIdCard(130503670401001)).toBe(true);
    expect(isChineseIdCard(null)).toBe(false);
    expect(isChineseIdCard(undefined)).toBe(false);
  });
});
