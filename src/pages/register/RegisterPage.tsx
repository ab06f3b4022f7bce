import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../login/AuthLayout';
import { LinkButton } from '../login/LinkButton';
import { RegisterForm } from './RegisterForm';
import { useRegisterController } from './use-register-controller';
import { registerAccountPagesTexts } from '../login/account-pages-texts';

registerAccountPagesTexts();

/**
 * Sign-up of a customer account (spec 01 §2, §7; docs/api.md registerAccountInitial). `?tenant=` fills in the
 * tenant code. The new account awaits certification review, which the result says.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const controller = useRegisterController();
  const { registered } = controller;
  return (
    <AuthLayout
      wide
      title={t('login.signUp.title')}
      footer={registered ? undefined : <span>{t('login.signUp.haveAccount')} <Link to="/login">{t('login.backToLogin')}</Link></span>}
    >
      {registered ? (
        <Result
          status="success"
          title={t('login.signUp.doneTitle')}
          subTitle={<span data-testid="register-done">{t('login.signUp.doneText', registered)}</span>}
          extra={<LinkButton to="/login" testId="register-login-link">{t('login.signUp.goLogin')}</LinkButton>}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('login.signUp.intro')}</Typography.Paragraph>
          <RegisterForm controller={controller} />
        </>
      )}
    </AuthLayout>
  );
}
