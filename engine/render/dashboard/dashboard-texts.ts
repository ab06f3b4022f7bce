/** The dashboard renderer's own words, in both languages (the engine does not read the app's i18next). */
import type { Language } from '../localize';

const zh = {
  noData: '暂无数据', failed: '数据加载失败', retry: '重试', loading: '加载中…', open: '查看明细', allSites: '全部站点',
  today: '今天', yesterday: '昨天', last7days: '近 7 天', last30days: '近 30 天', thisWeek: '本周', thisMonth: '本月', thisYear: '今年',
  notFound: '没有这个看板，或您无权查看', total: '合计',
};
const en: typeof zh = {
  noData: 'No data', failed: 'Could not load the data', retry: 'Retry', loading: 'Loading…', open: 'Open the list', allSites: 'All sites',
  today: 'Today', yesterday: 'Yesterday', last7days: 'Last 7 days', last30days: 'Last 30 days', thisWeek: 'This week', thisMonth: 'This month', thisYear: 'This year',
  notFound: 'No such dashboard, or you may not open it', total: 'Total',
};

export type DashboardTextKey = keyof typeof zh;

export function dashboardTexts(language: Language): Record<DashboardTextKey, string> {
  return language === 'zh' ? zh : en;
}
