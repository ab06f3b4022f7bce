import { useEffect, useState } from 'react';
import { Form } from 'antd';
import { useAppApis } from '../../../engine/render/app-apis';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../engine/data/envelope';
import { authApi } from '../../session/auth-api';
import { SessionError, sessionService } from '../../session/session-service';
import { storedSession } from '../../session/session-storage';
import { loginPassword } from './login-password';
import { redirectTarget } from './redirect-target';
import { useImageCaptcha } from './use-image-captcha';
import { useSmsCountdown } from './use-sms-countdown';

export interface AccountLoginValues {
  username: string;
  password: string;
  charCaptcha: string;
}

export interface MobileLoginValues {
  mobile: string;
  smsCaptcha: string;
}

/**
 * The login page's controller (spec 01 §2, §4, §8), no JSX: the two forms, the image captcha, the submit state,
 * and the two ways in. On success it goes to the `redirect` query value when that is a local path, else '/'.
 * Failures: the HTTP client has already shown the server's message (wrong password, `more 5`, wrong captcha);
 * a SessionError (验证失败，请重新登录。 / 角色必须为非null数组！) is shown here.
 */
export function useLoginController() {
  const { t } = useTranslation();
  const { message } = useAppApis();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [accountForm] = Form.useForm<AccountLoginValues>();
  const [mobileForm] = Form.useForm<MobileLoginValues>();
  const captcha = useImageCaptcha();
  const smsCountdown = useSmsCountdown();
  const [submitting, setSubmitting] = useState<'account' | 'mobile' | null>(null);

  /**
   * Renders the target route at once (flushSync): the login route's PublicOnly guard would otherwise see the session
   * become ready first and send the person to '/', losing the redirect.
   */
  const enter = () => navigate(redirectTarget(params.get('redirect')), { replace: true, flushSync: true });

  // Spec 01 §2: a logged-in person opening /login goes on. PublicOnly covers a session loaded in this tab; after a
  // reload only the token cookie says so: the target's guard loads the session, or resets it and comes back here.
  useEffect(() => {
    if (storedSession.token()) navigate(redirectTarget(params.get('redirect')), { replace: true });
    // Only on arrival: during a login the token is stored before the session has loaded.
  }, []);

  const report = (error: unknown) => {
    if (error instanceof SessionError || (error instanceof ApiError && !error.handled)) void message.error(error.message, 5);
    else if (!(error instanceof ApiError)) void message.error(t('login.failed'), 5);
  };

  /** Compares the captcha (which spends it), then asks for the token; any failure brings a new captcha. */
  const loginWithAccount = async (values: AccountLoginValues) => {
    if (submitting) return;
    setSubmitting('account');
    const randomId = captcha.randomId;
    try {
      const verified = await authApi.compareCaptcha(values.charCaptcha.trim(), randomId);
      if (verified === false) throw new ApiError(400, t('login.captchaWrong'), undefined, false);
      await sessionService.loginWithPassword({ username: values.username.trim(), password: await loginPassword(values.password), randomId });
      enter();
    } catch (error) {
      report(error);
      captcha.refresh();
      accountForm.setFieldValue('charCaptcha', '');
      setSubmitting(null);
    }
  };

  const loginWithMobile = async (values: MobileLoginValues) => {
    if (submitting) return;
    setSubmitting('mobile');
    try {
      await sessionService.loginWithMobile({ mobile: values.mobile.trim(), smsCaptcha: values.smsCaptcha.trim() });
      enter();
    } catch (error) {
      report(error);
      setSubmitting(null);
    }
  };

  /** Checks the mobile number, then sends the code; true when it was sent (the button starts its countdown). */
  const sendSmsCode = async (): Promise<boolean> => {
    let mobile: string;
    try {
      mobile = (await mobileForm.validateFields(['mobile'])).mobile.trim();
    } catch {
      return false;
    }
    try {
      await authApi.smsCode(mobile);
      void message.success(t('login.smsSent'));
      return true;
    } catch (error) {
      report(error);
      return false;
    }
  };

  return { accountForm, mobileForm, captcha, smsCountdown, submitting, loginWithAccount, loginWithMobile, sendSmsCode };
}

export type LoginController = ReturnType<typeof useLoginController>;
