import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/detect-language';

/** 简体中文 / English on the public pages; the choice is remembered in the language cookie (spec 01 §1). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('login.language')}
      value={i18n.language === 'zh' ? 'zh' : 'en'}
      options={LANGUAGES.map((l) => ({ value: l.value, label: <span lang={l.value === 'zh' ? 'zh-CN' : 'en'}>{l.label}</span> }))}
      onChange={(value) => void changeLanguage(value)}
      data-testid="login-language"
    />
  );
}
