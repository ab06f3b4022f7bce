import { die, logicCheck, planReceipts, type ReadDeclaration } from './simulator-rules';
import { planBondedReceipts } from './bonded-rules';

const settings = { stepMs: 100, inspectionShare: 0, cancelRefuseShare: 0, refundRefuseShare: 0, singleLimit: 5000 };
const line = { gnum: '1', itemRecordNo: 'GM000001', gcode: '1901101000', qty: '1' };
const order = (head: Record<string, string>): ReadDeclaration => ({
  type: 'CEB311', guid: 'G-ORDER', lines: [line],
  head: { buyerIdType: '1', buyerIdNumber: '110105198803071232', goodsValue: '238', freight: '10', taxTotal: '21.66', discount: '20', acturalPaid: '249.66', ...head },
});

describe('the simulated customs', () => {
  it('passes an order whose payment adds up, and refuses one that does not, over the limit, or without lines', () => {
    expect(logicCheck(order({}), settings)).toBeUndefined();
    expect(logicCheck(order({ acturalPaid: '250' }), settings)).toContain('2602');
    expect(logicCheck(order({ goodsValue: '5200', freight: '0', taxTotal: '0', discount: '0', acturalPaid: '5200' }), settings)).toContain('超过限值5000元');
    expect(logicCheck({ ...order({}), lines: [] }, settings)).toContain('表体不能为空');
    expect(logicCheck(order({ buyerIdNumber: '110105198803071230' }), settings)).toContain('2601');
  });

  it('takes an inventory through 2, 120, 399 and 800, with the numbers customs gives', () => {
    const inventory: ReadDeclaration = { type: 'CEB621', guid: 'G-INV', lines: [line], head: { tradeMode: '1210', emsNo: 'T5349W000021', customsCode: '5349', grossWeight: '1.2', netWeight: '0.8', buyerIdType: '1', buyerIdNumber: '110105198803071232' } };
    const plan = planReceipts(inventory, settings, '2026');
    expect(plan.map((p) => [p.step, p.returnStatus])).toEqual([[1, '2'], [2, '120'], [3, '399'], [4, '800']]);
    expect(plan[1]!.assigned!.invtNo).toMatch(/^53492026I\d{9}$/);
    expect(plan[1]!.assigned!.preNo).toHaveLength(18);
    const inspected = planReceipts(inventory, { ...settings, inspectionShare: 1 }, '2026');
    expect(inspected.map((p) => p.returnStatus)).toEqual(['2', '120', '399', '500', '800']);
    expect(planReceipts(inventory, settings, '2026', true).map((p) => p.returnStatus)).toEqual(['2', '100']);
    expect(planReceipts({ ...inventory, head: { ...inventory.head, emsNo: '' } }, settings, '2026')[1]!.returnInfo).toContain('账册编号不能为空');
  });

  it('draws the same die for the same guid, and answers cancellations and refunds by their shares', () => {
    expect(die('X', 'a')).toBe(die('X', 'a'));
    expect(die('X', 'a')).not.toBe(die('X', 'b'));
    const cancel: ReadDeclaration = { type: 'CEB623', guid: 'G-C', lines: [], head: { invtNo: '53492026I000000001', reason: '取消' } };
    expect(planReceipts(cancel, settings, '2026').map((p) => p.returnStatus)).toEqual(['2', '399']);
    expect(planReceipts(cancel, { ...settings, cancelRefuseShare: 1 }, '2026').map((p) => p.returnStatus)).toEqual(['2', '100']);
    const refund: ReadDeclaration = { type: 'CEB625', guid: 'G-R', lines: [line], head: { invtNo: '53492026I000000001' } };
    expect(planReceipts(refund, settings, '2026').map((p) => p.returnStatus)).toEqual(['2', '120', '399']);
  });

  it('approves a bookable bonded inventory and returns one without a ledger; passes a passport through the gate unless its weights are off', () => {
    const inventory = { type: 'INV101' as const, guid: 'B1', head: { putrecNo: 'T5349W000021', impexpMarkcd: 'E', dclPlcCuscd: '5349' }, lines: [{ gdsSeqno: '1', gdsMtno: 'GM000001', gdecd: '1901101000', dclQty: '3' }] };
    const [approval] = planBondedReceipts(inventory, '26');
    expect(approval).toMatchObject({ type: 'INV201', fields: { manageResult: '1' } });
    expect(approval!.fields.bondInvtNo).toMatch(/^QD534926E\d{9}$/);
    expect(planBondedReceipts({ ...inventory, head: { ...inventory.head, putrecNo: '' } }, '26')[0]!.fields.manageResult).toBe('3');
    const passport = { type: 'SAS121' as const, guid: 'B2', head: { vehicleNo: '粤B12345', ioTypecd: 'E', totalGrossWt: '100' }, lines: [{ grossWt: '98' }] };
    const plan = planBondedReceipts(passport, '26');
    expect(plan.map((p) => [p.step, p.type])).toEqual([[1, 'SAS221'], [2, 'SAS251']]);
    expect(plan[0]!.fields.passportNo).toHaveLength(24);
    expect(planBondedReceipts({ ...passport, head: { ...passport.head, totalGrossWt: '120' } }, '26')[0]!.fields.rmk).toContain('相差超过5%');
  });
});
