import { memo, useState, type Dispatch, type KeyboardEvent, type ReactNode } from 'react';
import { Tag } from 'antd';
import { localize, type Language } from '../../../../engine/render/localize';
import type { LocalizedText } from '../../../../engine/schema/entity-schema';
import { dragged, endDrag, startDrag, type DragPayload } from './drag-payload';
import type { DesignAction, ViewPlace } from './designer-state';
import type { FieldJson } from './design-schema';
import type { DropHandler } from './DropZone';
import { FieldLookalike } from './FieldLookalike';

export interface CardPosition {
  index: number;
  count: number;
}

export interface CanvasCardProps {
  name: string;
  field: FieldJson;
  /**
   * The card's index among the fields of its place, and their count, asked when a key, a drag or a drop needs them:
   * a function that keeps its identity, so a field added or moved before the card does not redraw it.
   */
  position(name: string): CardPosition;
  place: ViewPlace;
  selected: boolean;
  language: Language;
  /** Cards that may not move (a sub-table's columns in an override). */
  fixed?: boolean;
  dispatch: Dispatch<DesignAction>;
  onDrop: DropHandler;
  accepts(payload: DragPayload): boolean;
  /** The sub-table's columns, drawn inside the card. */
  children?: ReactNode;
}

const testIdOf = (name: string, place: ViewPlace) => `canvas-field-${place.container ? `${place.container}.` : ''}${name}`;

/**
 * One field on the canvas, drawn as the form draws it (label, required star, a disabled stand-in of its input),
 * draggable, selectable, moved with Alt+↑/↓ and taken out of the view with Delete. Memoised: a change to another
 * field does not redraw it (the reducer keeps untouched fields' objects).
 */
export const CanvasCard = memo(function CanvasCard(props: CanvasCardProps) {
  const { name, field, position, place, selected, language, fixed, dispatch, onDrop, accepts, children } = props;
  const [side, setSide] = useState<'before' | 'after' | undefined>();
  const title = localize(field.title as LocalizedText | undefined, language) || name;
  const ref = { name, container: place.container };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      if (fixed) return;
      const { index, count } = position(name);
      const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
      if (index < 0 || to < 0 || to >= count) return;
      dispatch({ type: 'moveField', from: index, to, ...place });
      // The browser drops the focus of a node React moves in the DOM: keep the card focused for the next press.
      const card = event.currentTarget as HTMLElement;
      setTimeout(() => card.isConnected && document.activeElement !== card && card.focus());
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (fixed) return;
      // The focus goes on to the next card (or the one before), so Delete can be pressed again.
      const cell = (event.currentTarget as HTMLElement).parentElement;
      const next = [cell?.nextElementSibling, cell?.previousElementSibling].map((c) => c?.querySelector<HTMLElement>('.fd-card')).find(Boolean);
      dispatch({ type: 'removeFromView', name, ...place });
      setTimeout(() => next?.isConnected && next.focus());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      dispatch({ type: 'select', ref });
    }
  };
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${title} (${name})`}
      data-testid={testIdOf(name, place)}
      className={`fd-card${selected ? ' fd-selected' : ''}${side ? ` fd-drop-${side}` : ''}${children ? ' fd-card-table' : ''}`}
      draggable={!fixed}
      onDragStart={(event) => {
        event.stopPropagation();
        startDrag(event, { kind: 'card', name, index: position(name).index, place });
      }}
      onDragEnd={endDrag}
      onDragOver={(event) => {
        const payload = dragged(event);
        if (!payload || !accepts(payload) || fixed) return;
        event.preventDefault();
        event.stopPropagation();
        const box = event.currentTarget.getBoundingClientRect();
        const next = event.clientY - box.top < box.height / 2 ? 'before' : 'after';
        if (next !== side) setSide(next);
      }}
      onDragLeave={() => setSide(undefined)}
      onDrop={(event) => {
        const payload = dragged(event);
        const at = position(name).index + (side === 'after' ? 1 : 0);
        setSide(undefined);
        if (!payload || !accepts(payload) || fixed) return;
        event.preventDefault();
        event.stopPropagation();
        endDrag();
        onDrop(payload, at, place);
      }}
      onClick={(event) => {
        event.stopPropagation();
        dispatch({ type: 'select', ref });
      }}
      onKeyDown={onKeyDown}
    >
      <div className="fd-card-label">
        {field.required === true && <span className="fd-required" aria-hidden>*</span>}
        <span>{title}</span>
        <Tag bordered={false} className="fd-card-name">{name}</Tag>
      </div>
      {children ?? <FieldLookalike field={field} language={language} />}
    </div>
  );
});
