/** The trajectory widget's texts in both interface languages (kept with the widget, like every widget's texts). */
import type { Language } from '../../engine/render/localize';

export interface TrajectoryWidgetTexts {
  placeholder: string;
  search: string;
  clear: string;
  hint: string;
  tooMany(max: number): string;
  summary(found: number, missing: number): string;
  notFound(codes: string): string;
  empty: string;
  noEvents: string;
  status: string;
  node: string;
  tail: string;
  failed: string;
}

export const TRAJECTORY_TEXTS: Record<Language, TrajectoryWidgetTexts> = {
  zh: {
    placeholder: '粘贴运单号、订单号或尾程单号：每行一个，或用逗号、空格分隔',
    search: '查询轨迹',
    clear: '清空',
    hint: 'Ctrl+Enter 查询',
    tooMany: (max) => `一次最多查询 ${max} 个单号，已取前 ${max} 个`,
    summary: (found, missing) => `找到 ${found} 个包裹${missing ? `，${missing} 个单号未找到` : ''}`,
    notFound: (codes) => `未找到：${codes}`,
    empty: '粘贴单号后查询，每个包裹的轨迹依次列出',
    noEvents: '暂无轨迹',
    status: '订单状态',
    node: '作业节点',
    tail: '尾程',
    failed: '查询失败，请稍后重试',
  },
  en: {
    placeholder: 'Paste tracking, order or last-mile numbers: one a line, or separated by commas or blanks',
    search: 'Show tracks',
    clear: 'Clear',
    hint: 'Ctrl+Enter searches',
    tooMany: (max) => `At most ${max} numbers a search: the first ${max} are shown`,
    summary: (found, missing) => `${found} parcels found${missing ? `, ${missing} numbers not found` : ''}`,
    notFound: (codes) => `Not found: ${codes}`,
    empty: 'Paste numbers and search: each parcel’s track is listed in turn',
    noEvents: 'No events yet',
    status: 'Order status',
    node: 'Operate node',
    tail: 'Last mile',
    failed: 'The search failed; try again shortly',
  },
};
