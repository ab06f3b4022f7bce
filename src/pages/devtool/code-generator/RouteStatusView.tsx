import { Alert, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteStatus } from './route-status';

interface Props {
  route: string;
  status: RouteStatus;
  clash: boolean;
  onChange(route: string): void;
}

/** The target route, editable, and what the catalogue says of it: in it or new, built or not, its buttons. */
export function RouteStatusView({ route, status, clash, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="codegen-route">
      <Space wrap>
        <label htmlFor="codegen-route-input">{t('codegen.forward.route')}</label>
        <Input id="codegen-route-input" data-testid="codegen-route-input" value={route} placeholder={t('codegen.forward.routePlaceholder')}
          onChange={(event) => onChange(event.target.value)} style={{ width: 260 }} status={status.kind === 'invalid' ? 'error' : undefined} />
      </Space>
      <div data-testid="codegen-route-status">{describe()}</div>
      {clash ? <Alert type="error" showIcon message={t('codegen.forward.clash')} /> : null}
    </Space>
  );

  function describe() {
    switch (status.kind) {
      case 'empty':
        return <Typography.Text type="secondary">{t('codegen.forward.routeEmpty')}</Typography.Text>;
      case 'invalid':
        return <Typography.Text type="danger">{t('codegen.forward.routeInvalid')}</Typography.Text>;
      case 'new':
        return <Typography.Text type="warning">{t('codegen.forward.routeNew')}</Typography.Text>;
      case 'catalogue': {
        const built = status.built;
        const builtText = built.by === 'page' ? t('codegen.forward.builtPage')
          : built.by === 'schema' ? t('codegen.forward.builtSchema', { schemaId: built.schemaId })
          : built.by === 'none' ? t('codegen.forward.notBuilt') : t('codegen.forward.builtUnknown');
        return (
          <Space direction="vertical" size={2}>
            <Typography.Text type="success">{t('codegen.forward.routeInCatalogue', { title: status.title[language], name: status.name })}</Typography.Text>
            <span><Tag color={built.by === 'none' ? 'green' : built.by === 'unknown' ? 'default' : 'orange'}>{builtText}</Tag></span>
            <Typography.Text>
              {status.buttons.length ? t('codegen.forward.buttons', { buttons: status.buttons.join(', ') }) : t('codegen.forward.noButtons')}
            </Typography.Text>
          </Space>
        );
      }
    }
  }
}
