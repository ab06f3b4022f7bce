// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import claimJson from '../../../schemas/customer-service/claim.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import type { EntitySource } from '../../data/entity-source';
import type { HistoryEntry } from '../../data/record-history';
import { renderEngine } from '../testing/render-engine';
import { DetailView } from './DetailView';

const claim = compileEntity(claimJson as unknown as EntitySchema);
const row = { id: 3, version: 2, claimNo: 'CL1', claimState: 'submitted', claimAmount: '500.00000', currency: '142' };

const entry = (e: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1, entityId: claim.id, rowId: 3, action: 'update', changed: {}, username: 'admin', nickname: '系统管理员',
  at: '2026-11-05T01:02:03.000Z', operation: null, line: null, labels: {}, ...e,
});

describe('the History tab of a detail', () => {
  it('reads the row’s history through its source and draws it as a timeline, loading more on demand', async () => {
    const calls: unknown[] = [];
    const pages = [
      [entry({ id: 2, action: 'transition', operation: { kind: 'transition', name: 'submit' }, changed: { claimState: ['registered', 'submitted'] } })],
      [entry({ id: 1, changed: { claimAmount: ['400.00000', '500.00000'] } })],
    ];
    const source = { history: async (id: number, page: { currentPage: number; pageSize: number }) => {
      calls.push([id, page.currentPage]);
      return { list: pages[page.currentPage - 1]!, total: 2, currentPage: page.currentPage, pageSize: 1 };
    } } as unknown as EntitySource;
    const { user } = renderEngine(<DetailView model={claim} row={row} source={source} />);
    await user.click(screen.getByRole('tab', { name: '变更记录' }));
    const history = await screen.findByTestId('record-history');
    await waitFor(() => expect(within(history).getAllByTestId('history-item')).toHaveLength(1));
    expect(within(history).getByTestId('history-item').textContent).toContain('理赔状态：已登记 → 已提交');
    expect(within(history).getByTestId('history-item').textContent).toContain('系统管理员 (admin)');
    await user.click(within(history).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(history).getAllByTestId('history-item')).toHaveLength(2));
    expect(within(history).getAllByTestId('history-change')[0]!.textContent).toBe('索赔金额：400.00 CNY → 500.00 CNY');
    expect(calls).toEqual([[3, 1], [3, 2]]);
    expect(within(history).queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('has no History tab when the source cannot read one', () => {
    renderEngine(<DetailView model={claim} row={row} />);
    expect(screen.queryByRole('tab', { name: '变更记录' })).toBeNull();
  });
});
