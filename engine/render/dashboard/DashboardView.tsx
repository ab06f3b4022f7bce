/**
 * Draws a dashboard schema (docs/schemas.md "Dashboards"): the page's filters, then its widgets in a 24-column
 * grid, each reading its qid through the source with the filters it takes, and each with its own loading, empty
 * ("no data") and error state. Widgets fetch again when a filter changes. Charts load ECharts on first use.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Table, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { ChartWidget, DashboardSchema, DashboardWidget, StatWidget, TableWidget } from '../../schema/dashboard-schema';
import type { Language } from '../localize';
import type { DashboardSource } from './dashboard-source';
import { dashboardTexts } from './dashboard-texts';
import { chartOption, valueText } from './chart-options';
import { periodRange } from './periods';
import { useWidgetRows } from './use-widget-rows';
import { useResolvedLabels } from './use-resolved-labels';
import { linkHref, widgetParams, widgetRange, widgetSite, type FilterValues, type LinkContext } from './widget-query';

const EChart = lazy(() => import('./EChart'));
// The filter bar (antd's date picker) loads only on dashboards that have filters: the workbench has none.
const DashboardFilters = lazy(() => import('./DashboardFilters'));

const DEFAULT_SPAN: Record<DashboardWidget['type'], number> = { stat: 6, chart: 12, table: 12 };

export interface DashboardViewProps {
  dashboard: DashboardSchema;
  source: DashboardSource;
  language: Language;
  /** The signed-in person, for `$user.…` in links. */
  user?: LinkContext['user'];
  /** Opens a path in the app (a card's or a row's link). */
  navigate(path: string): void;
  /** Shows the dashboard's title and description above it (a page of its own); the workbench has its own header. */
  showTitle?: boolean;
  /** The moment relative periods are counted from (tests). */
  now?: Date;
}

/** The page filters' starting values: each date range's default period, no site. */
function initialValues(dashboard: DashboardSchema, now: Date): FilterValues {
  const values: FilterValues = {};
  for (const filter of dashboard.filters ?? []) if (filter.type === 'dateRange' && filter.default) values[filter.name] = periodRange(filter.default, now);
  return values;
}

