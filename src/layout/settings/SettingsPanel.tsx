import { Drawer, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { settingsAtom } from './settings-atoms';
import { settingsPanelOpenAtom } from './settings-panel-atom';
import { THEME_PRESETS } from './settings-model';
import { PrinterSection } from './PrinterSection';

/** Settings panel (spec 01 §2): theme colour, tags view, fixed header, sidebar logo; persisted. Plus the workstation's printer. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(settingsPanelOpenAtom);
  const [settings, update] = useAtom(settingsAtom);
  const toggle = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo', testId: string) => (
    <div className="cw-setting-row">
      <span>{t(`layout.settings.${key}`)}</span>
      <Switch checked={settings[key]} onChange={(checked) => update({ [key]: checked })} data-testid={testId} />
    </div>
  );
  return (
    <Drawer title={t('layout.settings.title')} open={open} onClose={() => setOpen(false)} width={300} data-testid="settings-panel">
      <div className="cw-setting-row">
        <span>{t('layout.settings.themeColor')}</span>
      </div>
      <div className="cw-theme-presets" role="radiogroup" aria-label={t('layout.settings.themeColor')}>
        {THEME_PRESETS.map((color) => (
          <Tooltip key={color} title={color}>
            <button
              type="button"
              role="radio"
              aria-checked={settings.themeColor === color}
              aria-label={color}
              className="cw-theme-swatch"
              style={{ background: color }}
              onClick={() => update({ themeColor: color })}
              data-testid={`theme-${color}`}
            >
              {settings.themeColor === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      {toggle('tagsView', 'setting-tags-view')}
      {toggle('fixedHeader', 'setting-fixed-header')}
      {toggle('sidebarLogo', 'setting-sidebar-logo')}
      <PrinterSection />
    </Drawer>
  );
}
