import { EMAIL_MAX_LENGTH, isEmail } from './email';

describe('isEmail', () => {
  it.each([
    ['ops@clearway.example', true],
    ['first.last+tag@mail.example.com', true],
    ['a_b-c%d@sub-domain.example.cn', true],
    ['x@y.io', true],
    ['', false],
    ['plain', false],
    ['@example.com', false],
    ['a@', false],
    ['a@example', false],
    ['a@example.c', false],
    ['a@-example.com', false],
    ['a@example-.com', false],
    ['a@example..com', false],
    ['.a@example.com', false],
    ['a.@example.com', false],
    ['a..b@example.com', false],
    ['a b@example.com', false],
    [' a@example.com', false],
    ['a@example.com ', false],
    ['a@@example.com', false],
    ['张三@example.com', false],
    ['ａ@example.com', false],
  ])('%j → %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid);
  });
  it('refuses addresses longer than 254 characters and values that are not text', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(isEmail(long)).toBe(false);
    expect(isEmail(null)).toBe(false);
    expect(isEmail(42)).toBe(false);
  });
});
