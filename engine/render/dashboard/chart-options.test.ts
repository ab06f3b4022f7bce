import { describe, expect, it } from 'vitest';
import type { ChartWidget } from '../../schema/dashboard-schema';
import { chartOption, valueText } from './chart-options';

const title = { zh: '扫描量', en: 'Scans' };
const line: ChartWidget = { type: 'chart', id: 'l', qid: 'Q', chart: 'line', title, x: 'day', y: ['scans'], series: 'site', labels: { values: { SZ001: { zh: '福田站', en: 'Futian' } } } };

describe('chartOption', () => {
  it('a line per series value, every day of the range on the axis and a missing day as zero', () => {
    const rows = [
      { day: '2026-11-20', site: 'SZ001', scans: 12 }, { day: '2026-11-20', site: 'HK001', scans: 3 },
      { day: '2026-11-22', site: 'SZ001', scans: 7 },
    ];
    const option = chartOption(line, rows, 'zh', [new Date(2026, 10, 20, 0, 0), new Date(2026, 10, 22, 23, 59)]) as any;
    expect(option.xAxis.data).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(option.series.map((s: any) => [s.type, s.name, s.data])).toEqual([['line', '福田站', [12, 0, 7]], ['line', 'HK001', [3, 0, 0]]]);
    expect((chartOption(line, rows, 'en') as any).series[0].name).toBe('Futian');
  });

  it('bars: one series per y field, named by yTitles, categories in row order with their texts', () => {
    const bar: ChartWidget = { type: 'chart', id: 'b', qid: 'Q', chart: 'bar', title, x: 'claimType', y: ['amount', 'approved'], yTitles: { amount: { zh: '索赔金额', en: 'Claimed' } }, labels: { values: { lost: { zh: '丢件', en: 'Lost' } } } };
    const option = chartOption(bar, [{ claimType: 'lost', amount: 1280, approved: null }, { claimType: 'damaged', amount: '320.5', approved: 0 }], 'en') as any;
    expect(option.xAxis.data).toEqual(['Lost', 'damaged']);
    expect(option.series.map((s: any) => [s.type, s.name, s.data])).toEqual([['bar', 'Claimed', [1280, 320.5]], ['bar', 'Scans', [0, 0]]]);
  });

  it('a pie takes x and the first y as its slices', () => {
    const pie: ChartWidget = { type: 'chart', id: 'p', qid: 'Q', chart: 'pie', title, x: 'state', y: ['claims'], labels: { values: { registered: { zh: '已登记', en: 'Registered' } } } };
    const option = chartOption(pie, [{ state: 'registered', claims: 2 }, { state: null, claims: 1 }], 'zh') as any;
    expect(option.series[0].type).toBe('pie');
    expect(option.series[0].data).toEqual([{ name: '已登记', value: 2 }, { name: '—', value: 1 }]);
  });

  it('valueText falls back to the value, and to a dash for none', () => {
    expect(valueText('x', undefined, 'en')).toBe('x');
    expect(valueText(undefined, undefined, 'zh')).toBe('—');
  });
});
