import type { FormInstance, FormRule } from 'antd';
import { validateRules } from 'rc-field-form/lib/utils/validateUtil';
import { PASSWORD_INPUT_MAX, passwordFormRules, type ChangePasswordValues } from './password-form-rules';

/** The first message antd shows for a field with these values, or undefined when the field is valid. */
async function firstError(language: 'zh' | 'en', field: keyof ChangePasswordValues, values: Partial<ChangePasswordValues>): Promise<string | undefined> {
  const form = { getFieldValue: (name: string) => values[name as keyof ChangePasswordValues] } as unknown as FormInstance;
  const rules = passwordFormRules(language)[field].map((rule: FormRule) => (typeof rule === 'function' ? rule(form) : rule));
  // With validateFirst (as a Form.Item with `validateFirst`), the first failing rule rejects with its errors.
  try {
    const errors = await validateRules([field], values[field], rules, {}, true);
    return errors[0]?.errors[0];
  } catch (failure) {
    return (failure as { errors: string[] }[])[0]?.errors[0];
  }
}

describe('passwordFormRules in Chinese (spec 01 §5 messages)', () => {
  it('requires the old password', async () => {
    expect(await firstError('zh', 'password', { password: '' })).toBe('请输入原密码！');
    expect(await firstError('zh', 'password', { password: 'x' })).toBeUndefined();
  });

  it('requires a new password of at least 8 characters combining digits and letters', async () => {
    expect(await firstError('zh', 'newPassword', { newPassword: '' })).toBe('请输入新密码！');
    expect(await firstError('zh', 'newPassword', { newPassword: 'abc1234' })).toBe('密码长度最小为8位！');
    expect(await firstError('zh', 'newPassword', { newPassword: 'abcdefgh' })).toBe('密码必须是数字和字母的组合！');
    expect(await firstError('zh', 'newPassword', { newPassword: '12345678' })).toBe('密码必须是数字和字母的组合！');
    expect(await firstError('zh', 'newPassword', { newPassword: 'abcd1234' })).toBeUndefined();
    expect(await firstError('zh', 'newPassword', { newPassword: `a${'1'.repeat(PASSWORD_INPUT_MAX)}` })).toBe('密码长度不能超过31位！');
  });

  it('requires a confirmation of at least 8 characters equal to the new password', async () => {
    expect(await firstError('zh', 'confirmPassword', { newPassword: 'abcd1234', confirmPassword: '' })).toBe('请再次输入新密码！');
    expect(await firstError('zh', 'confirmPassword', { newPassword: 'abcd1234', confirmPassword: 'abcd123' })).toBe('密码长度最小为8位！');
    expect(await firstError('zh', 'confirmPassword', { newPassword: 'abcd1234', confirmPassword: 'abcd12345' })).toBe('新密码和确认新密码不一致！');
    expect(await firstError('zh', 'confirmPassword', { newPassword: 'abcd1234', confirmPassword: 'abcd1234' })).toBeUndefined();
  });
});

describe('passwordFormRules in English', () => {
  it('gives the same rules with English messages', async () => {
    expect(await firstError('en', 'password', {})).toBe('Please enter the old password!');
    expect(await firstError('en', 'newPassword', { newPassword: 'short1' })).toBe('The password must have at least 8 characters!');
    expect(await firstError('en', 'newPassword', { newPassword: 'lettersonly' })).toBe('The password must combine digits and letters!');
    expect(await firstError('en', 'confirmPassword', { newPassword: 'abcd1234', confirmPassword: 'abcd9999' })).toBe('The new password and its confirmation differ!');
  });
});
