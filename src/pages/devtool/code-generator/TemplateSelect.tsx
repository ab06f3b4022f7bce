import { Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GeneratorTemplates } from './use-generator-templates';

const SERVER_DEFAULT = 0;

/** The generator template Select, with "the server's default" as the choice of none; says so when none can be read. */
export function TemplateSelect({ templates }: { templates: GeneratorTemplates }) {
  const { t } = useTranslation();
  const options = [
    { value: SERVER_DEFAULT, label: t('codegen.template.serverDefault') },
    ...templates.options.map((option) => ({
      value: option.id,
      label: (
        <span title={option.description}>
          {option.name} {option.isDefault ? <Tag color="blue">{t('codegen.template.default')}</Tag> : null}
        </span>
      ),
    })),
  ];
  return (
    <Space wrap>
      <label htmlFor="codegen-template">{t('codegen.template.label')}</label>
      <Select
        id="codegen-template"
        data-testid="codegen-template"
        style={{ minWidth: 240 }}
        loading={templates.status === 'loading'}
        value={templates.templateId ?? SERVER_DEFAULT}
        options={options}
        onChange={(value: number) => templates.choose(value === SERVER_DEFAULT ? undefined : value)}
      />
      {templates.status === 'failed' ? <Typography.Text type="warning">{t('codegen.template.unavailable')}</Typography.Text> : null}
    </Space>
  );
}
