/**
 * An ECharts option from a chart widget and its qid's rows (pure, no ECharts import): categories from `x` (with
 * their value texts), one series per `y` field or, with `series`, one per value of that field; a pie's slices from
 * `x` and `y[0]`. Days missing from a day axis inside the widget's range are drawn as zero, so a quiet day shows.
 */
import dayjs from 'dayjs';
import type { ChartWidget, DashboardLabels } from '../../schema/dashboard-schema';
import type { Language } from '../localize';

type Row = Record<string, unknown>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The text of a value: its label in the language, else the value itself ('—' for none). */
export function valueText(value: unknown, labels: DashboardLabels | undefined, language: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  return labels?.values?.[String(value)]?.[language] ?? String(value);
}

const number = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** The categories of the x axis in row order, every day of the range filled in when they are days. */
function categories(rows: readonly Row[], x: string, range: [Date, Date] | undefined): string[] {
  const seen = [...new Set(rows.map((row) => String(row[x] ?? '')))];
  if (!range || !seen.every((value) => DAY.test(value))) return seen;
  const days: string[] = [];
  for (let day = dayjs(range[0]).startOf('day'); !day.isAfter(range[1]); day = day.add(1, 'day')) days.push(day.format('YYYY-MM-DD'));
  return days.length <= 400 ? days : seen;
}

/** The option ECharts draws for a widget (`range`: the widget's date range, to fill missing days). */
export function chartOption(widget: Pick<ChartWidget, 'chart' | 'x' | 'y' | 'series' | 'yTitles' | 'labels' | 'title'>, rows: readonly Row[], language: Language, range?: [Date, Date]): Record<string, unknown> {
  const text = (value: unknown) => valueText(value, widget.labels, language);
  const yTitle = (name: string) => widget.yTitles?.[name]?.[language] ?? widget.title[language];
  if (widget.chart === 'pie') {
    const y = widget.y[0]!;
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, itemGap: 12 },
      series: [{
        type: 'pie', name: yTitle(y), radius: ['38%', '60%'], center: ['50%', '44%'], avoidLabelOverlap: true,
        itemStyle: { borderColor: '#fff', borderWidth: 2 }, label: { formatter: '{c} · {d}%' }, labelLine: { length: 8, length2: 8 },
        data: rows.map((row) => ({ name: text(row[widget.x]), value: number(row[y]) })),
      }],
    };
  }
  const xs = categories(rows, widget.x, range);
  const type = widget.chart;
  const style = type === 'line' ? { smooth: true, symbolSize: 5 } : { barMaxWidth: 36 };
  let series: Record<string, unknown>[];
  if (widget.series) {
    const y = widget.y[0]!;
    const groups = [...new Set(rows.map((row) => String(row[widget.series!] ?? '')))];
    series = groups.map((group) => {
      const byX = new Map(rows.filter((row) => String(row[widget.series!] ?? '') === group).map((row) => [String(row[widget.x] ?? ''), number(row[y])]));
      return { type, name: text(group), data: xs.map((x) => byX.get(x) ?? 0), ...style };
    });
  } else {
    series = widget.y.map((y) => {
      const byX = new Map(rows.map((row) => [String(row[widget.x] ?? ''), number(row[y])]));
      return { type, name: yTitle(y), data: xs.map((x) => byX.get(x) ?? 0), ...style };
    });
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: xs.map(text), boundaryGap: type === 'bar', axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
}
