import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { PASSWORD_MIN, passwordProblem, type PasswordProblem } from '../../../engine/validation/password-policy';

const problemKey: Record<PasswordProblem, string> = {
  tooShort: 'login.passwordRules.tooShort',
  tooLong: 'login.passwordRules.tooLong',
  weak: 'login.passwordRules.digitsAndLetters',
};

/**
 * antd rules for a new password (spec 01 §5): required, 8 to 31 characters, digits and letters.
 * `requiredKey` is the text key of the "required" message (请输入新密码！ and the like).
 */
export function newPasswordRules(t: TFunction, requiredKey: string): FormRule[] {
  return [
    { required: true, message: t(requiredKey) },
    {
      validator: async (_rule, value: string | undefined) => {
        const problem = value ? passwordProblem(value) : undefined;
        if (problem) throw new Error(t(problemKey[problem]));
      },
    },
  ];
}

/**
 * antd rules for the confirmation of the password in `passwordField`: required, at least 8 characters, and equal
 * to it (`mismatchKey`: 密码和确认密码不一致！ or 新密码和确认新密码不一致！). Give the Form.Item
 * `dependencies={[passwordField]}` so it is checked again when the password changes.
 */
export function confirmPasswordRules(t: TFunction, passwordField: string, requiredKey: string, mismatchKey: string): FormRule[] {
  return [
    { required: true, message: t(requiredKey) },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (!value) return;
        if (value.length < PASSWORD_MIN) throw new Error(t(problemKey.tooShort));
        if (value !== getFieldValue(passwordField)) throw new Error(t(mismatchKey));
      },
    }),
  ];
}
