import { describe, expect, it } from 'vitest';
import order from '../../schemas/customs/order-customstob.json';
import goods from '../../schemas/customs/order-customstob-goods.json';
import { endpointClashProblems } from './endpoint-check';
import { buildEndpointTable, endpointKey } from './endpoint-table';
import { validateEntityJson } from './entity-check';
import { compileEntity } from './entity-model';
import type { EntitySchema, NamedExportSpec } from './entity-schema';
import { namedExportField, namedExportProblems } from './named-exports';

const t = (zh: string, en: string) => ({ zh, en });
const header = order as unknown as EntitySchema;
const byId = new Map<string, EntitySchema>([[header.id, header], [goods.id, goods as unknown as EntitySchema]]);

/** The B2B order with these exports instead of its own, and these actions instead of those naming its own. */
const withExports = (exports: Record<string, NamedExportSpec>, actions: EntitySchema['actions'] = {}): EntitySchema => {
  const plain = Object.entries(header.actions ?? {}).filter(([, action]) => action.target === undefined || action.action !== 'export');
  return { ...structuredClone(header), exports, actions: { ...Object.fromEntries(plain), ...actions } };
};

const problems = (exports: Record<string, NamedExportSpec>, actions?: EntitySchema['actions']) =>
  namedExportProblems(withExports(exports, actions), byId).map((p) => `${p.path}: ${p.message}`);

describe('named exports compile to calls', () => {
  it('one blob POST per export under the pattern base, JSON or query input, served case-insensitively', () => {
    const model = compileEntity(withExports({
      exportOrderCustomstobGoods: { title: t('商品', 'Goods'), lines: 'goods', fields: ['orderNo', 'goods.gNum'] },
      exportOrderCustomstobList: { title: t('清单', 'List'), fields: ['orderNo'], input: 'query' },
    }));
    expect(model.exportEndpoints).toEqual({
      exportOrderCustomstobGoods: { method: 'POST', input: 'json', blob: true, path: '/api/bdtibs/customs/exportOrderCustomstobGoods', namedExport: 'exportOrderCustomstobGoods' },
      exportOrderCustomstobList: { method: 'POST', input: 'query', blob: true, path: '/api/bdtibs/customs/exportOrderCustomstobList', namedExport: 'exportOrderCustomstobList' },
    });
    const { table } = buildEndpointTable([model]);
    expect(table.get(endpointKey('POST', '/api/bdtibs/customs/EXPORTORDERCUSTOMSTOBGOODS'))).toMatchObject({ role: 'namedExport', endpoint: { namedExport: 'exportOrderCustomstobGoods' } });
  });

  it('the B2B order lists its three', () => {
    expect(Object.keys(compileEntity(header).exportEndpoints ?? {})).toEqual(['exportOrderCustomstobGoods', 'exportCustomsCogListGoods', 'downloadCustomsTobGoodsForCustomsSub']);
  });

  it('a query page has none', () => {
    const page = { id: 'test.page', title: t('页', 'Page'), api: { pattern: 'qid', qid: 'FIND_X' }, fields: {}, list: { columns: [] }, exports: { exportX: { title: t('x', 'x'), fields: ['a'] } } } as EntitySchema;
    expect(compileEntity(page).exportEndpoints).toEqual({});
    expect(namedExportProblems(page, byId).map((p) => p.path)).toEqual(['/exports']);
  });
});

describe('schemas:check on named exports', () => {
  it('refuses a call another call already answers: the entity\'s own export, or another entity\'s call', () => {
    const clash = withExports({ exportOrderCustomstob: { title: t('x', 'x'), fields: ['orderNo'] } });
    expect(endpointClashProblems([{ file: 'order.json', schema: clash }]).map((p) => p.message)).toEqual([
      'export exportOrderCustomstob of customs.orderCustomstob answers POST /api/bdtibs/customs/exportordercustomstob, which is already the export of customs.orderCustomstob (paths match case-insensitively)',
    ]);
    const other = withExports({ SaveOrderCustomstobGoods: { title: t('x', 'x'), fields: ['orderNo'] } });
    expect(validateEntityJson(other).map((p) => p.path)).toEqual(['/exports/SaveOrderCustomstobGoods']);
    const lower = withExports({ saveOrderCustomstobgoods: { title: t('x', 'x'), fields: ['orderNo'] } });
    expect(endpointClashProblems([{ file: 'goods.json', schema: goods as unknown as EntitySchema }, { file: 'order.json', schema: lower }])[0]?.message)
      .toMatch(/^export saveOrderCustomstobgoods of customs.orderCustomstob answers POST .*, which is already the create of customs.orderCustomstobGoods/);
  });

  it('refuses unknown fields and line fields, lines that are no child key, and line fields that do not fit the lines', () => {
    expect(problems({
      a: { title: t('x', 'x'), lines: 'goods', fields: ['orderNo', 'nope', 'goods.gNum', 'goods.nope', 'boxes.boxNo'] },
      b: { title: t('x', 'x'), fields: ['orderNo', 'goods.gNum'] },
      c: { title: t('x', 'x'), lines: 'parcels', fields: ['orderNo', 'parcels.no'] },
      d: { title: t('x', 'x'), lines: 'goods', fields: ['orderNo'] },
    })).toEqual([
      '/exports/a/fields/1: unknown field "nope" (a stored field of customs.orderCustomstob)',
      '/exports/a/fields/3: unknown line field "nope" (a stored field of customs.orderCustomstobGoods)',
      '/exports/a/fields/4: "boxes.boxNo" is not a field of the lines "goods"',
      '/exports/b/fields/1: "goods.gNum" is a line field: the export needs "lines": "goods"',
      '/exports/c/lines: "parcels" is not a key of children',
      '/exports/d/fields: an export of the lines "goods" names at least one of their fields ("goods.field")',
    ]);
  });

  it('refuses an export action whose target is no named export; the B2B order is clean', () => {
    expect(problems({}, { exportGoods: { action: 'export', target: 'exportNothing', button: 'export' } })).toEqual([
      '/actions/exportGoods/target: "exportNothing" is not a key of exports',
    ]);
    expect(namedExportProblems(header, byId)).toEqual([]);
  });

  it('reads a column as a header or a line field', () => {
    expect(namedExportField('goods.gNum')).toEqual({ key: 'goods', field: 'gNum' });
    expect(namedExportField('orderNo')).toEqual({ field: 'orderNo' });
  });
});
