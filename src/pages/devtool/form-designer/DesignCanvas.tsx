import { memo, useCallback, useMemo, useRef, type Dispatch } from 'react';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localize, type Language } from '../../../../engine/render/localize';
import type { LocalizedText } from '../../../../engine/schema/entity-schema';
import type { DesignTarget } from './panels/panel-props';
import { CanvasCard, type CardPosition } from './CanvasCard';
import { columnsOf, fieldsOf, isObject, isSubTable, viewGroups, type DesignJson, type DesignView } from './design-schema';
import type { DesignAction, FieldRef, ViewPlace } from './designer-state';
import type { DragPayload } from './drag-payload';
import { DropZone, type DropHandler } from './DropZone';
import { HiddenFields } from './HiddenFields';
import { paletteItem } from './palette-catalogue';
import { mayBeCustomField } from './new-field-rules';

export interface DesignCanvasProps {
  edited: DesignJson;
  view: DesignView;
  target: DesignTarget;
  selected: FieldRef | undefined;
  language: Language;
  dispatch: Dispatch<DesignAction>;
  onDrop: DropHandler;
  /** The schema's fields the view leaves out that it may take (in an override: no custom field among the filters). */
  hidden: string[];
  /** Puts a left-out field into the view (Enter on it): after the selected field, or at the end. */
  onShow(name: string): void;
}

const samePlace = (a: ViewPlace, b: ViewPlace) => (a.container ?? '') === (b.container ?? '') && (a.section ?? 0) === (b.section ?? 0);

function spanOf(field: unknown, grid: number): number {
  const props = isObject(field) && isObject(field['x-decorator-props']) ? field['x-decorator-props'] : {};
  const span = typeof props.gridSpan === 'number' ? props.gridSpan : 1;
  return Math.max(1, Math.min(grid, Math.round(span)));
}

/**
 * The canvas (middle): the chosen view as it will draw — the form in its grid with each field's span, the list's
 * columns, the filters, or the detail's sections — with a sub-table's columns as a nested container. Every card is
 * draggable; drop zones between them mark where a drop lands.
 */
