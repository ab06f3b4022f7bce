// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DashboardSchema } from '../../schema/dashboard-schema';
import { DashboardView } from './DashboardView';
import { createMemoryDashboardSource } from './dashboard-source';

// The chart module draws with ECharts in a browser (the e2e spec looks at it); here it shows what it was given.
vi.mock('./EChart', () => ({
  default: ({ option, label }: { option: { series: { name: string; data: unknown[] }[] }; label: string }) => (
    <div data-testid="echart" aria-label={label}>{option.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('|')}</div>
  ),
}));

beforeAll(() => {
  // antd's grid and range picker read media queries.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});

const T = (zh: string, en: string) => ({ zh, en });
const dashboard: DashboardSchema = {
  id: 'ops', route: '/ops', title: T('运营看板', 'Operations'),
  filters: [{ name: 'period', type: 'dateRange', title: T('期间', 'Period'), default: 'last7days' }, { name: 'site', type: 'site', title: T('站点', 'Site') }],
  widgets: [
    { type: 'stat', id: 'scans', title: T('扫描量', 'Scans'), qid: 'STAT_SCANS', value: 'scans', suffix: T('件', 'parcels'), link: { route: '/scanRecordQuery', filters: { ownerSiteCode: '$site', scannedBy: '$user.username' } } },
    { type: 'stat', id: 'nothing', title: T('无', 'None'), qid: 'STAT_NONE', value: 'n' },
    { type: 'chart', id: 'perState', chart: 'bar', title: T('按状态', 'By state'), qid: 'STAT_BY_STATE', x: 'state', y: ['n'], labels: { values: { open: T('未结', 'Open') } } },
    { type: 'chart', id: 'quiet', chart: 'pie', title: T('空', 'Empty'), qid: 'STAT_EMPTY', x: 'x', y: ['n'] },
    { type: 'table', id: 'broken', title: T('坏', 'Broken'), qid: 'STAT_BROKEN', columns: [{ field: 'a', title: T('甲', 'A') }] },
  ],
};

/** A widget once its rows have come. */
async function ready(id: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByTestId(`widget-${id}`).getAttribute('data-state')).toBe('ready'));
  return screen.getByTestId(`widget-${id}`);
}

function setUp(language: 'zh' | 'en' = 'en') {
  const calls: { qid: string; params: Record<string, unknown> }[] = [];
  let failures = 1;
  const source = createMemoryDashboardSource((qid, params) => {
    calls.push({ qid, params });
    if (qid === 'STAT_SCANS') return [{ scans: params.siteCode === 'SZ001' ? 12 : 1234 }];
    if (qid === 'STAT_NONE') return [{ n: null }];
    if (qid === 'STAT_BY_STATE') return [{ state: 'open', n: 3 }, { state: 'closed', n: 1 }];
    if (qid === 'STAT_BROKEN' && failures-- > 0) throw new Error('Network Error');
    if (qid === 'STAT_BROKEN') return [{ a: 'fixed' }];
    return [];
  }, [{ value: 'SZ001', label: '深圳福田站 (SZ001)' }]);
  const navigate = vi.fn();
  render(<DashboardView dashboard={dashboard} source={source} language={language} user={{ username: 'operator' }} navigate={navigate} now={new Date(2026, 10, 26, 10)} />);
  return { calls, navigate };
}

describe('DashboardView', () => {
  it('draws each widget from its qid with the page filters, with its own empty and error states', async () => {
    const { calls } = setUp();
    expect(screen.getAllByTestId('widget-loading').length).toBeGreaterThan(0);
    const scans = await ready('scans');
    expect(within(scans).getByTestId('stat-value').textContent).toBe('1,234');
    expect(scans.textContent).toContain('parcels');
    expect(within(await ready('nothing')).getByTestId('stat-empty').textContent).toBe('No data');
    expect((await screen.findByTestId('echart')).textContent).toBe('By state:[3,1]');
    expect(within(await ready('quiet')).getByTestId('widget-no-data').textContent).toContain('No data');
    // the page's default period went to every widget as from/to: the last 7 days up to the end of today
    const first = calls.find((c) => c.qid === 'STAT_SCANS')!.params;
    expect(new Date(first.from as string).getDate()).toBe(20);
    expect(new Date(first.to as string).getDate()).toBe(26);
    expect(first).not.toHaveProperty('siteCode');
    // a failed widget says so and tries again on request, the others unaffected
    const broken = screen.getByTestId('widget-broken');
    expect(await within(broken).findByText('Could not load the data')).toBeTruthy();
    fireEvent.click(within(broken).getByRole('button', { name: 'Retry' }));
    expect(await within(broken).findByText('fixed')).toBeTruthy();
  });

  it('refreshes the widgets when a filter changes; a card is a focusable link that opens its list', async () => {
    const { calls, navigate } = setUp();
    await screen.findByText('1,234');
    const before = calls.length;
    fireEvent.mouseDown(within(screen.getByTestId('dashboard-filters')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('深圳福田站 (SZ001)'));
    await waitFor(() => expect(within(screen.getByTestId('widget-scans')).getByTestId('stat-value').textContent).toBe('12'));
    expect(calls.slice(before).filter((c) => c.qid === 'STAT_SCANS').every((c) => c.params.siteCode === 'SZ001')).toBe(true);
    const link = screen.getByTestId('stat-link-scans');
    expect(link.getAttribute('href')).toBe('/scanRecordQuery?ownerSiteCode=SZ001&scannedBy=operator');
    link.focus();
    expect(document.activeElement).toBe(link);
    await act(async () => fireEvent.click(link));
    expect(navigate).toHaveBeenCalledWith('/scanRecordQuery?ownerSiteCode=SZ001&scannedBy=operator');
  });

  it('speaks Chinese', async () => {
    setUp('zh');
    expect(await screen.findByText('运营看板')).toBeTruthy();
    expect((await screen.findByTestId('echart')).textContent).toBe('按状态:[3,1]');
    expect(await screen.findAllByText('暂无数据')).toHaveLength(2);
    expect(screen.getByText('查看明细', { exact: false })).toBeTruthy();
  });
});
