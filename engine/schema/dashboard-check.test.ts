import { describe, expect, it } from 'vitest';
import { checkDashboardFiles, dashboardCheckContext } from './dashboard-check';
import { loadDashboardFiles, loadEntityFiles, loadQidFiles } from '../../schemas/load-entity-files';
import { routeCatalogue } from '../../schemas/routes';
import { qidShapesOf } from './qid-shapes';

const ctx = dashboardCheckContext((path) => routeCatalogue.byPath(path) !== undefined, loadEntityFiles(), qidShapesOf(loadQidFiles()));

const good = {
  id: 'scans', route: '/chart-report/line', title: { zh: '扫描', en: 'Scans' },
  filters: [{ name: 'period', type: 'dateRange', default: 'last7days' }, { name: 'site', type: 'site' }],
  widgets: [
    { type: 'stat', id: 'total', title: { zh: '扫描量', en: 'Scans' }, qid: 'STAT_SCANS', value: 'scans', link: { route: '/scanRecordQuery', filters: { scannedAt: '$period', ownerSiteCode: '$site' } } },
    { type: 'chart', id: 'perDay', chart: 'line', title: { zh: '每日', en: 'Per day' }, qid: 'STAT_SCANS_BY_DAY', x: 'day', y: ['scans'], series: 'site', labels: { qid: 'FIND_SITE', value: 'siteCode', label: 'siteName' } },
    { type: 'table', id: 'people', title: { zh: '人', en: 'People' }, qid: 'STAT_SCANS_BY_USER', columns: [{ field: 'scannedBy', title: { zh: '人', en: 'Who' } }], rowLink: { route: '/scanRecordQuery', filters: { scannedBy: '$row.scannedBy' } } },
  ],
};

const check = (json: unknown, more: { file: string; json: unknown }[] = []) => checkDashboardFiles([{ file: 'd.json', json }, ...more], ctx).map((p) => `${p.path}: ${p.message}`);
const withWidget = (patch: Record<string, unknown>, index = 0) => ({ ...good, widgets: good.widgets.map((w, i) => (i === index ? { ...w, ...patch } : w)) });

describe('dashboard files', () => {
  it('the repository\'s dashboards pass', () => {
    expect(checkDashboardFiles(loadDashboardFiles(), ctx)).toEqual([]);
    expect(check(good)).toEqual([]);
  });

  it('refuses what the format does not allow', () => {
    expect(check({ ...good, colour: 'red' })).toContain(': must NOT have additional properties');
    expect(check(withWidget({ type: 'gauge' })).length).toBeGreaterThan(0);
  });

  it('refuses an unknown route, qid, field of the qid and a filter the qid does not take', () => {
    expect(check({ ...good, route: '/nowhere' })).toEqual(['/route: unknown route /nowhere']);
    expect(check(withWidget({ qid: 'STAT_NOTHING' }))).toEqual(['/widgets/0/qid: unknown qid STAT_NOTHING']);
    expect(check(withWidget({ value: 'parcels' }))).toEqual(['/widgets/0/value: qid STAT_SCANS has no field parcels']);
    expect(check(withWidget({ y: ['scans', 'weight'] }, 1))).toEqual(['/widgets/1/y/1: qid STAT_SCANS_BY_DAY has no field weight']);
    // STAT_CLAIMS has no siteCode filter: the page's site filter cannot reach it unless the widget leaves it out.
    expect(check(withWidget({ qid: 'STAT_CLAIMS', value: 'claims', link: undefined }))).toEqual(['/widgets/0/qid: qid STAT_CLAIMS has no filter siteCode (page filter site; or leave it out of the widget\'s filters)']);
    expect(check(withWidget({ qid: 'STAT_CLAIMS', value: 'claims', link: undefined, filters: ['period'] }))).toEqual([]);
    expect(check(withWidget({ params: { colour: 'red' } }))).toEqual(['/widgets/0/params/colour: qid STAT_SCANS has no filter colour (a fixed parameter)']);
  });

  it('refuses links to unknown routes, to list filters the list has not, and unknown placeholders', () => {
    expect(check(withWidget({ link: { route: '/nowhere' } }))).toEqual(['/widgets/0/link/route: unknown route /nowhere']);
    expect(check(withWidget({ link: { route: '/scanRecordQuery', filters: { colour: 'red', scanCode: '$user.password' } } }))).toEqual([
      '/widgets/0/link/filters/colour: the list on /scanRecordQuery has no filter colour', '/widgets/0/link/filters/scanCode: unknown placeholder $user.password',
    ]);
    expect(check(withWidget({ rowLink: { route: '/scanRecordQuery', filters: { scannedBy: '$row.who' } } }, 2))).toEqual(['/widgets/2/rowLink/filters/scannedBy: qid STAT_SCANS_BY_USER has no field who']);
  });

  it('refuses labels of an unknown entity or of a field without value texts, and two dashboards on one route', () => {
    expect(check(withWidget({ labels: { entity: 'customerService.claim', field: 'claimNo' } }, 1))).toEqual(['/widgets/1/labels/field: customerService.claim.claimNo has no value texts (an enum with titles, or a lifecycle\'s states)']);
    expect(check(withWidget({ labels: { entity: 'nothing.here', field: 'x' } }, 1))).toEqual(['/widgets/1/labels/entity: unknown entity nothing.here']);
    expect(check(withWidget({ labels: { entity: 'customerService.claim', field: 'claimState' } }, 1))).toEqual([]);
    expect(check(good, [{ file: 'e.json', json: { ...good, id: 'other' } }])).toEqual(['/route: route /chart-report/line has a dashboard already (d.json)']);
  });
});
