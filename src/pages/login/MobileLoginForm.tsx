import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { mobileRules } from './mobile-number';
import { SmsCodeButton } from './SmsCodeButton';
import type { LoginController, MobileLoginValues } from './use-login-controller';
import { useRelocalizedErrors } from './use-relocalized-errors';

const SMS_INPUT_ID = 'mobile-login-sms-code';

/** The mobile tab: mainland mobile number, SMS code with its "get code" button. Enter in any field submits. */
export function MobileLoginForm({ controller }: { controller: LoginController }) {
  const { t } = useTranslation();
  const { mobileForm, smsCountdown, submitting, loginWithMobile, sendSmsCode } = controller;
  useRelocalizedErrors(mobileForm);
  const busy = submitting === 'mobile';
  return (
    <Form<MobileLoginValues> form={mobileForm} name="mobile-login" layout="vertical" size="large" requiredMark={false} onFinish={(values) => void loginWithMobile(values)}>
      <Form.Item name="mobile" label={t('login.mobile')} rules={mobileRules(t)}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.mobilePlaceholder')}
          autoFocus
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={11}
          data-testid="login-mobile"
        />
      </Form.Item>
      <Form.Item label={t('login.smsCode')} htmlFor={SMS_INPUT_ID} required>
        <div className="cw-auth-sms">
          <Form.Item name="smsCaptcha" noStyle rules={[{ required: true, whitespace: true, message: t('login.smsCodeRequired') }]}>
            <Input
              id={SMS_INPUT_ID}
              prefix={<MessageOutlined />}
              placeholder={t('login.smsCodePlaceholder')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={10}
              data-testid="login-sms-code"
            />
          </Form.Item>
          <SmsCodeButton onSend={sendSmsCode} countdown={smsCountdown} testId="login-get-code" />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} aria-busy={busy} data-testid="login-submit">
        {t(busy ? 'login.submitting' : 'login.submit')}
      </Button>
    </Form>
  );
}
