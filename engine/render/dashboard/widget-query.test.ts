import { describe, expect, it } from 'vitest';
import type { DashboardSchema, StatWidget } from '../../schema/dashboard-schema';
import { linkHref, widgetParams } from './widget-query';
import { periodRange } from './periods';

const now = new Date(2026, 10, 26, 15, 30); // a Thursday
const stat: StatWidget = { type: 'stat', id: 's', title: { zh: '扫', en: 'S' }, qid: 'Q', value: 'n', params: { scanType: 'putIn' } };
const page: Pick<DashboardSchema, 'filters'> = { filters: [{ name: 'period', type: 'dateRange' }, { name: 'site', type: 'site' }] };

describe('widget parameters', () => {
  it('passes the page\'s range as from/to and its site as siteCode, with the fixed params', () => {
    const range: [Date, Date] = [new Date(2026, 10, 1), new Date(2026, 10, 26, 23, 59, 59)];
    expect(widgetParams(page, stat, { period: range, site: 'SZ001' }, now)).toEqual({ scanType: 'putIn', from: range[0].toISOString(), to: range[1].toISOString(), siteCode: 'SZ001' });
    // a widget that leaves the site out, and no site chosen
    expect(widgetParams(page, { ...stat, filters: ['period'] }, { period: range, site: 'SZ001' }, now)).not.toHaveProperty('siteCode');
    expect(widgetParams(page, stat, { period: range }, now)).not.toHaveProperty('siteCode');
  });

  it('a widget\'s own period wins over the page\'s range', () => {
    const [from, to] = periodRange('today', now);
    expect(widgetParams({}, { ...stat, period: 'today' }, {}, now)).toMatchObject({ from: from.toISOString(), to: to.toISOString() });
  });

  it('periods: a week from Monday, the last 7 days with today, to the end of today', () => {
    const day = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours()];
    expect(periodRange('thisWeek', now).map(day)).toEqual([[2026, 11, 23, 0], [2026, 11, 26, 23]]);
    expect(periodRange('last7days', now).map(day)).toEqual([[2026, 11, 20, 0], [2026, 11, 26, 23]]);
    expect(periodRange('yesterday', now).map(day)).toEqual([[2026, 11, 25, 0], [2026, 11, 25, 23]]);
    expect(periodRange('thisYear', now).map(day)).toEqual([[2026, 1, 1, 0], [2026, 11, 26, 23]]);
  });
});

describe('linkHref', () => {
  it('fills the placeholders, leaves out those without a value', () => {
    const range = periodRange('today', now);
    const link = { route: '/scanRecordQuery', filters: { scannedBy: '$user.username', scannedAt: '$period', ownerSiteCode: '$site', scanType: 'putIn' } };
    expect(linkHref(link, { range, user: { username: 'operator' } })).toBe('/scanRecordQuery?scannedBy=operator&scannedAt=2026-11-26+00%3A00%3A00%2C2026-11-26+23%3A59%3A59&scanType=putIn');
    expect(linkHref({ route: '/claimsRegister', filters: { claimState: '$row.claimState' } }, { row: { claimState: 'submitted' } })).toBe('/claimsRegister?claimState=submitted');
    expect(linkHref({ route: '/claimsRegister' }, {})).toBe('/claimsRegister');
  });
});
