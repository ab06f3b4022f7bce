import { useMemo, useState } from 'react';
import { Form } from 'antd';
import { useAppApis } from '../../../engine/render/app-apis';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../engine/data/envelope';
import { authApi } from '../../session/auth-api';
import { serverFieldErrors } from '../login/server-field-errors';
import { useSmsCountdown } from '../login/use-sms-countdown';
import { SIGN_UP_FIELDS, SIGN_UP_FIELD_ALIASES, signUpPayload, type RegisterValues } from './sign-up-payload';

/** The sign-up page's controller, no JSX: the form, the SMS code, the call, and the account once created. */
export function useRegisterController() {
  const { t } = useTranslation();
  const { message } = useAppApis();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  // An invitation link carries the tenant and the salesman's code: /register?tenant=demo&inviteCode=K7M2Q9XA.
  const initialValues = useMemo(() => ({ tenantCode: params.get('tenant')?.trim() ?? '', inviteCode: params.get('inviteCode')?.trim() ?? '' }), [params]);
  const smsCountdown = useSmsCountdown();
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState<{ username: string; customerCode: string } | null>(null);

  /**
   * Server words that are not sentences become one: 'taken' comes with a coded error whose message says it
   * (用户名已存在, 该手机号已注册); 'required' is ours. The rest (schema messages) is shown as sent.
   */
  const wording = (text: string, _field: string, serverMessage: string) => {
    if (text === 'taken') return serverMessage || t('login.signUp.fieldTaken');
    return text === 'required' ? t('login.required') : text;
  };

  const register = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      const payload = signUpPayload(values);
      const reply = await authApi.register(payload);
      setRegistered({ username: reply.data?.username ?? payload.username, customerCode: reply.data?.customerCode ?? '' });
    } catch (error) {
      // The HTTP client has shown the message; put what names a field under that field.
      form.setFields(serverFieldErrors(error, SIGN_UP_FIELDS, SIGN_UP_FIELD_ALIASES, wording));
      if (!(error instanceof ApiError)) void message.error(t('login.signUp.failed'), 5);
    } finally {
      setSubmitting(false);
    }
  };

  /** Checks the mobile number, then sends the sign-up code; true when it was sent (the button counts down). */
  const sendSmsCode = async (): Promise<boolean> => {
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile.trim();
    } catch {
      return false;
    }
    try {
      await authApi.platformSmsCode(mobile);
      void message.success(t('login.smsSent'));
      return true;
    } catch {
      return false;
    }
  };

  return { form, initialValues, smsCountdown, submitting, registered, register, sendSmsCode };
}

export type RegisterController = ReturnType<typeof useRegisterController>;
