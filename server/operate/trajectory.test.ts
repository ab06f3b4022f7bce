import { trajectoryOf, type TrajectoryParcel, type TrajectoryTexts } from './trajectory';

const parcel: TrajectoryParcel = {
  id: 7, orderCode: 'CW261120000007', trackingNo: 'CL261120000007', tailCarrierCode: 'SF', tailTrackingNo: 'SF261121000001', customerCode: 'KH10001',
  consigneeCity: '深圳市', ownerSiteCode: 'SZ001', orderStatus: 'S500', operateNode: 'T20', orderStatusTitle: '派送中', operateNodeTitle: '末端出库',
};
const texts: TrajectoryTexts = {
  scanTitle: (type) => ({ putIn: '入库扫描', load: '装车扫描', out: '出库扫描' })[type] ?? type,
  nodeTitle: (node) => ({ W20: '在库', W30: '已配载', W40: '已出库' })[node] ?? node,
  operationTitle: (name) => ({ holdParcel: '拦截', cancel: '取消订单' })[name] ?? name,
  placed: '下单',
  refused: (title) => `${title}（被拒绝）`,
  labelPrinted: (carrier, number) => `尾程面单已打印：${carrier} ${number}`,
  carrierTitle: (status) => ({ PICKED_UP: '揽收', DELIVERED: '已签收' })[status] ?? status,
};
const scan = (scanType: string, scannedAt: string, extra: Record<string, unknown> = {}) => ({ scanType, scannedAt, scannedBy: 'operator', ownerSiteCode: 'SZ001', verdict: 'moved', node: null, refusalReason: null, ...extra });

describe('trajectoryOf', () => {
  it('puts the order, its scans, the desk\'s moves and the label in time order, each in words', () => {
    const timeline = trajectoryOf({
      code: 'CL261120000007', parcel, orderTime: '2026-11-20T02:00:00.000Z', createdBy: 'admin', tailPrintedAt: new Date('2026-11-21T09:00:00.000Z'),
      scans: [
        scan('putIn', '2026-11-20T08:00:00.000Z', { node: 'W20' }),
        scan('out', '2026-11-20T09:00:00.000Z', { verdict: 'refused', refusalReason: 'CL261120000007 当前为「在库」，不能转为「已出库」' }),
        scan('load', '2026-11-20T09:30:00.000Z', { node: 'W30' }),
      ],
      audits: [
        // A scan's own move is the scan: not listed twice.
        { action: 'transition', at: '2026-11-20T08:00:00.000Z', username: 'operator', operation: { kind: 'transition', name: 'putInScan', params: { scanCode: 'CL261120000007', site: 'SZ001' } } },
        { action: 'transition', at: '2026-11-20T10:00:00.000Z', username: 'cs01', operation: { kind: 'command', name: 'holdParcel', params: { reason: '客户要求拦截' } } },
        { action: 'update', at: '2026-11-20T11:00:00.000Z', username: 'admin', operation: null },
      ],
    }, texts);
    expect(timeline.events.map((e) => [e.kind, e.title, e.detail ?? ''])).toEqual([
      ['order', '下单', 'KH10001'],
      ['scan', '入库扫描 → 在库', ''],
      ['refused', '出库扫描（被拒绝）', 'CL261120000007 当前为「在库」，不能转为「已出库」'],
      ['scan', '装车扫描 → 已配载', ''],
      ['desk', '拦截', '客户要求拦截'],
      ['label', '尾程面单已打印：SF SF261121000001', ''],
    ]);
    expect(timeline.events[1]).toMatchObject({ at: '2026-11-20T08:00:00.000Z', site: 'SZ001', by: 'operator' });
  });

  it('puts the carrier\'s events among the rest by time, the description and place as detail', () => {
    const timeline = trajectoryOf({
      code: 'SF261121000001', parcel, orderTime: '2026-11-20T02:00:00.000Z', tailPrintedAt: '2026-11-21T09:00:00.000Z', scans: [scan('putIn', '2026-11-20T08:00:00.000Z', { node: 'W20' })], audits: [],
      carrierEvents: [
        { eventTime: '2026-11-22T03:00:00.000Z', status: 'DELIVERED', description: '快件已签收', location: null },
        { eventTime: new Date('2026-11-21T10:00:00.000Z'), status: 'PICKED_UP', description: '快件已由【深圳转运中心】揽收', location: '深圳市' },
      ],
    }, texts);
    expect(timeline.events.map((e) => [e.kind, e.title, e.detail ?? ''])).toEqual([
      ['order', '下单', 'KH10001'],
      ['scan', '入库扫描 → 在库', ''],
      ['label', '尾程面单已打印：SF SF261121000001', ''],
      ['carrier', '揽收', '快件已由【深圳转运中心】揽收 · 深圳市'],
      ['carrier', '已签收', '快件已签收'],
    ]);
    expect(timeline.events[3]).toMatchObject({ at: '2026-11-21T10:00:00.000Z', by: 'SF' });
  });

  it('answers a number of no parcel with no events', () => {
    expect(trajectoryOf({ code: 'NOPE', parcel: null, scans: [], audits: [] }, texts)).toEqual({ code: 'NOPE', parcel: null, events: [] });
  });
});
