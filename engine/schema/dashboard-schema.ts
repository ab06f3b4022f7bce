/**
 * A dashboard: a page of stat cards, charts and small tables, each fed by a qid, under the page's filters
 * (`schemas/dashboards/*.json`, format engine/schema/dashboard-meta-schema.json, docs/schemas.md "Dashboards").
 * React-free: the server checks and serves it, the browser draws it.
 */
import type { LocalizedText } from './route-catalogue';

/** A relative period a date range starts at (resolved in the browser's time zone on the day the page opens). */
export type DashboardPeriod = 'today' | 'yesterday' | 'last7days' | 'last30days' | 'thisWeek' | 'thisMonth' | 'thisYear';

/**
 * A filter of the page, passed to every widget that takes it: a date range as the qid filters `from` and `to`
 * (ISO moments), a site as `siteCode`.
 */
export type DashboardFilter =
  | { name: string; type: 'dateRange'; title?: LocalizedText; default?: DashboardPeriod }
  | { name: string; type: 'site'; title?: LocalizedText };

/**
 * Where a card or a row leads: a catalogue route with list filters. A value may be `$period` (the widget's date
 * range), `$user.username` / `$user.nickname` / `$user.employeeCode`, `$site` (the chosen site) or, in a table,
 * `$row.<field>`.
 */
export interface DashboardLink {
  route: string;
  filters?: Record<string, string>;
}

/**
 * Display texts for a field's values (claim states, service types, sites): given inline, taken from an entity field's
 * enum or states (the server fills `values` in), or read from a qid's rows (`qid`, its `value` and `label` fields:
 * site codes as site names; the browser reads it).
 */
export interface DashboardLabels {
  entity?: string;
  field?: string;
  values?: Record<string, LocalizedText>;
  qid?: string;
  value?: string;
  label?: string;
}

interface WidgetBase {
  /** Unique in the dashboard: the test id and the key. */
  id: string;
  title: LocalizedText;
  qid: string;
  /** Fixed filter values of the qid. */
  params?: Record<string, string | number>;
  /** The page filters this widget takes (default: all of them). */
  filters?: string[];
  /** The widget's own date range instead of the page's (the workbench's "today"). */
  period?: DashboardPeriod;
  /** Width in a 24-column row (default: stat 6, chart 12, table 12). */
  span?: number;
}

export interface StatWidget extends WidgetBase {
  type: 'stat';
  /** The output field of the qid's first row that is the figure. */
  value: string;
  /** A unit after the figure (`单`, `kg`). */
  suffix?: LocalizedText;
  link?: DashboardLink;
}

export interface ChartWidget extends WidgetBase {
  type: 'chart';
  chart: 'line' | 'bar' | 'pie';
  /** The category (x axis, or pie slice) field. */
  x: string;
  /** The value fields, one series each (a pie takes the first). */
  y: string[];
  /** A field whose values split `y[0]` into one series each (scans per day by site). */
  series?: string;
  /** Titles of the `y` series (default: the widget's title). */
  yTitles?: Record<string, LocalizedText>;
  /** Texts for the categories (`x`) or the series values. */
  labels?: DashboardLabels;
  height?: number;
}

export interface TableColumn {
  field: string;
  title: LocalizedText;
  labels?: DashboardLabels;
}

export interface TableWidget extends WidgetBase {
  type: 'table';
  columns: TableColumn[];
  /** Most rows shown (default 10). */
  limit?: number;
  rowLink?: DashboardLink;
}

export type DashboardWidget = StatWidget | ChartWidget | TableWidget;

export interface DashboardSchema {
  $schema?: string;
  id: string;
  route: string;
  title: LocalizedText;
  description?: LocalizedText;
  filters?: DashboardFilter[];
  widgets: DashboardWidget[];
}

/** The qid filter names a page filter fills. */
export function filterParams(filter: Pick<DashboardFilter, 'type'>): string[] {
  return filter.type === 'dateRange' ? ['from', 'to'] : ['siteCode'];
}

/** The page filters a widget takes, by name. */
export function widgetFilters(dashboard: Pick<DashboardSchema, 'filters'>, widget: Pick<WidgetBase, 'filters'>): DashboardFilter[] {
  const all = dashboard.filters ?? [];
  return widget.filters ? all.filter((f) => widget.filters!.includes(f.name)) : all;
}
