import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import type { EntityModel } from '../../schema/entity-model';
import type { EntitySource, Row } from '../../data/entity-source';
import type { HistoryEntry } from '../../data/record-history';
import { useEngineTexts, useLanguage } from '../language-context';
import { historyItems, type HistoryItem } from './history-items';

/** Entries read per page. */
const PAGE_SIZE = 20;

type Loaded = { entries: HistoryEntry[]; total: number; page: number; loading: boolean; error?: string };

function ItemBody({ item, paramsLabel }: { item: HistoryItem; paramsLabel: string }) {
  const created = item.action === 'create';
  return (
    <div data-testid="history-item">
      <div>
        <Typography.Text strong>{item.headline}</Typography.Text>
        {item.subject && <Tag style={{ marginInlineStart: 8 }}>{item.subject}</Tag>}
        <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>{item.who} · {item.at}</Typography.Text>
      </div>
      {item.state && <div>{item.state.title}：{item.state.from} → {item.state.to}</div>}
      {item.params.length > 0 && <div>{paramsLabel}：{item.params.map((p) => `${p.title} ${p.value}`).join('；')}</div>}
      {item.changes.map((change) => (
        <div key={change.field} data-testid="history-change">
          {created ? `${change.title}：${change.to}` : `${change.title}：${change.from} → ${change.to}`}
        </div>
      ))}
    </div>
  );
}

/**
 * A row's history (docs/schemas.md, "Record history"): the audit entries of the row and its lines as a timeline,
 * newest first, a page at a time; read through the source's `history` call (nothing is drawn without one).
 */
export function RecordHistory({ model, row, source, lineModels }: { model: EntityModel; row: Row; source?: EntitySource; lineModels?: Record<string, EntityModel | undefined> }) {
  const t = useEngineTexts();
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Loaded>({ entries: [], total: 0, page: 0, loading: true });
  const id = row.id;
  const version = row.version;

  const load = (page: number, live: () => boolean = () => true) => {
    if (!source?.history || id === undefined) return;
    setLoaded((now) => ({ ...now, loading: true, error: undefined }));
    source.history(id, { currentPage: page, pageSize: PAGE_SIZE }).then(
      (reply) => live() && setLoaded((now) => ({ entries: page === 1 ? reply.list : [...now.entries, ...reply.list], total: reply.total, page, loading: false })),
      (error: unknown) => live() && setLoaded((now) => ({ ...now, loading: false, error: error instanceof Error ? error.message : String(error) })),
    );
  };
  // Read again when the row changes (a save or a transition moves its version).
  useEffect(() => {
    let live = true;
    load(1, () => live);
    return () => {
      live = false;
    };
  }, [source, id, version]); // eslint-disable-line react-hooks/exhaustive-deps

  const items = useMemo(() => historyItems(loaded.entries, { model, lineModels, language, row }), [loaded.entries, model, lineModels, language, row]);
  if (!source?.history) return null;
  if (loaded.error) return <Alert type="error" showIcon message={t('history.error')} description={loaded.error} />;
  return (
    <div data-testid="record-history">
      {loaded.loading && loaded.page === 0 ? <Spin /> : items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} /> : (
        <Timeline items={items.map((item) => ({ key: item.key, color: item.color, children: <ItemBody item={item} paramsLabel={t('history.params')} /> }))} />
      )}
      {loaded.entries.length < loaded.total && (
        <Button size="small" loading={loaded.loading} onClick={() => load(loaded.page + 1)}>{t('history.more')}</Button>
      )}
    </div>
  );
}
