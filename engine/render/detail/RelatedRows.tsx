import { useEffect, useMemo, useState } from 'react';
import { Alert, Table } from 'antd';
import type { RelatedRowsSpec } from '../../schema/entity-schema';
import { useDataQuery } from '../data-context';
import { useLanguage } from '../language-context';
import { relatedColumns } from './related-columns';

type Loaded = { key: string; rows?: Record<string, unknown>[]; error?: string };

/**
 * A detail tab's related rows (`detail.tabs[].related`): the qid's rows whose `filter` is this row's id, as a
 * read-only table of the spec's columns (a menu's buttons); with `expand`, a row opens to show one long field whole
 * (a declaration message's XML).
 */
export function RelatedRows({ spec, rowId }: { spec: RelatedRowsSpec; rowId: unknown }) {
  const query = useDataQuery();
  const language = useLanguage();
  const key = `${spec.qid} ${spec.filter} ${String(rowId)}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '' });
  useEffect(() => {
    let live = true;
    query.findAll<Record<string, unknown>>({ qid: spec.qid, filters: { [spec.filter]: rowId } }, { silent: true }).then(
      (rows) => live && setLoaded({ key, rows }),
      (error: unknown) => live && setLoaded({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [query, spec.qid, spec.filter, rowId, key]);
  const columns = useMemo(() => relatedColumns(spec.columns, language), [spec.columns, language]);
  const current = loaded.key === key ? loaded : { key };
  if (current.error) return <Alert type="error" showIcon message={current.error} />;
  const { expand } = spec;
  // A long field (a message's XML) is read by expanding its row: shown whole, as written.
  const expandable = expand && {
    rowExpandable: (row: Record<string, unknown>) => row[expand.field] !== null && row[expand.field] !== undefined && row[expand.field] !== '',
    expandedRowRender: (row: Record<string, unknown>) => (
      <div data-testid="related-expanded">
        <div style={{ fontWeight: 500, marginBottom: 4 }}>{expand.title[language]}</div>
        <pre style={{ margin: 0, maxHeight: 480, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{String(row[expand.field])}</pre>
      </div>
    ),
  };
  return <Table size="small" rowKey={(row) => String(row.id ?? JSON.stringify(row))} columns={columns} dataSource={current.rows ?? []} loading={!current.rows} pagination={false} expandable={expandable || undefined} data-testid="related-rows" />;
}
