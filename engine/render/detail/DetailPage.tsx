import { useCallback, useRef, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { Row } from '../../data/entity-source';
import { useAppApis } from '../app-apis';
import { ChildGrid } from '../grid/ChildGrid';
import type { ActionRegistry } from '../../actions/index';
import type { SettingsStore } from '../list/column-settings';
import { ListPage } from '../list/ListPage';
import { useEngineTexts, useLanguage } from '../language-context';
import { recordNoun } from '../../schema/record-name';
import { DetailView } from './DetailView';
import { useDetailPage, type DetailPageOptions } from './useDetailPage';

export interface DetailPageProps extends DetailPageOptions {
  actions: ActionRegistry;
  navigate(path: string): void;
  settings?: SettingsStore;
}

/**
 * A row's detail as a page of its own (`detail.mode: "page"` on `detail.route`, `?id=` the row): the header's
 * sections, and a tab per child table with the engine's own list and form for its lines, scoped to this row.
 */
export function DetailPage(props: DetailPageProps) {
  const { model, actions, navigate, settings } = props;
  const t = useEngineTexts();
  const language = useLanguage();
  const state = useDetailPage(props);
  const title = t('detail.title', { title: recordNoun(model.schema, language, true) });
  const { modal } = useAppApis();
  // The header as a grid's save answered it (new version, totals over its lines): shown instead of the loaded one.
  const [saved, setSaved] = useState<Row>();
  const loaded = state.status === 'ready' ? state.row : undefined;
  // Kept over the loaded row: what the save does not answer (a reference's label) stays.
  const onSaved = useCallback((row: Row) => setSaved((previous) => ({ ...(previous ?? loaded), ...row })), [loaded]);
  // Child keys whose grid has unsaved changes: leaving asks first.
  const dirty = useRef(new Set<string>());
  const leave = (path: string) => {
    if (dirty.current.size === 0) return navigate(path);
    modal.confirm({ title: t('grid.unsavedTitle'), content: t('grid.unsaved'), okText: t('confirm.ok'), cancelText: t('confirm.cancel'), onOk: () => navigate(path) });
  };
  return (
    <div data-testid="detail-page">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        {model.schema.route && <Button onClick={() => leave(model.schema.route!)}>{t('detail.back')}</Button>}
        <h3 style={{ margin: 0 }}>{title}</h3>
      </div>
      {state.status === 'loading' && <Spin />}
      {state.status === 'failed' && <Alert type="error" showIcon message={state.message} />}
      {state.status === 'ready' && (
        <DetailView
          model={model}
          row={saved ?? state.row}
          source={props.source}
          lineModels={Object.fromEntries(Object.entries(state.children).map(([key, child]) => [key, child?.model]))}
          renderChild={(key) => {
            const child = state.children[key];
            if (!child) return null;
            // `"edit": "grid"`: the lines edited in place as a grid, saved with the header (engine/render/grid/).
            if (model.schema.children?.[key]?.edit === 'grid') {
              return (
                <ChildGrid
                  key={key} header={model} headerRow={saved ?? state.row} headerSource={props.source} childKey={key} child={child.model} source={child.source} onSaved={onSaved}
                  onDirtyChange={(isDirty) => void (isDirty ? dirty.current.add(key) : dirty.current.delete(key))}
                />
              );
            }
            return <ListPage key={key} model={child.model} source={child.source} actions={actions} navigate={navigate} settings={settings} />;
          }}
        />
      )}
    </div>
  );
}
