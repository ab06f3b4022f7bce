import { useEffect, useMemo, useState } from 'react';
import { Alert, Table } from 'antd';
import type { EntityModel } from '../../schema/entity-model';
import type { RelatedCallSpec } from '../../schema/entity-schema';
import type { Row } from '../../data/entity-source';
import { useHttp } from '../http-context';
import { useLanguage } from '../language-context';
import { relatedColumns } from './related-columns';

type Loaded = { key: string; rows?: Record<string, unknown>[]; error?: string };

/** The rows a command call answered: its `result` when an array, else none. */
export function callRows(data: unknown): Record<string, unknown>[] {
  const result = data && typeof data === 'object' && !Array.isArray(data) ? (data as { result?: unknown }).result : data;
  return Array.isArray(result) ? result.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object') : [];
}

/**
 * A detail tab's `call` (`detail.tabs[].call`): what one of the entity's own GET command calls answers for this row,
 * its parameters taken from the row's fields, as a read-only table of the spec's columns (a menu's data fields).
 */
export function RelatedCall({ model, spec, row }: { model: EntityModel; spec: RelatedCallSpec; row: Row }) {
  const http = useHttp();
  const language = useLanguage();
  const path = model.commandEndpoints?.[spec.command]?.path;
  const params = useMemo(() => Object.fromEntries(Object.entries(spec.params).map(([param, field]) => [param, row[field]])), [spec.params, row]);
  const key = `${path} ${JSON.stringify(params)}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '' });
  useEffect(() => {
    if (!http || !path) return undefined;
    let live = true;
    http.request<{ data?: unknown }>({ method: 'GET', url: path, params }).then(
      (reply) => live && setLoaded({ key, rows: callRows(reply.data?.data) }),
      (error: unknown) => live && setLoaded({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [http, path, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const columns = useMemo(() => relatedColumns(spec.columns, language), [spec.columns, language]);
  const current = loaded.key === key ? loaded : { key };
  if (current.error) return <Alert type="error" showIcon message={current.error} />;
  return <Table size="small" rowKey={(r) => String(r.id ?? r.field ?? JSON.stringify(r))} columns={columns} dataSource={current.rows ?? []} loading={!current.rows} pagination={false} data-testid="related-call" />;
}