export function DashboardView({ dashboard, source, language, user, navigate, showTitle = true, now: fixedNow }: DashboardViewProps) {
  const [now] = useState(() => fixedNow ?? new Date());
  const [values, setValues] = useState<FilterValues>(() => initialValues(dashboard, now));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid={`dashboard-${dashboard.id}`}>
      {showTitle && (
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>{dashboard.title[language]}</Typography.Title>
          {dashboard.description && <Typography.Text type="secondary">{dashboard.description[language]}</Typography.Text>}
        </div>
      )}
      {(dashboard.filters ?? []).length > 0 && (
        <Suspense fallback={<Card size="small"><Skeleton.Input active size="small" /></Card>}>
          <DashboardFilters dashboard={dashboard} source={source} language={language} now={now} values={values} onChange={setValues} />
        </Suspense>
      )}
      <Row gutter={[16, 16]}>
        {dashboard.widgets.map((widget) => (
          <Col key={widget.id} xs={24} md={Math.max(widget.span ?? DEFAULT_SPAN[widget.type], 12)} xl={widget.span ?? DEFAULT_SPAN[widget.type]}>
            <Widget dashboard={dashboard} widget={widget} source={source} values={values} now={now} language={language} user={user} navigate={navigate} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}

interface WidgetProps {
  dashboard: DashboardSchema;
  widget: DashboardWidget;
  source: DashboardSource;
  values: FilterValues;
  now: Date;
  language: Language;
  user?: LinkContext['user'];
  navigate(path: string): void;
}

/** One widget: its rows for the current filters, drawn by its kind inside its loading, error and empty states. */
function Widget(props: WidgetProps) {
  const { dashboard, source, values, now, language } = props;
  const widget = useResolvedLabels(source, props.widget);
  const params = useMemo(() => widgetParams(dashboard, props.widget, values, now), [dashboard, props.widget, values, now]);
  const rows = useWidgetRows(source, widget.qid, params);
  const t = dashboardTexts(language);
  const links: LinkContext = { range: widgetRange(dashboard, widget, values, now), site: widgetSite(dashboard, widget, values), user: props.user };
  let body: ReactNode;
  if (rows.status === 'loading') body = <div data-testid="widget-loading" aria-busy="true"><Skeleton active paragraph={{ rows: widget.type === 'stat' ? 1 : 4 }} title={false} /></div>;
  else if (rows.status === 'failed') {
    body = (
      <Alert type="error" showIcon message={t.failed} description={rows.message} data-testid="widget-error"
        action={<Button size="small" onClick={rows.retry}>{t.retry}</Button>} />
    );
  } else if (widget.type === 'stat') return <StatCard widget={widget} row={rows.rows[0]} language={language} href={widget.link && linkHref(widget.link, links)} navigate={props.navigate} />;
  else if (rows.rows.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noData} data-testid="widget-no-data" />;
  else if (widget.type === 'chart') body = <ChartBody widget={widget} rows={rows.rows} language={language} range={links.range} />;
  else body = <TableBody widget={widget} rows={rows.rows} language={language} links={links} navigate={props.navigate} />;
  if (widget.type === 'stat') return <Card size="small" title={widget.title[language]} data-testid={`widget-${widget.id}`} data-state={rows.status} style={{ height: '100%' }}>{body}</Card>;
  return (
    <Card size="small" title={widget.title[language]} data-testid={`widget-${widget.id}`} data-state={rows.status} style={{ height: '100%' }}>
      {body}
    </Card>
  );
}

const formatNumber = (value: number, language: Language) => value.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });

/** A figure as a card; with a link, the whole card is a link (focusable, Enter opens it). */
function StatCard({ widget, row, language, href, navigate }: { widget: StatWidget; row?: Record<string, unknown>; language: Language; href?: string; navigate(path: string): void }) {
  const t = dashboardTexts(language);
  const raw = row?.[widget.value];
  const value = raw === null || raw === undefined ? undefined : Number(raw);
  const card = (
    <Card size="small" hoverable={!!href} style={{ height: '100%' }} data-testid={`widget-${widget.id}`} data-state="ready">
      <Typography.Text type="secondary">{widget.title[language]}</Typography.Text>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 6, margin: '6px 0 2px' }}>
        {value === undefined || Number.isNaN(value)
          ? <Typography.Text type="secondary" data-testid="stat-empty">{t.noData}</Typography.Text>
          : <span style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2, color: value > 0 ? '#1f1f1f' : '#8c8c8c' }} data-testid="stat-value">{formatNumber(value, language)}</span>}
        {widget.suffix && value !== undefined && <Typography.Text type="secondary">{widget.suffix[language]}</Typography.Text>}
      </div>
      {href && <Typography.Text style={{ fontSize: 12, color: '#1677ff' }}>{t.open} <RightOutlined /></Typography.Text>}
    </Card>
  );
  if (!href) return card;
  return (
    <a href={href} data-testid={`stat-link-${widget.id}`} aria-label={`${widget.title[language]}: ${value ?? t.noData}`} style={{ display: 'block', height: '100%' }}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      }}>
      {card}
    </a>
  );
}

function ChartBody({ widget, rows, language, range }: { widget: ChartWidget; rows: Record<string, unknown>[]; language: Language; range?: [Date, Date] }) {
  const option = useMemo(() => chartOption(widget, rows, language, range), [widget, rows, language, range]);
  const height = widget.height ?? 300;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
      <EChart option={option} height={height} label={widget.title[language]} />
    </Suspense>
  );
}

/** The key of a table widget's rows (summary rows have no id). */
const ROW_KEY = '__row';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function cellText(value: unknown, labels: TableWidget['columns'][number]['labels'], language: Language): string {
  if (typeof value === 'number') return formatNumber(value, language);
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return dayjs(value).format('YYYY-MM-DD HH:mm');
  return valueText(value, labels, language);
}

function TableBody({ widget, rows, language, links, navigate }: { widget: TableWidget; rows: Record<string, unknown>[]; language: Language; links: LinkContext; navigate(path: string): void }) {
  const hrefOf = (row: Record<string, unknown>) => (widget.rowLink ? linkHref(widget.rowLink, { ...links, row }) : undefined);
  const columns = widget.columns.map((column, i) => ({
    key: column.field,
    title: column.title[language],
    dataIndex: column.field,
    render: (value: unknown, row: Record<string, unknown>) => {
      const text = cellText(value, column.labels, language);
      const href = i === 0 ? hrefOf(row) : undefined;
      return href ? <a href={href} onClick={(event) => { event.preventDefault(); navigate(href); }}>{text}</a> : text;
    },
  }));
  return (
    <Table size="small" pagination={false} rowKey={ROW_KEY} columns={columns} dataSource={rows.slice(0, widget.limit ?? 10).map((row, i) => ({ ...row, [ROW_KEY]: i }))} data-testid="widget-table" />
  );
}
