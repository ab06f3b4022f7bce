import { useContext, useId, useState, type KeyboardEvent } from 'react';
import { ConfigProvider } from 'antd';
import useSegmentedStyle from 'antd/es/segmented/style';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/detect-language';

/**
 * 简体中文 / English on the public pages; the choice is remembered in the language cookie (spec 01 §1). Drawn as
 * antd's small Segmented (its elements, classes and styles; arrow keys move the choice) without rc-segmented, whose
 * sliding highlight alone would cost the login page 3 KB gzipped: the highlight moves at once.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('segmented');
  const [wrapCSSVar, hashId, cssVarCls] = useSegmentedStyle(prefixCls);
  const name = useId();
  const [focused, setFocused] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  const value: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const choose = (language: Language) => void changeLanguage(language);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (!step) return;
    const index = LANGUAGES.findIndex((language) => language.value === value);
    choose(LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length]!.value);
  };
  const className = [prefixCls, direction === 'rtl' ? `${prefixCls}-rtl` : '', `${prefixCls}-sm`, hashId, cssVarCls].filter(Boolean).join(' ');
  return wrapCSSVar(
    <div role="radiogroup" aria-label={t('login.language')} tabIndex={0} aria-orientation="horizontal" className={className} data-testid="login-language">
      <div className={`${prefixCls}-group`}>
        {LANGUAGES.map((language) => {
          const checked = language.value === value;
          const itemClass = [`${prefixCls}-item`, checked ? `${prefixCls}-item-selected` : '', checked && focused && keyboard ? `${prefixCls}-item-focused` : ''].filter(Boolean).join(' ');
          return (
            <label key={language.value} className={itemClass} onMouseDown={() => setKeyboard(false)}>
              <input
                name={name}
                className={`${prefixCls}-item-input`}
                type="radio"
                checked={checked}
                onChange={() => choose(language.value)}
                onFocus={() => setFocused(true)}
                onBlur={() => setFocused(false)}
                onKeyDown={onKeyDown}
                onKeyUp={(event) => event.key === 'Tab' && setKeyboard(true)}
              />
              <div className={`${prefixCls}-item-label`}>
                <span lang={language.value === 'zh' ? 'zh-CN' : 'en'}>{language.label}</span>
              </div>
            </label>
          );
        })}
      </div>
    </div>,
  );
}
