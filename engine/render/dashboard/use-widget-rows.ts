import { useCallback, useEffect, useState } from 'react';
import type { DashboardSource } from './dashboard-source';

type Row = Record<string, unknown>;

export type WidgetRows = { status: 'loading' } | { status: 'ready'; rows: Row[] } | { status: 'failed'; message: string };

/** A widget's rows, fetched again whenever its qid or parameters change (a page filter moved), with a retry. */
export function useWidgetRows(source: DashboardSource, qid: string, params: Record<string, unknown>): WidgetRows & { retry(): void } {
  const key = JSON.stringify([qid, params]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: WidgetRows }>();
  useEffect(() => {
    let live = true;
    const [q, p] = JSON.parse(key) as [string, Record<string, unknown>];
    source.rows(q, p).then(
      (rows) => live && setState({ key: `${key}#${attempt}`, value: { status: 'ready', rows } }),
      (error: unknown) => live && setState({ key: `${key}#${attempt}`, value: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [source, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value: WidgetRows = state?.key === `${key}#${attempt}` ? state.value : { status: 'loading' };
  return { ...value, retry };
}
