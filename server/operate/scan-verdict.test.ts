import { judgeScan, type ScanRule, type ScannedParcel } from './scan-verdict';

const TITLES: Record<string, string> = { W20: '在库', W30: '已配载', W40: '已出库', X90: '异常' };
const title = (node: string) => TITLES[node] ?? node;

const putIn: ScanRule = { from: [null, 'W10'], to: 'W20', orderStatus: 'S200', statusFrom: ['S100'] };
const load: ScanRule = { from: ['W20'], to: 'W30' };
const abnormal: ScanRule = { from: [null, 'W10', 'W20', 'W30', 'W40'], to: 'X90', orderStatus: 'S900', takesHeld: true };

const confirmed: ScannedParcel = { operateNode: null, orderStatus: 'S100', reviewState: '1' };

describe('judgeScan', () => {
  it('puts a confirmed order in and moves its status from S100 to S200', () => {
    expect(judgeScan('SF1', putIn, confirmed, 'zh', title)).toEqual({ allowed: true, node: 'W20', orderStatus: 'S200' });
  });

  it('keeps a status the rule does not move from (a parcel put in after the port keeps its customs S310)', () => {
    expect(judgeScan('SF1', putIn, { ...confirmed, operateNode: 'W10', orderStatus: 'S310' }, 'zh', title)).toEqual({ allowed: true, node: 'W20', orderStatus: 'S310' });
  });

  it('refuses loading a parcel that was never put in, naming where it stands', () => {
    expect(judgeScan('SF1', load, confirmed, 'zh', title)).toEqual({ allowed: false, code: 'WRONG_NODE', reason: 'SF1 当前为「尚未扫描」，不能转为「已配载」' });
    expect(judgeScan('SF1', load, { ...confirmed, operateNode: 'W40' }, 'en', title)).toMatchObject({ allowed: false, code: 'WRONG_NODE', reason: 'SF1 is "已出库": it cannot be moved to "已配载"' });
  });

  it('refuses an unknown number, a cancelled order and an order awaiting confirmation', () => {
    expect(judgeScan('NOPE', putIn, undefined, 'zh', title)).toMatchObject({ code: 'UNKNOWN', reason: '单号 NOPE 不存在' });
    expect(judgeScan('SF1', putIn, { ...confirmed, orderStatus: 'S990' }, 'en', title)).toMatchObject({ code: 'CANCELLED' });
    expect(judgeScan('SF1', putIn, { ...confirmed, reviewState: '0' }, 'zh', title)).toMatchObject({ code: 'UNCONFIRMED' });
  });

  it('stops a held parcel at any scan with the hold reason, except the abnormal scan, which takes it', () => {
    const held = { ...confirmed, operateNode: 'W20', holdState: '1', holdReason: '客户要求拦截' };
    expect(judgeScan('SF1', load, held, 'zh', title)).toEqual({ allowed: false, code: 'HELD', reason: 'SF1 已被拦截：客户要求拦截，请交异常处理' });
    expect(judgeScan('SF1', abnormal, held, 'zh', title)).toEqual({ allowed: true, node: 'X90', orderStatus: 'S900' });
  });

  it('refuses a number on the exception list, with the reason listed there', () => {
    expect(judgeScan('SF1', putIn, { ...confirmed, listedReason: '海关查验' }, 'en', title)).toMatchObject({ code: 'LISTED', reason: 'SF1 is on the exception list: 海关查验' });
    expect(judgeScan('SF1', putIn, { ...confirmed, listedReason: null }, 'en', title)).toMatchObject({ allowed: true });
  });
});
