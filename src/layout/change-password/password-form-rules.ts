/**
 * The change-password form's rules (spec 01 §5), as antd Form rules for a language. Pure: no React, no i18next,
 * so the exact messages are testable in Node. The messages the spec gives in Chinese are used verbatim in Chinese;
 * English uses the same sentences as the server's error catalogue.
 */
import type { FormRule } from 'antd';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../../../engine/validation/password-policy';

/** Inputs are capped at this many characters (spec 01 §5, §9). */
export const PASSWORD_INPUT_MAX = PASSWORD_MAX;

/** The form's fields: the old password, the new one and its confirmation. */
export interface ChangePasswordValues {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

/** The form's messages in one language. */
export interface PasswordMessages {
  oldRequired: string;
  newRequired: string;
  tooShort: string;
  tooLong: string;
  digitsAndLetters: string;
  confirmRequired: string;
  mismatch: string;
}

/** Spec 01 §5 messages, and the sentences the spec leaves open. */
export const PASSWORD_MESSAGES: Record<'zh' | 'en', PasswordMessages> = {
  zh: {
    oldRequired: '请输入原密码！',
    newRequired: '请输入新密码！',
    tooShort: '密码长度最小为8位！',
    tooLong: '密码长度不能超过31位！',
    digitsAndLetters: '密码必须是数字和字母的组合！',
    confirmRequired: '请再次输入新密码！',
    mismatch: '新密码和确认新密码不一致！',
  },
  en: {
    oldRequired: 'Please enter the old password!',
    newRequired: 'Please enter the new password!',
    tooShort: 'The password must have at least 8 characters!',
    tooLong: 'The password may have at most 31 characters!',
    digitsAndLetters: 'The password must combine digits and letters!',
    confirmRequired: 'Please enter the new password again!',
    mismatch: 'The new password and its confirmation differ!',
  },
};

/** antd Form rules for each field of the change-password form. */
export type ChangePasswordRules = Record<keyof ChangePasswordValues, FormRule[]>;

/**
 * The rules of spec 01 §5 for a language: the old password is required; the new one is required, 8 to 31
 * characters, and combines digits and letters (the same policy the server applies); the confirmation is required,
 * at least 8 characters, and equal to the new one.
 * @example <Form.Item name="newPassword" rules={passwordFormRules('zh').newPassword}>
 */
export function passwordFormRules(language: 'zh' | 'en'): ChangePasswordRules {
  const text = PASSWORD_MESSAGES[language];
  return {
    password: [{ required: true, message: text.oldRequired }],
    newPassword: [
      { required: true, message: text.newRequired },
      { min: PASSWORD_MIN, message: text.tooShort },
      { max: PASSWORD_MAX, message: text.tooLong },
      {
        validator: async (_rule, value: string | undefined) => {
          if (value && value.length >= PASSWORD_MIN && passwordProblem(value) === 'weak') throw new Error(text.digitsAndLetters);
        },
      },
    ],
    confirmPassword: [
      { required: true, message: text.confirmRequired },
      { min: PASSWORD_MIN, message: text.tooShort },
      ({ getFieldValue }) => ({
        validator: async (_rule, value: string | undefined) => {
          if (value && value !== getFieldValue('newPassword')) throw new Error(text.mismatch);
        },
      }),
    ],
  };
}
