import { useEffect, useState } from 'react';
import type { DashboardLabels, DashboardWidget } from '../../schema/dashboard-schema';
import type { DashboardSource } from './dashboard-source';

type Texts = NonNullable<DashboardLabels['values']>;

/** Labels read from a qid, once per source and qid (several widgets label sites the same way). */
const cache = new WeakMap<DashboardSource, Map<string, Promise<Texts>>>();

function textsOf(source: DashboardSource, labels: DashboardLabels): Promise<Texts> {
  let bySource = cache.get(source);
  if (!bySource) cache.set(source, (bySource = new Map()));
  const key = `${labels.qid} ${labels.value} ${labels.label}`;
  let texts = bySource.get(key);
  if (!texts) {
    texts = source.rows(labels.qid!, {}).then((rows) => Object.fromEntries(rows.map((row) => {
      const text = String(row[labels.label!] ?? row[labels.value!]);
      return [String(row[labels.value!]), { zh: text, en: text }];
    })));
    bySource.set(key, texts);
  }
  return texts;
}

/** Every labels object of a widget (a chart's, each table column's). */
function labelsOf(widget: DashboardWidget): DashboardLabels[] {
  if (widget.type === 'chart') return widget.labels ? [widget.labels] : [];
  if (widget.type === 'table') return widget.columns.flatMap((column) => (column.labels ? [column.labels] : []));
  return [];
}

/**
 * The widget with the value texts of its qid labels filled in (site codes → site names) once read; until then, and
 * if they cannot be read, the values show as they are.
 */
export function useResolvedLabels(source: DashboardSource, widget: DashboardWidget): DashboardWidget {
  const [resolved, setResolved] = useState<{ widget: DashboardWidget; value: DashboardWidget }>();
  useEffect(() => {
    const fromQids = labelsOf(widget).filter((labels) => labels.qid);
    if (!fromQids.length) return undefined;
    let live = true;
    Promise.all(fromQids.map((labels) => textsOf(source, labels))).then((all) => {
      if (!live) return;
      const merged = new Map(fromQids.map((labels, i) => [labels, { ...labels, values: { ...all[i], ...labels.values } }]));
      const swap = (labels?: DashboardLabels) => (labels && merged.get(labels)) ?? labels;
      const value: DashboardWidget = widget.type === 'chart' ? { ...widget, labels: swap(widget.labels) }
        : widget.type === 'table' ? { ...widget, columns: widget.columns.map((column) => ({ ...column, labels: swap(column.labels) })) } : widget;
      setResolved({ widget, value });
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [source, widget]);
  return resolved?.widget === widget ? resolved.value : widget;
}
