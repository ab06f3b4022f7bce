import { Alert, Button, Spin } from 'antd';
import type { ActionRegistry } from '../../actions/index';
import type { SettingsStore } from '../list/column-settings';
import { ListPage } from '../list/ListPage';
import { useEngineTexts, useLanguage } from '../language-context';
import { localize } from '../localize';
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
  const title = t('detail.title', { title: localize(model.schema.title, language) });
  return (
    <div data-testid="detail-page">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        {model.schema.route && <Button onClick={() => navigate(model.schema.route!)}>{t('detail.back')}</Button>}
        <h3 style={{ margin: 0 }}>{title}</h3>
      </div>
      {state.status === 'loading' && <Spin />}
      {state.status === 'failed' && <Alert type="error" showIcon message={state.message} />}
      {state.status === 'ready' && (
        <DetailView
          model={model}
          row={state.row}
          renderChild={(key) => {
            const child = state.children[key];
            return child ? <ListPage key={key} model={child.model} source={child.source} actions={actions} navigate={navigate} settings={settings} /> : null;
          }}
        />
      )}
    </div>
  );
}