export const DesignCanvas = memo(function DesignCanvas({ edited, view, target, selected, language, dispatch, onDrop, hidden, onShow }: DesignCanvasProps) {
  const { t } = useTranslation();
  const fields = fieldsOf(edited);
  const groups = viewGroups(edited, view);
  const form = isObject(edited.form) ? edited.form : {};
  const grid = view === 'form' ? (typeof form.grid === 'number' ? form.grid : 1) : view === 'detail' ? 2 : 4;
  const accepts = useCallback((place: ViewPlace) => (payload: DragPayload) => {
    if (payload.kind === 'card') return samePlace(payload.place, place);
    if (payload.kind === 'hidden') return !place.container;
    const item = paletteItem(payload.componentName);
    if (!item) return false;
    if (place.container) return target === 'base' && !isSubTable(item.field);
    return target === 'base' || (view !== 'filters' && mayBeCustomField(item.field));
  }, [target, view]);
  // Places and their drop tests keep their identity between draws, so the memoised cards are not redrawn.
  const places = useMemo(() => new Map<string, ViewPlace>(), []);
  const placeOf = (container: string | undefined, section: number | undefined): ViewPlace => {
    const key = `${container ?? ''}/${section ?? 0}`;
    let place = places.get(key);
    if (!place) places.set(key, (place = container ? { container } : section ? { section } : {}));
    return place;
  };
  const acceptors = useMemo(() => new Map<ViewPlace, (payload: DragPayload) => boolean>(), [accepts]);
  const acceptsAt = (place: ViewPlace) => {
    let found = acceptors.get(place);
    if (!found) acceptors.set(place, (found = accepts(place)));
    return found;
  };
  // The cards ask their index when they need it (a key, a drag, a drop), from the order last drawn: a field added or
  // moved redraws the cards it changed, not every card after it.
  const orders = useRef(new Map<ViewPlace, readonly string[]>());
  const positions = useMemo(() => new Map<ViewPlace, (name: string) => CardPosition>(), []);
  const positionAt = (place: ViewPlace, names: readonly string[]) => {
    orders.current.set(place, names);
    let found = positions.get(place);
    if (!found) {
      found = (name) => {
        const order = orders.current.get(place) ?? [];
        return { index: order.indexOf(name), count: order.length };
      };
      positions.set(place, found);
    }
    return found;
  };
  const empty = groups.every((group) => group.names.length === 0);
  const zoneId = (section: number | undefined, index: number) => `canvas-drop-${section ? `s${section}-` : ''}${index}`;

  const subTable = (name: string, field: unknown) => {
    const place = placeOf(name, undefined);
    const columns = Object.entries(columnsOf(field));
    const fixed = target === 'override';
    const position = positionAt(place, columns.map(([column]) => column));
    return (
      <div className="fd-subtable" onClick={(event) => event.stopPropagation()}>
        {columns.length === 0 && !fixed && (
          <DropZone testId={`canvas-drop-${name}-0`} index={0} place={place} onDrop={onDrop} accepts={acceptsAt(place)} className="fd-drop-box">
            <Typography.Text type="secondary">{t('designer.canvas.subTableEmpty')}</Typography.Text>
          </DropZone>
        )}
        {columns.map(([column, columnField], i) => (
          <div key={column} className="fd-subtable-cell">
            {!fixed && <DropZone testId={`canvas-drop-${name}-${i}`} index={i} place={place} onDrop={onDrop} accepts={acceptsAt(place)} className="fd-drop-v" />}
            <CanvasCard
              name={column} field={columnField} position={position} place={place} language={language} fixed={fixed}
              selected={selected?.container === name && selected.name === column} dispatch={dispatch} onDrop={onDrop} accepts={acceptsAt(place)}
            />
          </div>
        ))}
        {columns.length > 0 && !fixed && <DropZone testId={`canvas-drop-${name}-${columns.length}`} index={columns.length} place={place} onDrop={onDrop} accepts={acceptsAt(place)} className="fd-drop-v" />}
        {fixed && <Typography.Text type="secondary" className="fd-note">{t('designer.canvas.notEditable')}</Typography.Text>}
      </div>
    );
  };

  return (
    <div className="fd-canvas" data-testid="designer-canvas" onClick={() => dispatch({ type: 'select', ref: undefined })}>
      {empty && (
        <DropZone testId={zoneId(groups[0]?.section, 0)} index={0} place={placeOf(undefined, groups[0]?.section)} onDrop={onDrop} accepts={acceptsAt(placeOf(undefined, groups[0]?.section))} className="fd-drop-box">
          <Empty description={view === 'form' && Object.keys(fields).length === 0 ? t('designer.canvas.empty') : t('designer.canvas.emptyView')} />
        </DropZone>
      )}
      {!empty && groups.map((group) => {
        const place = placeOf(undefined, group.section);
        const position = positionAt(place, group.names);
        return (
          <section key={group.section ?? 0} className="fd-group">
            {group.title && <div className="fd-group-title">{localize(group.title as LocalizedText, language)}</div>}
            <div className="fd-grid" style={{ gridTemplateColumns: `repeat(${grid}, minmax(0, 1fr))` }}>
              {group.names.map((name, i) => {
                const field = fields[name];
                const table = view === 'form' && isSubTable(field);
                return (
                  <div key={name} className="fd-cell" style={{ gridColumn: table ? '1 / -1' : `span ${view === 'form' ? spanOf(field, grid) : 1}` }}>
                    <DropZone testId={zoneId(group.section, i)} index={i} place={place} onDrop={onDrop} accepts={acceptsAt(place)} />
                    <CanvasCard
                      name={name} field={isObject(field) ? field : { type: 'string', title: { zh: name, en: name } }} position={position}
                      place={place} language={language} selected={!selected?.container && selected?.name === name}
                      dispatch={dispatch} onDrop={onDrop} accepts={acceptsAt(place)}
                    >
                      {table ? subTable(name, field) : undefined}
                    </CanvasCard>
                  </div>
                );
              })}
              <div className="fd-cell" style={{ gridColumn: '1 / -1' }}>
                <DropZone testId={zoneId(group.section, group.names.length)} index={group.names.length} place={place} onDrop={onDrop} accepts={acceptsAt(place)} className="fd-drop-end" />
              </div>
            </div>
          </section>
        );
      })}
      {view === 'form' && Array.isArray(form.lines) && form.lines.map((key) => (
        <div key={String(key)} className="fd-lines" data-testid={`canvas-lines-${String(key)}`}>{t('designer.canvas.lines', { key: String(key) })}</div>
      ))}
      <HiddenFields names={hidden} fields={fields} language={language} onShow={onShow} />
      <Typography.Text type="secondary" className="fd-note">{t('designer.canvas.keys')}</Typography.Text>
    </div>
  );
});
