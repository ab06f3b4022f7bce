import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localize, type Language } from '../../../../engine/render/localize';
import type { LocalizedText } from '../../../../engine/schema/entity-schema';
import type { FieldJson } from './design-schema';
import { endDrag, startDrag } from './drag-payload';

/**
 * The schema's fields the view leaves out, below the canvas: dragged into the view, or focused and added with Enter
 * (an override may leave base fields out and bring them back).
 */
export function HiddenFields({ names, fields, language, onShow }: {
  names: string[];
  fields: Record<string, FieldJson>;
  language: Language;
  onShow(name: string): void;
}) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <div className="fd-hidden" data-testid="canvas-hidden" onClick={(event) => event.stopPropagation()}>
      <Typography.Text type="secondary">{t('designer.canvas.hidden')}</Typography.Text>{' '}
      <Typography.Text type="secondary" className="fd-note">{t('designer.canvas.hiddenHint')}</Typography.Text>
      <div className="fd-hidden-items">
        {names.map((name) => (
          <Tag
            key={name}
            role="button"
            tabIndex={0}
            data-testid={`canvas-hidden-${name}`}
            className="fd-hidden-item"
            draggable
            onDragStart={(event) => startDrag(event, { kind: 'hidden', name })}
            onDragEnd={endDrag}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onShow(name);
            }}
          >
            {localize(fields[name]?.title as LocalizedText | undefined, language) || name} <small>{name}</small>
          </Tag>
        ))}
      </div>
    </div>
  );
}
