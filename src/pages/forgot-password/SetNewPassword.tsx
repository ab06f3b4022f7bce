import { useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '../../../engine/validation/password-policy';
import { authApi } from '../../session/auth-api';
import { LinkButton } from '../login/LinkButton';
import { confirmPasswordRules, newPasswordRules } from '../login/password-rules';
import { serverFieldErrors } from '../login/server-field-errors';
import { useRelocalizedErrors } from '../login/use-relocalized-errors';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** Password retrieval, second step (the e-mailed link `?token=`): a new password, confirmed → password-reset. */
export function SetNewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  useRelocalizedErrors(form);

  const reset = async ({ newPassword }: ResetValues) => {
    setSaving(true);
    try {
      await authApi.resetPassword(token, newPassword);
      setDone(true);
    } catch (error) {
      // The HTTP client has shown the message (an expired link, a refused password); put field messages in place.
      form.setFields(serverFieldErrors<keyof ResetValues>(error, ['newPassword'], {}, (text) => text));
    } finally {
      setSaving(false);
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title={t('login.forgot.resetDone')}
        subTitle={t('login.forgot.resetDoneText')}
        extra={<LinkButton to="/login" testId="forgot-login-link">{t('login.backToLogin')}</LinkButton>}
      />
    );
  }
  return (
    <Form<ResetValues> form={form} name="reset-password" layout="vertical" size="large" requiredMark={false} onFinish={(values) => void reset(values)}>
      <Form.Item name="newPassword" label={t('login.forgot.newPassword')} extra={t('login.passwordRules.hint')} rules={newPasswordRules(t, 'login.forgot.newPasswordRequired')}>
        <Input.Password prefix={<LockOutlined />} autoFocus autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="forgot-new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('login.forgot.confirmPassword')}
        dependencies={['newPassword']}
        rules={confirmPasswordRules(t, 'newPassword', 'login.forgot.confirmRequired', 'login.passwordRules.newMismatch')}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="forgot-confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={saving} aria-busy={saving} data-testid="forgot-reset-submit">
        {t(saving ? 'login.forgot.resetting' : 'login.forgot.reset')}
      </Button>
    </Form>
  );
}
