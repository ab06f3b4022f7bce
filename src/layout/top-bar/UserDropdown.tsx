import { lazy, Suspense, useState } from 'react';
import { DownOutlined, HomeOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentUserAtom } from '../../session/session-atoms';
import { sessionService } from '../../session/session-service';

/** Fetched when first asked for: the layout draws no dialog at first. */
const ChangePasswordDialog = lazy(() => import('../change-password/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));

type UserAction = 'profile' | 'changePassword' | 'home' | 'logout';

/**
 * The user dropdown at the right of the top bar (spec 01 §2): avatar and nickname; profile (/profile/index),
 * change password (a dialog), home (/), log out (then /login).
 */
export function UserDropdown() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  // Mounted from the first time it opens, so it can animate closed.
  const [asked, setAsked] = useState(false);
  const name = user?.nickname || user?.name || '';

  const act = (action: UserAction) => {
    switch (action) {
      case 'profile':
        navigate('/profile/index');
        break;
      case 'changePassword':
        setAsked(true);
        setChanging(true);
        break;
      case 'home':
        navigate('/');
        break;
      case 'logout':
        void sessionService.logout().finally(() => navigate('/login', { replace: true }));
        break;
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined />, label: t('layout.user.profile') },
            { key: 'changePassword', icon: <KeyOutlined />, label: t('layout.user.changePassword') },
            { key: 'home', icon: <HomeOutlined />, label: t('layout.user.home') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('layout.user.logout') },
          ],
          onClick: ({ key }) => act(key as UserAction),
        }}
      >
        <button type="button" className="cw-icon-button" aria-label={name ? `${t('layout.user.menu')}: ${name}` : t('layout.user.menu')} data-testid="user-dropdown" style={{ gap: 6, fontSize: 14 }}>
          <Avatar size={28} src={user?.avatar || undefined} icon={user?.avatar ? undefined : <UserOutlined />} alt={name} />
          <span className="cw-user-name">{name}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </button>
      </Dropdown>
      {asked && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}
