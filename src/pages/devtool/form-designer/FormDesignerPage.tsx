import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { App, Button, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { localize, toLanguage } from '../../../../engine/render/localize';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema, LocalizedText } from '../../../../engine/schema/entity-schema';
import { DRAFT_QUERY, storeDesignerDraft } from '../code-generator/designer-draft';
import { DesignCanvas } from './DesignCanvas';
import { DesignerToolbar } from './DesignerToolbar';
import { columnsOf, fieldsOf, isObject, viewGroups } from './design-schema';
import { isTextEntry, shortcutOf } from './designer-keys';
import { isBaseField, type ViewPlace } from './designer-state';
import { registerDesignerTexts } from './designer-texts';
import type { DragPayload } from './drag-payload';
import { hiddenFieldsOf } from './hidden-fields';
import { overrideLocks } from './override-locks';
import { newFieldOf, paletteItem, type PaletteItem } from './palette-catalogue';
import { mayBeCustomField } from './new-field-rules';
import { PalettePanel } from './PalettePanel';
import { PropertyPanel } from './PropertyPanel';
import { SaveDialog } from './SaveDialog';
import { useDesigner, type BottomTab } from './use-designer';
import { useLeaveGuard } from './use-leave-guard';
import { HistoryPanel } from './panels/HistoryPanel';
import { PreviewPanel } from './panels/PreviewPanel';
import { SchemaJsonPanel } from './panels/SchemaJsonPanel';
import { TracerPanel } from './panels/TracerPanel';
import type { DesignProps } from './panels/panel-props';
import './form-designer.css';

registerDesignerTexts();

const NO_LOCKS: ReadonlyMap<string, string> = new Map();

/**
 * The form designer (/formdesign, docs/domain/devtool.md "The form designer"): the toolbar, the palette, the canvas,
 * the properties of the selected field, and the JSON / Preview / Tracer / History tabs below. `?schema=` opens a
 * schema, `&view=` a view, `&panel=history` the history.
 */
