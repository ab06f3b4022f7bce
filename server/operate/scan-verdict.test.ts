import { judgeScan, type ScanRule, type ScannedParcel } from './scan-verdict';

const TITLES: Record<string, string> = { N00: '待作业', W20: '在库', W30: '已配载', W40: '已出库', X90: '异常' };
const title = (node: string) => TITLES[node] ?? node;

const putIn: ScanRule = { from: ['N00', 'W10'], to: 'W20' };
const load: ScanRule = { from: ['W20'], to: 'W30' };
const abnormal: ScanRule = { from: ['N00', 'W10', 'W20', 'W30', 'W40'], to: 'X90', takesHeld: true };

const confirmed: ScannedParcel = { operateNode: 'N00', orderStatus: 'S100', reviewState: '1' };

describe('judgeScan', () => {
  it('puts a confirmed order in, whether no scan moved it yet or it arrived from the port', () => {
    expect(judgeScan('SF1', putIn, confirmed, 'zh', title)).toEqual({ allowed: true, node: 'W20' });
    expect(judgeScan('SF1', putIn, { ...confirmed, operateNode: 'W10' }, 'zh', title)).toEqual({ allowed: true, node: 'W20' });
    // A row from before the operate node (null) is one no scan moved.
    expect(judgeScan('SF1', putIn, { ...confirmed, operateNode: null }, 'zh', title)).toEqual({ allowed: true, node: 'W20' });
  });

  it('refuses loading a parcel that was never put in, naming where it stands', () => {
    expect(judgeScan('SF1', load, confirmed, 'zh', title)).toEqual({ allowed: false, code: 'WRONG_NODE', reason: 'SF1 当前为「待作业」，不能转为「已配载」' });
    expect(judgeScan('SF1', load, { ...confirmed, operateNode: 'W40' }, 'en', title)).toMatchObject({ allowed: false, code: 'WRONG_NODE', reason: 'SF1 is "已出库": it cannot be moved to "已配载"' });
  });

  it('says a parcel is there already when scanned twice at the same step', () => {
    expect(judgeScan('SF1', putIn, { ...confirmed, operateNode: 'W20' }, 'zh', title)).toEqual({ allowed: false, code: 'ALREADY', reason: 'SF1 已是「在库」，无需重复作业' });
  });

  it('refuses an unknown number, a cancelled order and an order awaiting confirmation', () => {
    expect(judgeScan('NOPE', putIn, undefined, 'zh', title)).toMatchObject({ code: 'UNKNOWN', reason: '单号 NOPE 不存在' });
    expect(judgeScan('SF1', putIn, { ...confirmed, orderStatus: 'S990' }, 'en', title)).toMatchObject({ code: 'CANCELLED' });
    expect(judgeScan('SF1', putIn, { ...confirmed, reviewState: '0' }, 'zh', title)).toMatchObject({ code: 'UNCONFIRMED' });
  });

  it('stops a held parcel at any scan with the hold reason, except the abnormal scan, which takes it', () => {
    const held = { ...confirmed, operateNode: 'W20', holdState: '1', holdReason: '客户要求拦截' };
    expect(judgeScan('SF1', load, held, 'zh', title)).toEqual({ allowed: false, code: 'HELD', reason: 'SF1 已被拦截：客户要求拦截，请交异常处理' });
    expect(judgeScan('SF1', abnormal, held, 'zh', title)).toEqual({ allowed: true, node: 'X90' });
  });

  it('refuses a number on the exception list, with the reason listed there', () => {
    expect(judgeScan('SF1', putIn, { ...confirmed, listedReason: '海关查验' }, 'en', title)).toMatchObject({ code: 'LISTED', reason: 'SF1 is on the exception list: 海关查验' });
    expect(judgeScan('SF1', putIn, { ...confirmed, listedReason: null }, 'en', title)).toMatchObject({ allowed: true });
  });
});
