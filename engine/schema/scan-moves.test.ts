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
});
