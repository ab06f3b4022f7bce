import { memo, useMemo, useState } from 'react';
import { Empty, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../engine/render/localize';
import { endDrag, startDrag } from './drag-payload';
import { PALETTE_GROUPS, searchPalette, type PaletteItem } from './palette-catalogue';

/**
 * The palette (left): every component, grouped and searchable. An item is dragged onto the canvas, or focused and
 * added with Enter (at the end of the view, or after the selected field).
 */
export const PalettePanel = memo(function PalettePanel({ onAdd, disabled }: { onAdd(item: PaletteItem): void; disabled?: (item: PaletteItem) => boolean }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [text, setText] = useState('');
  const items = useMemo(() => searchPalette(text), [text]);
  return (
    <div className="fd-palette" data-testid="designer-palette">
      <Typography.Text strong>{t('designer.palette.title')}</Typography.Text>
      <Input.Search allowClear size="small" placeholder={t('designer.palette.search')} aria-label={t('designer.palette.search')} value={text} onChange={(event) => setText(event.target.value)} style={{ margin: '8px 0' }} />
      {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.palette.empty')} />}
      {PALETTE_GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-label={t(`designer.group.${group}`)}>
            <div className="fd-palette-group">{t(`designer.group.${group}`)}</div>
            <div className="fd-palette-items">
              {inGroup.map((item) => {
                const off = disabled?.(item) ?? false;
                return (
                  <div
                    key={item.name}
                    role="button"
                    tabIndex={0}
                    aria-disabled={off || undefined}
                    aria-label={`${item.label[language]} (${item.name})`}
                    title={`${item.name} — ${t('designer.palette.hint')}`}
                    data-testid={`palette-${item.name}`}
                    className={`fd-palette-item${off ? ' fd-off' : ''}`}
                    draggable={!off}
                    onDragStart={(event) => startDrag(event, { kind: 'palette', componentName: item.name })}
                    onDragEnd={endDrag}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      if (!off) onAdd(item);
                    }}
                  >
                    {item.label[language]}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
});
