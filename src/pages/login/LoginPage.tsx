import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountLoginForm } from './AccountLoginForm';
import { AuthLayout } from './AuthLayout';
import { MobileLoginForm } from './MobileLoginForm';
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
      <Tabs
        activeKey={tab}
        onChange={setTab}
        centered
        destroyOnHidden
        items={[
          { key: 'account', label: <span data-testid="login-tab-account">{t('login.tabAccount')}</span>, children: <AccountLoginForm controller={controller} /> },
          { key: 'mobile', label: <span data-testid="login-tab-mobile">{t('login.tabMobile')}</span>, children: <MobileLoginForm controller={controller} /> },
        ]}
      />
    </AuthLayout>
  );
}
