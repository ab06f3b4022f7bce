import { memo } from 'react';
import { Button, Checkbox, Input, Popover } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { localize } from '../localize';
import { moveColumn, setColumnWidth, toggleColumn, type ColumnSettings } from './column-settings';
import type { EntityModel } from '../../schema/entity-model';
import type { Language } from '../localize';
import type { ListController } from './useListController';

/** A typed width in pixels, or undefined (the default) when empty or out of range. */
function widthOf(text: string): number | undefined {
  const width = Number(text);
  return text.trim() !== '' && Number.isFinite(width) && width >= 40 && width <= 2000 ? width : undefined;
}

interface ColumnSettingsPopoverProps {
  model: EntityModel;
  language: Language;
  t: ListController['t'];
  settings: ColumnSettings;
  update(next: ColumnSettings): void;
  reset(): void;
}

/**
 * Which columns show, in which order and width; each change is saved for the person. Takes only what it draws
 * from, so a page of new rows does not draw it again.
 */
export const ColumnSettingsPopover = memo(function ColumnSettingsPopover({ model, language, t, settings, update, reset }: ColumnSettingsPopoverProps) {
  const hidden = new Set(settings.hidden);
  const content = (
    <div data-testid="column-settings" style={{ maxHeight: 360, overflowY: 'auto' }}>
      {settings.order.map((name, index) => {
        const title = localize(model.schema.fields[name]?.title, language) || name;
        return (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}>
            <Checkbox checked={!hidden.has(name)} onChange={() => update(toggleColumn(settings, name))} style={{ flex: 1 }}>{title}</Checkbox>
            <Input size="small" type="number" min={40} max={2000} step={10} style={{ width: 76 }} value={settings.widths[name] ?? ''} placeholder="auto" aria-label={`${title} width`}
              onChange={(event) => update(setColumnWidth(settings, name, widthOf(event.target.value)))} />
            <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={`${title} ↑`} onClick={() => update(moveColumn(settings, name, -1))} />
            <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={index === settings.order.length - 1} aria-label={`${title} ↓`} onClick={() => update(moveColumn(settings, name, 1))} />
          </div>
        );
      })}
      <Button size="small" type="link" onClick={reset} style={{ padding: 0, marginTop: 4 }}>{t('list.columnsReset')}</Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('list.columns')} content={content}>
      <Button icon={<SettingOutlined />} data-testid="column-settings-button">{t('list.columns')}</Button>
    </Popover>
  );
});
