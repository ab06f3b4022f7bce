import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { confirmPasswordRules, newPasswordRules } from './password-rules';

const t = ((key: string) => key) as unknown as TFunction;

/** Runs the validator rules of a field the way antd does, returning the first message or undefined. */
async function check(rules: FormRule[], value: string, values: Record<string, string> = {}): Promise<string | undefined> {
  for (const entry of rules) {
    const rule = typeof entry === 'function' ? entry({ getFieldValue: (name: string) => values[name] } as never) : entry;
    if ('required' in rule && rule.required && !value) return String(rule.message);
    if ('validator' in rule && rule.validator) {
      try {
        await rule.validator(rule as never, value, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return undefined;
}

describe('password rules', () => {
  it('checks a new password: required, 8 to 31, digits and letters', async () => {
    const rules = newPasswordRules(t, 'required');
    expect(await check(rules, '')).toBe('required');
    expect(await check(rules, 'abc123')).toBe('login.passwordRules.tooShort');
    expect(await check(rules, `a1${'x'.repeat(30)}`)).toBe('login.passwordRules.tooLong');
    expect(await check(rules, 'abcdefgh')).toBe('login.passwordRules.digitsAndLetters');
    expect(await check(rules, '12345678')).toBe('login.passwordRules.digitsAndLetters');
    expect(await check(rules, 'abcd1234')).toBeUndefined();
  });

  it('checks the confirmation against the password', async () => {
    const rules = confirmPasswordRules(t, 'password', 'confirmRequired', 'login.passwordRules.mismatch');
    expect(await check(rules, '', { password: 'abcd1234' })).toBe('confirmRequired');
    expect(await check(rules, 'abc', { password: 'abc' })).toBe('login.passwordRules.tooShort');
    expect(await check(rules, 'abcd12345', { password: 'abcd1234' })).toBe('login.passwordRules.mismatch');
    expect(await check(rules, 'abcd1234', { password: 'abcd1234' })).toBeUndefined();
  });
});
