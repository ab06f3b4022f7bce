import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../login/AuthLayout';
import { RequestResetLink } from './RequestResetLink';
import { SetNewPassword } from './SetNewPassword';
import { registerAccountPagesTexts } from '../login/account-pages-texts';

registerAccountPagesTexts();

/**
 * Password retrieval (spec 01 §2, §7; docs/api.md): without `?token=` it asks for the e-mail address that gets a
 * reset link; with the link's token it sets the new password.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <AuthLayout
      title={t(token ? 'login.forgot.resetTitle' : 'login.forgot.title')}
      footer={
        <>
          <Link to="/login">{t('login.backToLogin')}</Link>
          {token && <Link to="/forgotpassword">{t('login.forgot.requestAgain')}</Link>}
        </>
      }
    >
      {token ? <SetNewPassword key={token} token={token} /> : <RequestResetLink />}
    </AuthLayout>
  );
}
