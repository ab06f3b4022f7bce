import quoteJson from '../../../schemas/customer/two-c-freight-quote.json';
import bandJson from '../../../schemas/customer/two-c-freight-quote-band.json';
import claimJson from '../../../schemas/customer-service/claim.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import type { HistoryEntry } from '../../data/record-history';
import { historyItems } from './history-items';

const quote = compileEntity(quoteJson as unknown as EntitySchema);
const band = compileEntity(bandJson as unknown as EntitySchema);
const claim = compileEntity(claimJson as unknown as EntitySchema);

let id = 0;
const entry = (e: Partial<HistoryEntry>): HistoryEntry => ({
  id: ++id, entityId: quote.id, rowId: 7, action: 'update', changed: {}, username: 'admin', nickname: '系统管理员',
  at: new Date(2026, 10, 5, 9, 8, 7).toISOString(), operation: null, line: null, labels: {}, ...e,
});

describe('historyItems', () => {
  it('titles a header change, formats the values and says who and when', () => {
    const [item] = historyItems([entry({ changed: { fuelSurchargeRate: ['0.00', '12.50'], remark: [null, '改过'], version: [1, 2] } })], { model: quote, language: 'zh' });
    expect(item).toMatchObject({ who: '系统管理员 (admin)', at: '2026-11-05 09:08:07', headline: '修改', subject: '', color: 'gray' });
    expect(item!.changes).toEqual([
      { field: 'fuelSurchargeRate', title: '燃油附加费率(%)', from: '0.00%', to: '12.50%' },
      { field: 'remark', title: '备注', from: '—', to: '改过' },
    ]);
  });

  it('names the line of a line change, and lists the values of an added line', () => {
    const items = historyItems([
      entry({ entityId: band.id, rowId: 31, line: { key: 'bands', no: 3 }, changed: { weightTo: ['5.000', '6.000'], quoteId: [7, 7] } }),
      entry({ entityId: band.id, rowId: 40, action: 'create', line: { key: 'bands', no: 4 }, changed: { quoteId: [null, 7], weightFrom: [null, '30'], firstPrice: [null, '8.5'], topPrice: [null, null] } }),
      entry({ entityId: band.id, rowId: 29, action: 'delete', line: { key: 'bands', no: 1 }, changed: { weightFrom: ['0', null] } }),
    ], { model: quote, lineModels: { bands: band }, language: 'zh' });
    expect(items[0]).toMatchObject({ subject: '重量段 #3', headline: '修改', changes: [{ title: '截止重量(kg)', from: '5.000', to: '6.000' }] });
    expect(items[1]).toMatchObject({ subject: '重量段 #4', headline: '新增', color: 'green' });
    expect(items[1]!.changes.map((c) => `${c.title} ${c.to}`)).toEqual(['起始重量(kg) 30.000', '首重价格 8.50']);
    expect(items[2]).toMatchObject({ subject: '重量段 #1', headline: '删除', color: 'red', changes: [] });
  });

  it('shows a reference by its label, money with the row currency, and English', () => {
    const [ref] = historyItems([entry({ changed: { customerCode: ['DMC001', 'DMC002'] }, labels: { customerCode: ['深圳优选', null] } })], { model: quote, language: 'en' });
    expect(ref!.changes).toEqual([{ field: 'customerCode', title: 'Customer', from: '深圳优选', to: 'DMC002' }]);
    const [money] = historyItems([entry({ entityId: claim.id, changed: { claimAmount: ['500.00000', '1234.5'] } })], { model: claim, language: 'en', row: { currency: '502' } });
    expect(money!.changes[0]).toMatchObject({ title: 'Amount claimed', from: '500.00 USD', to: '1,234.50 USD' });
  });

  it('makes a transition the headline with the states by name', () => {
    const [item] = historyItems([entry({ entityId: claim.id, action: 'transition', operation: { kind: 'transition', name: 'submit' }, changed: { claimState: ['registered', 'submitted'] } })], { model: claim, language: 'zh' });
    expect(item).toMatchObject({ headline: '提交', state: { title: '理赔状态', from: '已登记', to: '已提交' }, changes: [], color: 'blue' });
  });

  it('merges a command with its transition, listing the parameters', () => {
    const at = new Date(2026, 10, 6).getTime();
    // Stored parameters come back in the database's key order; the writes of one call milliseconds apart.
    const approve = { kind: 'command' as const, name: 'approve', params: { remark: '核定', approvedAmount: 450 } };
    const items = historyItems([
      entry({ entityId: claim.id, action: 'transition', operation: approve, at: new Date(at + 3).toISOString(), changed: { claimState: ['submitted', 'approved'] } }),
      entry({ entityId: claim.id, action: 'command', operation: approve, at: new Date(at).toISOString(), changed: { approvedAmount: [null, '450.00000'], reviewRemark: [null, '核定'] } }),
      entry({ entityId: claim.id, action: 'create', nickname: null, username: 'operator', changed: { claimNo: [null, 'CL1'] } }),
    ], { model: claim, language: 'zh', row: { currency: '142' } });
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ headline: '审批通过', state: { from: '已提交', to: '已通过' } });
    expect(items[0]!.params).toEqual([{ title: '核定金额', value: '450.00 CNY' }, { title: '审批意见', value: '核定' }]);
    expect(items[0]!.changes.map((c) => `${c.title}: ${c.from} → ${c.to}`)).toEqual(['核定金额: — → 450.00 CNY', '审批意见: — → 核定']);
    expect(items[1]).toMatchObject({ who: 'operator', headline: '新增', changes: [] });
  });
});
