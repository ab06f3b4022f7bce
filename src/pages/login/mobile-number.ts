import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Spec 01 §5: a mainland mobile number has 11 digits, a 1 then 3 to 9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** @example isMainlandMobile('13800138000') // true */
export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value.trim());
}

/** antd rules of a required mainland mobile number field. */
export function mobileRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('login.mobileRequired') },
    {
      validator: async (_rule, value: string | undefined) => {
        if (value && value.trim() && !isMainlandMobile(value)) throw new Error(t('login.mobileInvalid'));
      },
    },
  ];
}
