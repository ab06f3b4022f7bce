import { orderCodesOf, REMINDER_CATEGORIES, reminderTarget, reminderTotal, summarize, visibleCategories, type ReminderCategoryKey } from './reminder-categories';

const category = (key: ReminderCategoryKey) => REMINDER_CATEGORIES.find((c) => c.key === key)!;

describe('the five reminder categories', () => {
  it('ask the spec’s queries and open the spec’s targets', () => {
    expect(REMINDER_CATEGORIES.map((c) => [c.key, c.qid, c.route, c.codeField, c.filters])).toEqual([
      ['problem', 'FIND_PROBLEM_NOTICE', '/problemManagemntTms', 'orderCode', undefined],
      ['registration', 'FIND_COMP_AUTH_LIST_NOTICE', '/certificationAudit', 'id', undefined],
      ['invite', 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE', '/subscribeTnvite', 'id', undefined],
      ['workOrder', 'FIND_CONSULT_WORK_ORDER_NOTICE', '/workOrderQuery', 'id', { status: '待处理' }],
      ['orderConfirm', 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE', '/orderReview', 'id', undefined],
    ]);
  });
});

describe('orderCodesOf', () => {
  it('joins the orderCode of problem items with commas', () => {
    expect(orderCodesOf(category('problem'), [{ id: 1, orderCode: 'DM2026110001' }, { id: 2, orderCode: 'DM2026110002' }])).toBe('DM2026110001,DM2026110002');
  });

  it('joins the ids of the other categories', () => {
    expect(orderCodesOf(category('registration'), [{ id: 3, orderCode: 'X' }, { id: 7 }])).toBe('3,7');
  });

  it('skips rows without the field', () => {
    expect(orderCodesOf(category('workOrder'), [{ id: 4 }, { id: null }, { orderCode: 'Y' }, { id: '' }])).toBe('4');
  });
});

describe('reminderTarget', () => {
  it('adds the orderCodes query value, keeping the commas', () => {
    expect(reminderTarget(category('orderConfirm'), '5,6')).toBe('/orderReview?orderCodes=5,6');
  });

  it('URL-encodes each code', () => {
    expect(reminderTarget(category('problem'), 'A&B,C D')).toBe('/problemManagemntTms?orderCodes=A%26B,C%20D');
  });

  it('is the bare route when there is nothing to open', () => {
    expect(reminderTarget(category('invite'), '')).toBe('/subscribeTnvite');
  });
});

describe('summarize and reminderTotal', () => {
  it('counts each category and totals them; missing lists count 0', () => {
    const summaries = summarize({ problem: [{ orderCode: 'P1' }, { orderCode: 'P2' }], workOrder: [{ id: 9 }] });
    expect(summaries.map((s) => [s.key, s.count, s.target])).toEqual([
      ['problem', 2, '/problemManagemntTms?orderCodes=P1,P2'],
      ['registration', 0, '/certificationAudit'],
      ['invite', 0, '/subscribeTnvite'],
      ['workOrder', 1, '/workOrderQuery?orderCodes=9'],
      ['orderConfirm', 0, '/orderReview'],
    ]);
    expect(reminderTotal(summaries)).toBe(3);
    expect(reminderTotal(summarize({}))).toBe(0);
  });
});

describe('visibleCategories', () => {
  it('gives an administrator every category', () => {
    expect(visibleCategories({ roles: ['ROLE_ADMIN'] }, new Set()).length).toBe(5);
  });

  it('gives anyone else the categories whose page is in their menu', () => {
    const keys = visibleCategories({ roles: ['ROLE_OPERATOR'] }, new Set(['/', '/problemManagemntTms', '/orderReview'])).map((c) => c.key);
    expect(keys).toEqual(['problem', 'orderConfirm']);
  });

  it('gives nobody signed out anything', () => {
    expect(visibleCategories(null, new Set(['/orderReview']))).toEqual([]);
  });
});
