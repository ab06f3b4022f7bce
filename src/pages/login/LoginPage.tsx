import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountLoginForm } from './AccountLoginForm';
import { AuthLayout } from './AuthLayout';
import { MobileLoginForm } from './MobileLoginForm';
import { LoginTabs } from './LoginTabs';
import { useLoginController } from './use-login-controller';

/**
 * The login page (spec 01 §2): credentials or mobile and SMS code, links to password retrieval and sign-up.
 * The logic is in useLoginController; this only draws.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const controller = useLoginController();
  const [tab, setTab] = useState('account');
  return (
    <AuthLayout
      title={t('login.welcome')}
      footer={
        <>
          <Link to="/forgotpassword">{t('login.forgotLink')}</Link>
          <Link to="/register">{t('login.registerLink')}</Link>
        </>
      }
    >
      <LoginTabs
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'account', label: t('login.tabAccount'), testId: 'login-tab-account', content: <AccountLoginForm controller={controller} /> },
          { key: 'mobile', label: t('login.tabMobile'), testId: 'login-tab-mobile', content: <MobileLoginForm controller={controller} /> },
        ]}
      />
    </AuthLayout>
  );
}
