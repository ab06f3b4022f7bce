import { fetchReminderLists } from './fetch-reminder-lists';
import { REMINDER_CATEGORIES } from './reminder-categories';

describe('fetchReminderLists', () => {
  it('asks every category silently, with the work-order status filter', async () => {
    const findAll = vi.fn().mockResolvedValue([]);
    await fetchReminderLists({ findAll }, REMINDER_CATEGORIES);
    expect(findAll.mock.calls).toEqual([
      [{ qid: 'FIND_PROBLEM_NOTICE', filters: undefined }, { silent: true }],
      [{ qid: 'FIND_COMP_AUTH_LIST_NOTICE', filters: undefined }, { silent: true }],
      [{ qid: 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE', filters: undefined }, { silent: true }],
      [{ qid: 'FIND_CONSULT_WORK_ORDER_NOTICE', filters: { status: '待处理' } }, { silent: true }],
      [{ qid: 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE', filters: undefined }, { silent: true }],
    ]);
  });

  it('fills only from successful replies with rows; a failure or a null reply leaves the category empty', async () => {
    const findAll = vi.fn(async ({ qid }: { qid: string }) => {
      if (qid === 'FIND_PROBLEM_NOTICE') return [{ orderCode: 'P1' }];
      if (qid === 'FIND_COMP_AUTH_LIST_NOTICE') throw new Error('500');
      return null;
    });
    const lists = await fetchReminderLists({ findAll: findAll as never }, REMINDER_CATEGORIES);
    expect(lists).toEqual({ problem: [{ orderCode: 'P1' }], registration: [], invite: [], workOrder: [], orderConfirm: [] });
  });
});
