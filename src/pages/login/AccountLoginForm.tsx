import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageCaptchaField } from './ImageCaptcha';
import type { AccountLoginValues, LoginController } from './use-login-controller';
import { useRelocalizedErrors } from './use-relocalized-errors';

/** The credentials tab: username, password, image captcha. Enter in any field submits. */
export function AccountLoginForm({ controller }: { controller: LoginController }) {
  const { t } = useTranslation();
  const { accountForm, captcha, submitting, loginWithAccount } = controller;
  useRelocalizedErrors(accountForm);
  const busy = submitting === 'account';
  return (
    <Form<AccountLoginValues> form={accountForm} name="account-login" layout="vertical" size="large" requiredMark={false} onFinish={(values) => void loginWithAccount(values)}>
      <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoFocus
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <ImageCaptchaField captcha={captcha} idPrefix="login" />
      <Button type="primary" htmlType="submit" block loading={busy} aria-busy={busy} data-testid="login-submit">
        {t(busy ? 'login.submitting' : 'login.submit')}
      </Button>
    </Form>
  );
}
