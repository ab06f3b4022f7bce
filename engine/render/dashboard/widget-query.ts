/**
 * What a widget asks its qid and where its links lead (pure): the page's filter values become the qid filters
 * `from`/`to` (ISO moments) and `siteCode`, a widget's own period replaces the page's range, its fixed `params` go
 * as given; a link's placeholders (`$period`, `$site`, `$user.…`, `$row.…`) are filled in.
 */
import dayjs from 'dayjs';
import { widgetFilters, type DashboardLink, type DashboardSchema, type DashboardWidget } from '../../schema/dashboard-schema';
import { periodRange } from './periods';

/** The values of the page's filters: a date range as its two ends, a site as its code (absent: all). */
export type FilterValues = Record<string, [Date, Date] | string | undefined>;

/** The range a widget counts over: its own period, else the page's date range filter it takes; undefined: none. */
export function widgetRange(dashboard: Pick<DashboardSchema, 'filters'>, widget: Pick<DashboardWidget, 'filters' | 'period'>, values: FilterValues, now: Date): [Date, Date] | undefined {
  if (widget.period) return periodRange(widget.period, now);
  const filter = widgetFilters(dashboard, widget).find((f) => f.type === 'dateRange');
  const value = filter && values[filter.name];
  return Array.isArray(value) ? value : undefined;
}

/** The site a widget counts for (the page's site filter it takes), or undefined for all. */
export function widgetSite(dashboard: Pick<DashboardSchema, 'filters'>, widget: Pick<DashboardWidget, 'filters'>, values: FilterValues): string | undefined {
  const filter = widgetFilters(dashboard, widget).find((f) => f.type === 'site');
  const value = filter && values[filter.name];
  return typeof value === 'string' && value ? value : undefined;
}

/** The qid filter values of a widget. */
export function widgetParams(dashboard: Pick<DashboardSchema, 'filters'>, widget: DashboardWidget, values: FilterValues, now: Date): Record<string, unknown> {
  const params: Record<string, unknown> = { ...widget.params };
  const range = widgetRange(dashboard, widget, values, now);
  if (range) {
    params.from = range[0].toISOString();
    params.to = range[1].toISOString();
  }
  const site = widgetSite(dashboard, widget, values);
  if (site) params.siteCode = site;
  return params;
}

/** What a link's placeholders stand for. */
export interface LinkContext {
  range?: [Date, Date];
  site?: string;
  user?: Partial<Record<'username' | 'nickname' | 'employeeCode', string>>;
  row?: Record<string, unknown>;
}

const TIME = 'YYYY-MM-DD HH:mm:ss';

/**
 * The path of a link with its list filters as query parameters (the list page starts with them, engine/render/list
 * `urlFilterValues`); a range as `from,to` in local time. A placeholder with no value is left out.
 * @example linkHref({ route: '/claimsRegister', filters: { claimState: 'registered' } }, {}); // '/claimsRegister?claimState=registered'
 */
export function linkHref(link: DashboardLink, ctx: LinkContext): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(link.filters ?? {})) {
    const filled = fill(value, ctx);
    if (filled !== undefined && filled !== '') query.set(name, filled);
  }
  const text = query.toString();
  return text ? `${link.route}?${text}` : link.route;
}

function fill(value: string, ctx: LinkContext): string | undefined {
  if (value === '$period') return ctx.range ? `${dayjs(ctx.range[0]).format(TIME)},${dayjs(ctx.range[1]).format(TIME)}` : undefined;
  if (value === '$site') return ctx.site;
  if (value.startsWith('$user.')) return ctx.user?.[value.slice(6) as 'username'];
  if (value.startsWith('$row.')) {
    const cell = ctx.row?.[value.slice(5)];
    return cell === undefined || cell === null ? undefined : String(cell);
  }
  return value;
}
