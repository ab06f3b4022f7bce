import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dragged, endDrag, type DragPayload } from './drag-payload';
import type { ViewPlace } from './designer-state';

/** Where a drop lands: before the item at `index` of a place (the end when index is its length). */
export type DropHandler = (payload: DragPayload, index: number, place: ViewPlace) => void;

/**
 * A place a dragged item may be dropped: a thin bar between cards that opens into a marked line while something is
 * dragged over it (a drop indicator), or a larger box (the empty canvas).
 */
export const DropZone = memo(function DropZone({ testId, index, place, onDrop, accepts, children, className = '' }: {
  testId: string;
  index: number;
  place: ViewPlace;
  onDrop: DropHandler;
  accepts(payload: DragPayload): boolean;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid={testId}
      aria-label={t('designer.canvas.dropHere')}
      className={`fd-drop ${className}${over ? ' fd-drop-over' : ''}`}
      onDragOver={(event) => {
        const payload = dragged(event);
        if (!payload || !accepts(payload)) return;
        event.preventDefault();
        event.stopPropagation();
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        const payload = dragged(event);
        setOver(false);
        if (!payload || !accepts(payload)) return;
        event.preventDefault();
        event.stopPropagation();
        endDrag();
        onDrop(payload, index, place);
      }}
    >
      {children ?? (over ? <span className="fd-drop-label">{t('designer.canvas.dropHere')}</span> : null)}
    </div>
  );
});
