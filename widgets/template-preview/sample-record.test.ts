import { loadSample, loadType, paperOf, typeTakesSample, type QueryPage, type SampleSource, type TypeSource } from './sample-record';

const ORDERS = [
  { id: 3, orderCode: 'CW3', trackingNo: 'T3', tailCarrierCode: 'JD' },
  { id: 2, orderCode: 'CW2', trackingNo: 'T2', tailCarrierCode: 'SF' },
  { id: 1, orderCode: 'CW1', trackingNo: 'T1', tailCarrierCode: 'SF' },
];
const GOODS = [{ orderId: 2, itemName: '面霜' }, { orderId: 1, itemName: '奶粉' }];
const TYPES = [{ typeCode: 'TAIL_LABEL', printKind: 'tailLabel', paperSize: '100x150' }, { typeCode: 'TAIL_LABEL_S', printKind: 'tailLabel', paperSize: '100x100' }, { typeCode: 'HANDOVER_LIST', printKind: 'handoverList', paperSize: 'A4' }];

/** A fake data query over the rows above (newest order first), recording each call. */
function fakeQuery() {
  const calls: [string, Record<string, unknown>, number][] = [];
  const query: QueryPage = async (qid, filters, pageSize) => {
    calls.push([qid, filters, pageSize]);
    const [[name, value] = []] = Object.entries(filters);
    const table = qid === 'ORDERS' ? ORDERS : qid === 'GOODS' ? GOODS : TYPES;
    const rows = table.filter((row) => name === undefined || (name === 'typeCode' ? String(row[name as keyof typeof row]).includes(String(value)) : row[name as keyof typeof row] === value));
    return rows.slice(0, pageSize);
  };
  return { query, calls };
}

const SOURCE: SampleSource = { qid: 'ORDERS', search: ['orderCode', 'trackingNo'], prefer: { carrierCode: 'tailCarrierCode' }, lines: { goods: { qid: 'GOODS', parent: 'orderId' } } };
const TYPE: TypeSource = { field: 'typeCode', qid: 'TYPES', key: 'typeCode', noSample: { printKind: ['handoverList'] } };

describe('loadSample', () => {
  it('takes the newest record, one row asked, with its lines under their key', async () => {
    const { query, calls } = fakeQuery();
    expect(await loadSample(query, SOURCE)).toEqual({ ...ORDERS[0], goods: [] });
    expect(calls).toEqual([['ORDERS', {}, 1], ['GOODS', { orderId: 3 }, 200]]);
  });

  it('prefers the newest record of the form\'s carrier', async () => {
    const { query } = fakeQuery();
    expect(await loadSample(query, SOURCE, { prefer: { carrierCode: 'SF' } })).toEqual({ ...ORDERS[1], goods: [GOODS[0]] });
    expect((await loadSample(query, SOURCE, { prefer: { carrierCode: 'EMS' } }))?.orderCode).toBe('CW3');
  });

  it('finds a typed number by each search filter in turn', async () => {
    const { query, calls } = fakeQuery();
    expect((await loadSample(query, SOURCE, { search: ' T1 ', prefer: { carrierCode: 'JD' } }))?.orderCode).toBe('CW1');
    expect(calls.slice(0, 2)).toEqual([['ORDERS', { orderCode: 'T1' }, 1], ['ORDERS', { trackingNo: 'T1' }, 1]]);
    expect(await loadSample(query, SOURCE, { search: 'nothing' })).toBeUndefined();
  });
});

describe('template types', () => {
  it('reads the type whose key is exactly the value', async () => {
    const { query } = fakeQuery();
    expect(await loadType(query, TYPE, 'TAIL_LABEL')).toEqual(TYPES[0]);
    expect(await loadType(query, TYPE, 'TAIL')).toBeUndefined();
    expect(await loadType(query, TYPE, '')).toBeUndefined();
  });

  it('says which types are filled from the sample', () => {
    expect(typeTakesSample(TYPE, TYPES[0])).toBe(true);
    expect(typeTakesSample(TYPE, TYPES[2])).toBe(false);
    expect(typeTakesSample(TYPE, undefined)).toBe(true);
  });

  it('gives the paper as it lies', () => {
    expect(paperOf({ paperSize: '100x150', orientation: 'portrait' })).toEqual({ width: 100, height: 150 });
    expect(paperOf({ paperSize: 'A4', orientation: 'landscape' })).toEqual({ width: 297, height: 210 });
    expect(paperOf({ paperSize: 'B5' })).toBeUndefined();
    expect(paperOf(undefined)).toBeUndefined();
  });
});
