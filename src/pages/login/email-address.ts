import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** A plausible e-mail address: something@domain.tld, no spaces (the server checks the format again). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** @example isEmailAddress(' ops@example.com ') // true */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 128;
}

/** antd rules of an e-mail field; an optional one may stay empty. */
export function emailRules(t: TFunction, required: boolean): FormRule[] {
  return [
    ...(required ? [{ required: true, whitespace: true, message: t('login.emailRequired') }] : []),
    {
      validator: async (_rule, value: string | undefined) => {
        if (value && value.trim() && !isEmailAddress(value)) throw new Error(t('login.emailInvalid'));
      },
    },
  ];
}
