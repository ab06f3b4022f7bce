import type { EntitySchema } from './entity-schema';
import { scanMoveProblems, scanPageOf } from './scan-moves';

const t = { zh: '字', en: 'F' };
const orders = (): EntitySchema => ({
  id: 'order.parcel', title: t, api: { pattern: 'admin', entity: 'parcel' }, storage: { table: 'om_parcel', unique: [['trackingNo'], ['orderCode'], ['customerCode', 'customerOrderNo']] },
  fields: { trackingNo: { type: 'string', title: t }, orderCode: { type: 'string', title: t }, customerCode: { type: 'string', title: t }, customerOrderNo: { type: 'string', title: t } },
  list: { columns: ['trackingNo'] },
  states: {
    operate: { field: 'operateNode', initial: 'N00', values: { N00: t, W20: t, W30: t }, transitions: { putInScan: { from: ['N00'], to: 'W20', title: t }, loadScan: { from: ['W20'], to: 'W30', title: t } } },
    order: { field: 'orderStatus', initial: 'S100', values: { S100: t, S200: t }, transitions: { putIn: { from: ['S100'], to: 'S200', title: t } } },
  },
});
const page = (props: Record<string, unknown>): EntitySchema => ({
  id: 'operate.putScan', title: t, route: '/putScan', api: { pattern: 'qid', qid: 'FIND_SCAN_RECORD' }, fields: { scanCode: { type: 'string', title: t } },
  list: { columns: ['scanCode'], panel: { 'x-component': 'ScanBox', 'x-component-props': props } },
});
const moves = { entity: 'order.parcel', findBy: ['trackingNo', 'orderCode'], transition: 'putInScan', also: ['putIn'] };
const byId = new Map([['order.parcel', orders()]]);

describe('scan pages', () => {
  it('reads the scan type, the button and the moves of a ScanBox panel', () => {
    expect(scanPageOf(page({ scanType: 'putIn', button: 'scan', moves }))).toEqual({ scanType: 'putIn', button: 'scan', moves });
    expect(scanPageOf(page({ scanType: 'putIn', button: 'scan' }))).toEqual({ scanType: 'putIn', button: 'scan' });
    expect(scanPageOf({ ...page({}), list: { columns: ['scanCode'] } })).toBeUndefined();
  });

  it('accepts moves naming an entity, its unique fields and transitions of two lifecycles', () => {
    expect(scanMoveProblems(page({ scanType: 'putIn', button: 'scan', moves }), byId)).toEqual([]);
  });

  const at = '/list/panel/x-component-props';
  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['no scan type', { button: 'scan' }, `${at}/scanType`, /scanType/],
    ['a scan type that is not camelCase', { scanType: 'Put-In', button: 'scan' }, `${at}/scanType`, /camelCase/],
    ['no button', { scanType: 'putIn' }, `${at}/button`, /button/],
    ['an unknown entity', { scanType: 'putIn', button: 'scan', moves: { ...moves, entity: 'order.nothing' } }, `${at}/moves/entity`, /unknown entity "order.nothing"/],
    ['a findBy field that is not unique alone', { scanType: 'putIn', button: 'scan', moves: { ...moves, findBy: ['customerOrderNo'] } }, `${at}/moves/findBy/0`, /not a unique field/],
    ['an unknown transition', { scanType: 'putIn', button: 'scan', moves: { ...moves, transition: 'flyScan' } }, `${at}/moves/transition`, /"flyScan" is not a transition/],
    ['an also of the same lifecycle', { scanType: 'putIn', button: 'scan', moves: { ...moves, also: ['loadScan'] } }, `${at}/moves/also/0`, /same lifecycle/],
    ['an unknown key', { scanType: 'putIn', button: 'scan', moves: { ...moves, holdsToo: true } }, `${at}/moves/holdsToo`, /unknown key/],
  ])('refuses %s', (_name, props, path, message) => {
    const problems = scanMoveProblems(page(props), byId);
    expect(problems.map((p) => p.path)).toContain(path);
    expect(problems.find((p) => p.path === path)!.message).toMatch(message);
  });

  describe('context and requires', () => {
    const units = (): EntitySchema => ({
      id: 'operate.unit', title: t, api: { pattern: 'admin', entity: 'unit' }, storage: { table: 'op_unit', unique: [['unitCode']] },
      fields: { unitCode: { type: 'string', title: t }, parcelCount: { type: 'integer', title: t }, remark: { type: 'string', title: t } },
      list: { columns: ['unitCode'] },
      states: { field: 'unitState', initial: 'open', values: { open: t, closed: t }, transitions: { close: { from: ['open'], to: 'closed', title: t } } },
    });
    const parcels = (): EntitySchema => ({ ...orders(), fields: { ...orders().fields, weight: { type: 'number', title: t }, unitCode: { type: 'string', title: t, 'x-ref': { entity: 'operate.unit', value: 'unitCode', label: 'unitCode' } } } });
    const all = new Map([['order.parcel', parcels()], ['operate.unit', units()]]);
    const loadPage = (context: Record<string, unknown>, extra: Record<string, unknown> = {}): EntitySchema => {
      const schema = page({ scanType: 'load', button: 'scan', moves: { ...moves, transition: 'loadScan', also: undefined, ...extra }, context });
      schema.fields.contextCode = { type: 'string', title: t, 'x-ref': { entity: 'operate.unit', value: 'unitCode', label: 'unitCode', params: { unitState: 'open' } } };
      return schema;
    };
    const good = { field: 'contextCode', required: true, writes: 'unitCode', tally: { parcelCount: { fn: 'count' } } };

    it('accepts a context field referring to an entity, the field it writes and number fields it tallies', () => {
      expect(scanMoveProblems(loadPage(good, { requires: { field: 'unitCode', states: ['closed'] } }), all)).toEqual([]);
      expect(scanPageOf(loadPage(good))?.context).toEqual(good);
    });

    it.each<[string, Record<string, unknown>, Record<string, unknown>, string, RegExp]>([
      ['a context field without x-ref', { ...good, field: 'scanCode' }, {}, `${at}/context/field`, /with an x-ref/],
      ['a written field the moved entity lacks', { ...good, writes: 'palletCode' }, {}, `${at}/context/writes`, /not a field of order.parcel/],
      ['a tally on a text field', { ...good, tally: { remark: { fn: 'count' } } }, {}, `${at}/context/tally/remark`, /not a number field/],
      ['a sum of a field the moved entity lacks', { ...good, tally: { parcelCount: { fn: 'sum', field: 'volume' } } }, {}, `${at}/context/tally/parcelCount`, /a tally is/],
      ['a required state the referred entity lacks', good, { requires: { field: 'unitCode', states: ['sealed'] } }, `${at}/moves/requires/states/0`, /"sealed" is not a state of operate.unit/],
      ['a required field without a reference', good, { requires: { field: 'trackingNo', states: ['closed'] } }, `${at}/moves/requires/field`, /with an x-ref/],
    ])('refuses %s', (_name, context, extra, path, message) => {
      const problems = scanMoveProblems(loadPage(context, extra), all);
      expect(problems.find((p) => p.path === path)?.message).toMatch(message);
    });

    it('refuses a context on a scan box that moves nothing', () => {
      const problems = scanMoveProblems(page({ scanType: 'load', button: 'scan', context: good }), all);
      expect(problems.map((p) => p.path)).toContain(`${at}/context`);
    });
  });
});
