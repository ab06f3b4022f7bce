import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts 8 to 31 characters mixing digits and letters', () => {
    expect(passwordProblem('abcd1234')).toBeUndefined();
    expect(passwordProblem('a1'.repeat(15) + 'b')).toBeUndefined();
  });
  it('names the broken rule', () => {
    expect(passwordProblem('abc123')).toBe('tooShort');
    expect(passwordProblem('a1'.repeat(16))).toBe('tooLong');
    expect(passwordProblem('abcdefgh')).toBe('weak');
    expect(passwordProblem('12345678')).toBe('weak');
  });
});
