import { useState, type ReactNode } from 'react';
import { EditOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../../engine/format/mask-phone';
import { currentUserAtom } from '../../session/session-atoms';
import type { CurrentUser } from '../../session/session-types';
import { ChangePasswordDialog } from '../../layout/change-password/ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';

/** A name with its code in brackets, either alone, or '-' when both are missing. */
function named(name: string | null | undefined, code: string | null | undefined): string {
  if (name && code) return `${name} (${code})`;
  return name || code || '-';
}

function rows(user: CurrentUser, t: (key: string) => string): { key: string; label: string; children: ReactNode }[] {
  return [
    { key: 'username', label: t('layout.profile.username'), children: user.name || '-' },
    { key: 'nickname', label: t('layout.profile.nickname'), children: user.nickname || '-' },
    { key: 'tenant', label: t('layout.profile.tenant'), children: named(user.tenantName, user.tenantCode) },
    { key: 'roles', label: t('layout.profile.roles'), children: user.roles.length ? user.roles.map((role) => <Tag key={role}>{role}</Tag>) : '-' },
    { key: 'site', label: t('layout.profile.site'), children: named(user.ownerSiteName, user.ownerSiteCode) },
    { key: 'customer', label: t('layout.profile.customer'), children: named(user.customerName, user.customerCode) },
    { key: 'phone', label: t('layout.profile.phone'), children: maskPhone(user.phone) || '-' },
    { key: 'email', label: t('layout.profile.email'), children: user.email || '-' },
    { key: 'subject', label: t('layout.profile.subject'), children: named(user.subjectName, user.subjectId) },
  ];
}

/** /profile/index: the signed-in user's details (phone masked, spec 01 §9) and the change-password dialog. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [changing, setChanging] = useState(false);
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <Card
      title={
        <Space>
          <Avatar size={40} src={user.avatar || undefined} icon={user.avatar ? undefined : <UserOutlined />} alt={user.nickname || user.name} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('layout.profile.title')}
          </Typography.Title>
        </Space>
      }
      extra={
        <Space>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('layout.profile.edit')}
          </Button>
          <Button icon={<KeyOutlined />} onClick={() => setChanging(true)} data-testid="profile-change-password">
            {t('layout.profile.changePassword')}
          </Button>
        </Space>
      }
      data-testid="profile-page"
    >
      <Descriptions bordered column={{ xs: 1, sm: 1, md: 2 }} items={rows(user, t)} />
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
      <EditProfileDialog open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
