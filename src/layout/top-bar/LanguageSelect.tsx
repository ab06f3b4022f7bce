import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/detect-language';

/** Language select (spec 01 §1): 简体中文 or English, remembered in the language cookie. */
export function LanguageSelect() {
  const { i18n, t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((l) => ({ key: l.value, label: l.label })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <button type="button" className="cw-icon-button" aria-label={t('layout.language')} data-testid="language-select">
        <TranslationOutlined />
      </button>
    </Dropdown>
  );
}
