import { useState } from 'react';
import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../session/auth-api';
import { emailRules } from '../login/email-address';
import { ImageCaptchaField } from '../login/ImageCaptcha';
import { LinkButton } from '../login/LinkButton';
import { useImageCaptcha } from '../login/use-image-captcha';
import { useRelocalizedErrors } from '../login/use-relocalized-errors';

interface RequestValues {
  email: string;
  charCaptcha: string;
}

/**
 * Password retrieval, first step: e-mail address and image captcha → retrievePassword, which checks the captcha
 * itself (no compare call first: that would spend it) and answers the same whether or not the address is known.
 */
export function RequestResetLink() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RequestValues>();
  const captcha = useImageCaptcha();
  const [sending, setSending] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  useRelocalizedErrors(form);

  const send = async ({ email, charCaptcha }: RequestValues) => {
    setSending(true);
    try {
      const reply = await authApi.retrievePassword(email.trim(), charCaptcha.trim(), captcha.randomId);
      setConfirmation(reply.message);
    } catch {
      // The HTTP client has shown why (wrong or expired captcha); that captcha is spent either way.
      captcha.refresh();
      form.setFieldValue('charCaptcha', '');
    } finally {
      setSending(false);
    }
  };

  if (confirmation !== null) {
    return (
      <Result
        status="success"
        title={t('login.forgot.sentTitle')}
        subTitle={<span data-testid="forgot-sent">{confirmation}</span>}
        extra={<LinkButton to="/login" testId="forgot-login-link">{t('login.backToLogin')}</LinkButton>}
      />
    );
  }
  return (
    <Form<RequestValues> form={form} name="forgot-password" layout="vertical" size="large" requiredMark={false} onFinish={(values) => void send(values)}>
      <Typography.Paragraph type="secondary">{t('login.forgot.intro')}</Typography.Paragraph>
      <Form.Item name="email" label={t('login.email')} rules={emailRules(t, true)}>
        <Input prefix={<MailOutlined />} placeholder={t('login.emailPlaceholder')} autoFocus autoComplete="email" inputMode="email" maxLength={128} data-testid="forgot-email" />
      </Form.Item>
      <ImageCaptchaField captcha={captcha} idPrefix="forgot" />
      <Button type="primary" htmlType="submit" block loading={sending} aria-busy={sending} data-testid="forgot-submit">
        {t(sending ? 'login.forgot.sending' : 'login.forgot.send')}
      </Button>
    </Form>
  );
}
