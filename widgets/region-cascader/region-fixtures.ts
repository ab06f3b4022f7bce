/** A small region tree for the widgets' tests, answered like FIND_REGION_CHILDREN (by dictionaryCode and parentValue). */
import type { QidParams } from '../../engine/data/data-query';
import type { RegionRow } from './region-levels';

type Row = [code: string, value: string, zh: string, en: string, parent: string | null, order: number];

const ROWS: Row[] = [
  ['country', '142', '中国', 'China', null, 1],
  ['country', '110', '中国香港', 'Hong Kong, China', null, 2],
  ['country', '601', '澳大利亚', 'Australia', null, 3],
  ['province', '440000', '广东省', 'Guangdong', '142', 1],
  ['province', '310000', '上海市', 'Shanghai', '142', 2],
  ['province', '110000', '北京市', 'Beijing', '142', 3],
  ['province', '810000', '香港特别行政区', 'Hong Kong SAR', '110', 1],
  ['city', '440300', '深圳市', 'Shenzhen', '440000', 1],
  ['city', '440100', '广州市', 'Guangzhou', '440000', 2],
  ['county', '440304', '福田区', 'Futian District', '440300', 1],
  ['town', '440304004', '福保街道', 'Fubao Subdistrict', '440304', 1],
];

export const REGION_ROWS: RegionRow[] = ROWS.map(([dictionaryCode, dictionaryValue, dictionaryName, dictionaryNameEn, parentValue, dictionaryOrder]) => ({
  dictionaryCode, dictionaryValue, dictionaryName, dictionaryNameEn, parentValue, dictionaryOrder,
}));

/** A fake data query over {@link REGION_ROWS} that records its calls; `fail` makes matching calls reject. */
export function fakeRegionQuery(options: { fail?: (filters: Record<string, unknown>) => boolean } = {}) {
  const calls: Record<string, unknown>[] = [];
  const findAll = async <T,>(params: QidParams): Promise<T[]> => {
    const filters = params.filters ?? {};
    calls.push(filters);
    if (options.fail?.(filters)) throw new Error('network down');
    return REGION_ROWS.filter((row) => row.dictionaryCode === filters.dictionaryCode && (filters.parentValue === undefined || row.parentValue === filters.parentValue)) as T[];
  };
  return { query: { findAll, findPage: async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 }) }, calls };
}