export default function FormDesignerPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const designer = useDesigner();
  const { state, dispatch, target, devMode, schemaId, dirty } = designer;
  const { edited, base, view, selected } = state;
  const [saveOpen, setSaveOpen] = useState(false);

  const askToLeave = useCallback((leave: () => void) => {
    modal.confirm({ title: t('designer.leave.title'), content: t('designer.leave.content'), okText: t('designer.leave.ok'), cancelText: t('designer.leave.cancel'), onOk: leave });
  }, [modal, t]);
  useLeaveGuard(dirty, askToLeave);
  const guarded = (action: () => void) => (dirty ? askToLeave(action) : action());

  const fields = fieldsOf(edited);
  const form = isObject(edited.form) ? edited.form : {};
  const grid = typeof form.grid === 'number' ? form.grid : 1;
  const canSave = dirty && (target === 'override' ? !!schemaId && !!base : devMode);

  // Enter on a palette item or a left-out field: after the selected field of the view (or column of its sub-table), else at the end.
  const placeAfterSelected = (): { index: number } & ViewPlace => {
    if (selected?.container) return { container: selected.container, index: Object.keys(columnsOf(fields[selected.container])).indexOf(selected.name) + 1 };
    for (const group of viewGroups(edited, view)) {
      const at = selected ? group.names.indexOf(selected.name) : -1;
      if (at >= 0) return { index: at + 1, section: group.section };
    }
    const groups = viewGroups(edited, view);
    const last = groups[groups.length - 1];
    return { index: last?.names.length ?? 0, section: last?.section };
  };
  const addItem = (item: PaletteItem) => {
    const place = placeAfterSelected();
    // A sub-table's column is selected but the item cannot be a column there: it goes to the end of the view.
    const notAColumn = place.container && (target === 'override' || item.group === 'subTable');
    dispatch({ type: 'addField', componentName: item.name, field: newFieldOf(item), ...(notAColumn ? { index: Number.MAX_SAFE_INTEGER } : place) });
  };
  const showField = (name: string) => {
    const { container, ...place } = placeAfterSelected();
    dispatch({ type: 'showField', name, ...(container ? { index: Number.MAX_SAFE_INTEGER } : place) });
  };
  const onDrop = useCallback((payload: DragPayload, index: number, place: ViewPlace) => {
    if (payload.kind === 'palette') {
      const item = paletteItem(payload.componentName);
      if (item) dispatch({ type: 'addField', componentName: item.name, field: newFieldOf(item), index, ...place });
    } else if (payload.kind === 'hidden') {
      dispatch({ type: 'showField', name: payload.name, index, ...place });
    } else {
      // A drop zone's index is "before item i": past its own place, the card ends one earlier.
      dispatch({ type: 'moveField', from: payload.index, to: index > payload.index ? index - 1 : index, ...place });
    }
  }, [dispatch]);
  const paletteOff = useCallback((item: PaletteItem) => target === 'override' && (view === 'filters' || !mayBeCustomField(item.field)), [target, view]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut || saveOpen) return;
      if (shortcut === 'save') {
        event.preventDefault();
        if (canSave) setSaveOpen(true);
        return;
      }
      if (isTextEntry(event.target instanceof Element ? event.target : document.activeElement)) return;
      event.preventDefault();
      dispatch({ type: shortcut });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [saveOpen, canSave, dispatch]);

  const selectedField = selected ? (selected.container ? columnsOf(fields[selected.container])[selected.name] : fields[selected.name]) : undefined;
  const selectedIsBase = selected ? isBaseField(state, selected) : false;
  const locks = useMemo(
    () => (target === 'override' && base && selected ? overrideLocks(base, selected) : NO_LOCKS),
    [target, base, selected],
  );
  const siblings = Object.keys(selected?.container ? columnsOf(fields[selected.container]) : fields).filter((name) => name !== selected?.name);
  const reactionFields = Object.entries(fields)
    .filter(([name]) => selected?.container || name !== selected?.name)
    .map(([name, field]) => ({ value: name, label: `${localize(field.title as LocalizedText | undefined, language) || name} (${name})` }));
  const hidden = hiddenFieldsOf(state);
  // The bottom tabs follow the design a moment later: a drop or an edit paints on the canvas first (a 150-field
  // schema's JSON text and preview form take longer to redraw than the canvas; scripts/bench/designer.ts).
  const panelEdited = useDeferredValue(edited);
  const design: DesignProps = { schemaId, base, edited: panelEdited, target, tenantCode: designer.tenantCode };
  const onJson = useCallback((json: Record<string, unknown>) => dispatch({ type: 'replaceAll', json }), [dispatch]);

  const tabs = [
    { key: 'json', label: t('designer.tabs.json'), children: <SchemaJsonPanel value={panelEdited} onChange={onJson} /> },
    { key: 'preview', label: t('designer.tabs.preview'), children: <PreviewPanel {...design} /> },
    { key: 'tracer', label: t('designer.tabs.tracer'), children: <TracerPanel {...design} selectedField={selected && !selected.container ? selected.name : undefined} /> },
    ...(schemaId ? [{
      key: 'history',
      label: t('designer.tabs.history'),
      children: <HistoryPanel schemaId={schemaId} onRolledBack={(merged) => dispatch({ type: 'load', schemaId, base, edited: structuredClone(merged) as unknown as Record<string, unknown>, target: 'override' })} />,
    }] : []),
  ];

  return (
    <div className="fd-page" data-testid="form-designer">
      <DesignerToolbar
        schemaId={schemaId} schemaOptions={designer.schemaOptions} onSchema={(id) => guarded(() => designer.chooseSchema(id))}
        view={view} onView={designer.setView}
        target={target} devMode={devMode} onTarget={(next) => guarded(() => designer.setTarget(next))}
        grid={grid} onGrid={(n) => dispatch({ type: 'setFormGrid', grid: n })}
        canUndo={state.past.length > 0} canRedo={state.future.length > 0} dirty={dirty} canSave={canSave}
        onUndo={() => dispatch({ type: 'undo' })} onRedo={() => dispatch({ type: 'redo' })} onSave={() => setSaveOpen(true)}
        onForward={() => {
          storeDesignerDraft(edited as unknown as EntitySchema);
          navigate(`/forwardgenerator?${DRAFT_QUERY}`);
        }}
      />
      {designer.status === 'failed' && (
        <Result status="warning" title={t('designer.loadFailed', { schemaId })} extra={<Button onClick={designer.retry}>↻</Button>} />
      )}
      {designer.status === 'loading' && <div className="fd-loading"><Spin tip={t('designer.canvas.loading')}><div style={{ height: 48 }} /></Spin></div>}
      {designer.status === 'ready' && (
        <div className="fd-columns">
          <PalettePanel onAdd={addItem} disabled={paletteOff} />
          <DesignCanvas edited={edited} view={view} target={target} selected={selected} language={language} dispatch={dispatch} onDrop={onDrop} hidden={hidden} onShow={showField} />
          <PropertyPanel
            fieldRef={selected} field={isObject(selectedField) ? selectedField : undefined} isBase={selectedIsBase} target={target} locks={locks}
            grid={grid} siblings={siblings} reactionFields={reactionFields} dispatch={dispatch}
          />
        </div>
      )}
      <Tabs className="fd-bottom" activeKey={designer.tab} onChange={(key) => designer.setTab(key as BottomTab)} items={tabs} destroyOnHidden />
      <SaveDialog open={saveOpen} target={target} schemaId={schemaId} base={base} edited={edited} onClose={() => setSaveOpen(false)} onSaved={(file) => dispatch({ type: 'saved', base: file })} />
    </div>
  );
}
