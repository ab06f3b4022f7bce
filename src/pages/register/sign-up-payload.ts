/** What the sign-up form holds. */
export interface RegisterValues {
  tenantCode: string;
  username: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  smsCode: string;
  email?: string;
  customerName: string;
  contactName: string;
  /** A salesman's invitation code (from the link's `?inviteCode=`). */
  inviteCode?: string;
}

/** The registerAccountInitial body (docs/api.md). */
export interface SignUpPayload {
  tenantCode: string;
  username: string;
  password: string;
  mobile: string;
  smsCode: string;
  email?: string;
  customerName: string;
  contactName?: string;
  inviteCode?: string;
}

/**
 * The body of registerAccountInitial from the form: text trimmed (the password as typed), the confirmation left
 * out, and the optional e-mail and contact left out when empty (the server refuses an empty e-mail).
 */
export function signUpPayload(values: RegisterValues): SignUpPayload {
  const email = values.email?.trim();
  const contactName = values.contactName?.trim();
  const inviteCode = values.inviteCode?.trim().toUpperCase();
  return {
    tenantCode: values.tenantCode.trim(),
    username: values.username.trim(),
    password: values.password,
    mobile: values.mobile.trim(),
    smsCode: values.smsCode.trim(),
    ...(email ? { email } : {}),
    customerName: values.customerName.trim(),
    ...(contactName ? { contactName } : {}),
    ...(inviteCode ? { inviteCode } : {}),
  };
}

/** The form fields the server may name in a validation error (`newPassword` is its name for the password rules). */
export const SIGN_UP_FIELDS = ['tenantCode', 'username', 'password', 'mobile', 'smsCode', 'email', 'customerName', 'contactName', 'inviteCode'] as const;
export const SIGN_UP_FIELD_ALIASES: Record<string, (typeof SIGN_UP_FIELDS)[number]> = { newPassword: 'password', smsCaptcha: 'smsCode' };
