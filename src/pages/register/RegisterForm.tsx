import { Button, Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '../../../engine/validation/password-policy';
import { emailRules } from '../login/email-address';
import { mobileRules } from '../login/mobile-number';
import { confirmPasswordRules, newPasswordRules } from '../login/password-rules';
import { SmsCodeButton } from '../login/SmsCodeButton';
import { useRelocalizedErrors } from '../login/use-relocalized-errors';
import type { RegisterValues } from './sign-up-payload';
import type { RegisterController } from './use-register-controller';

const SMS_INPUT_ID = 'register-sms-code-input';
/** The server's username characters (docs/api.md, registerAccountInitial). */
const USERNAME_CHARS = /^[A-Za-z0-9_.@-]+$/;

/** The sign-up form: tenant, account, mobile with SMS code, e-mail, company and contact. */
export function RegisterForm({ controller }: { controller: RegisterController }) {
  const { t } = useTranslation();
  const { form, initialValues, smsCountdown, submitting, register, sendSmsCode } = controller;
  useRelocalizedErrors(form);
  const required = (key: string): FormRule => ({ required: true, whitespace: true, message: t(key) });
  const usernameRule: FormRule = {
    validator: async (_rule, value: string | undefined) => {
      const name = value?.trim() ?? '';
      if (!name) return;
      if (name.length < 3 || name.length > 64) throw new Error(t('login.signUp.usernameLength'));
      if (!USERNAME_CHARS.test(name)) throw new Error(t('login.signUp.usernameChars'));
    },
  };

  return (
    <Form<RegisterValues> form={form} name="register" layout="vertical" size="large" initialValues={initialValues} onFinish={(values) => void register(values)}>
      <Form.Item name="tenantCode" label={t('login.signUp.tenantCode')} extra={t('login.signUp.tenantCodeHint')} rules={[required('login.signUp.tenantCodeRequired')]}>
        <Input placeholder={t('login.signUp.tenantCodePlaceholder')} autoFocus={!initialValues.tenantCode} autoComplete="off" maxLength={64} data-testid="register-tenant" />
      </Form.Item>
      <Form.Item name="username" label={t('login.signUp.username')} rules={[required('login.usernameRequired'), usernameRule]}>
        <Input placeholder={t('login.signUp.usernamePlaceholder')} autoFocus={!!initialValues.tenantCode} autoComplete="username" autoCapitalize="off" spellCheck={false} maxLength={64} data-testid="register-username" />
      </Form.Item>
      <Form.Item name="password" label={t('login.signUp.password')} extra={t('login.passwordRules.hint')} rules={newPasswordRules(t, 'login.signUp.passwordRequired')}>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="register-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('login.signUp.confirmPassword')}
        dependencies={['password']}
        rules={confirmPasswordRules(t, 'password', 'login.signUp.confirmRequired', 'login.passwordRules.mismatch')}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="register-confirm-password" />
      </Form.Item>
      <Form.Item name="mobile" label={t('login.mobile')} rules={mobileRules(t)}>
        <Input placeholder={t('login.mobilePlaceholder')} autoComplete="tel-national" inputMode="numeric" maxLength={11} data-testid="register-mobile" />
      </Form.Item>
      <Form.Item label={t('login.smsCode')} htmlFor={SMS_INPUT_ID} required>
        <div className="cw-auth-sms">
          <Form.Item name="smsCode" noStyle rules={[required('login.smsCodeRequired')]}>
            <Input id={SMS_INPUT_ID} placeholder={t('login.smsCodePlaceholder')} autoComplete="one-time-code" inputMode="numeric" maxLength={10} data-testid="register-sms-code" />
          </Form.Item>
          <SmsCodeButton onSend={sendSmsCode} countdown={smsCountdown} testId="register-get-code" />
        </div>
      </Form.Item>
      <Form.Item name="email" label={t('login.signUp.emailOptional')} rules={emailRules(t, false)}>
        <Input placeholder={t('login.emailPlaceholder')} autoComplete="email" inputMode="email" maxLength={128} data-testid="register-email" />
      </Form.Item>
      <Form.Item name="customerName" label={t('login.signUp.customerName')} rules={[required('login.signUp.customerNameRequired')]}>
        <Input placeholder={t('login.signUp.customerNamePlaceholder')} autoComplete="organization" maxLength={200} data-testid="register-customer-name" />
      </Form.Item>
      <Form.Item name="contactName" label={t('login.signUp.contactName')} rules={[required('login.signUp.contactNameRequired')]}>
        <Input placeholder={t('login.signUp.contactNamePlaceholder')} autoComplete="name" maxLength={64} data-testid="register-contact-name" />
      </Form.Item>
      <Form.Item name="inviteCode" label={t('login.signUp.inviteCode')}>
        <Input placeholder={t('login.signUp.inviteCodePlaceholder')} autoComplete="off" maxLength={16} data-testid="register-invite-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} aria-busy={submitting} data-testid="register-submit">
        {t(submitting ? 'login.signUp.submitting' : 'login.signUp.submit')}
      </Button>
    </Form>
  );
}
