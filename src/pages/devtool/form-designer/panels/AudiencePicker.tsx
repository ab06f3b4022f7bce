import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Audience, AudienceChoice } from '../../devtool-api';

/** The administrator's option: no role code (the tenant's administrator). */
const ADMIN = '';

/** A tenant and one of its roles, for the preview and the tracer. */
export function AudiencePicker({ audiences, value, onChange }: { audiences: Audience[]; value: AudienceChoice | undefined; onChange(next: AudienceChoice): void }) {
  const { t } = useTranslation();
  const tenant = audiences.find((a) => a.tenantCode === value?.tenantCode);
  return (
    <Space wrap data-testid="audience-picker">
      <span>{t('designerPanels.audience.tenant')}</span>
      <Select
        aria-label={t('designerPanels.audience.tenant')}
        style={{ minWidth: 180 }}
        value={value?.tenantCode}
        options={audiences.map((a) => ({ value: a.tenantCode, label: `${a.tenantName} (${a.tenantCode})` }))}
        onChange={(tenantCode: string) => onChange({ tenantCode, roleCode: null })}
      />
      <span>{t('designerPanels.audience.role')}</span>
      <Select
        aria-label={t('designerPanels.audience.role')}
        style={{ minWidth: 180 }}
        value={value?.roleCode ?? ADMIN}
        options={[
          { value: ADMIN, label: t('designerPanels.audience.administrator') },
          ...(tenant?.roles ?? []).map((r) => ({ value: r.roleCode, label: `${r.roleName} (${r.roleCode})` })),
        ]}
        onChange={(roleCode: string) => value && onChange({ tenantCode: value.tenantCode, roleCode: roleCode === ADMIN ? null : roleCode })}
      />
    </Space>
  );
}
