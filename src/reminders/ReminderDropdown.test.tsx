// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dataQuery } from '../app/data-query';
import { sessionPhaseAtom } from '../session/session-atoms';
import { ReminderDropdown } from './ReminderDropdown';
import { useReminderPolling } from './use-reminder-polling';
import { renderInShell, setUpShellTests, signedInStore, testUser } from './shell-test-harness';

beforeAll(setUpShellTests);
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

/** The top bar's part of the layout: polling plus the dropdown. */
function TopBarPart() {
  useReminderPolling();
  return <ReminderDropdown />;
}

const ADMIN = testUser({ name: 'admin', nickname: '系统管理员', roles: ['ROLE_ADMIN'], isAdmin: '1', ownerSiteCode: '888888' });

/** findAll answering per qid (anything else: an empty list). */
function stubQueries(rows: Record<string, unknown[]>) {
  return vi.spyOn(dataQuery, 'findAll').mockImplementation(async (params) => (rows[params.qid] ?? []) as never);
}

const flush = () => act(async () => {
  await vi.advanceTimersByTimeAsync(0);
});

describe('ReminderDropdown', () => {
  it('shows the bell without a badge while no category has entries', async () => {
    const findAll = stubQueries({});
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await waitFor(() => expect(findAll).toHaveBeenCalledTimes(5));
    expect(screen.getByTestId('reminder-bell')).toBeTruthy();
    expect(screen.queryByTestId('reminder-badge')).toBeNull();
  });

  it('shows the badge with the number of entries once a category has some', async () => {
    stubQueries({ FIND_PROBLEM_NOTICE: [{ id: 1, orderCode: 'DM2026110001' }, { id: 2, orderCode: 'DM2026110002' }], FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE: [{ id: 8 }] });
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    const badge = await screen.findByTestId('reminder-badge');
    expect(badge.textContent).toContain('3');
  });

  it('lists the categories with their counts and opens a category’s page with its orderCodes', async () => {
    stubQueries({ FIND_PROBLEM_NOTICE: [{ id: 1, orderCode: 'DM2026110001' }, { id: 2, orderCode: 'DM2026110002' }], FIND_CONSULT_WORK_ORDER_NOTICE: [{ id: 4 }, { id: 6 }] });
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await screen.findByTestId('reminder-badge');
    fireEvent.click(screen.getByTestId('reminder-bell'));
    const problem = await screen.findByTestId('reminder-problem');
    expect(problem.textContent).toContain('Problem items');
    expect(problem.textContent).toContain('2');
    for (const key of ['registration', 'invite', 'workOrder', 'orderConfirm']) expect(screen.getByTestId(`reminder-${key}`)).toBeTruthy();
    expect(screen.getByTestId('reminder-registration').textContent).toContain('0');
    fireEvent.click(problem);
    expect(screen.getByTestId('location').textContent).toBe('/problemManagemntTms?orderCodes=DM2026110001,DM2026110002');
  });

  it('opens work orders by id', async () => {
    stubQueries({ FIND_CONSULT_WORK_ORDER_NOTICE: [{ id: 4 }, { id: 6 }] });
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await screen.findByTestId('reminder-badge');
    fireEvent.click(screen.getByTestId('reminder-bell'));
    fireEvent.click(await screen.findByTestId('reminder-workOrder'));
    expect(screen.getByTestId('location').textContent).toBe('/workOrderQuery?orderCodes=4,6');
  });

  it('shows nothing when the fetch fails: no badge, no message', async () => {
    const findAll = vi.spyOn(dataQuery, 'findAll').mockRejectedValue(new Error('Request failed with status code 500'));
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await waitFor(() => expect(findAll).toHaveBeenCalledTimes(5));
    await act(async () => undefined);
    expect(screen.queryByTestId('reminder-badge')).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(findAll.mock.calls.every(([, options]) => options?.silent === true)).toBe(true);
  });

  it('shows a non-administrator only the categories of pages in their menu', async () => {
    const findAll = stubQueries({ FIND_PROBLEM_NOTICE: [{ orderCode: 'DM1' }], FIND_COMP_AUTH_LIST_NOTICE: [{ id: 1 }] });
    renderInShell(<TopBarPart />, { store: signedInStore(testUser(), ['/', '/problemManagemntTms', '/workOrderQuery', '/orderReview']) });
    const badge = await screen.findByTestId('reminder-badge');
    expect(badge.textContent).toContain('1');
    expect(findAll.mock.calls.map(([params]) => params.qid)).toEqual(['FIND_PROBLEM_NOTICE', 'FIND_CONSULT_WORK_ORDER_NOTICE', 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE']);
    fireEvent.click(screen.getByTestId('reminder-bell'));
    await screen.findByTestId('reminder-problem');
    expect(screen.queryByTestId('reminder-registration')).toBeNull();
  });
});

describe('useReminderPolling', () => {
  it('asks again every 180000 ms', async () => {
    vi.useFakeTimers();
    const findAll = stubQueries({});
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await flush();
    expect(findAll).toHaveBeenCalledTimes(5);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(179_999);
    });
    expect(findAll).toHaveBeenCalledTimes(5);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(findAll).toHaveBeenCalledTimes(10);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(180_000);
    });
    expect(findAll).toHaveBeenCalledTimes(15);
  });

  it('follows a shortened interval from the session thresholds', async () => {
    localStorage.setItem('clearway.thresholds', JSON.stringify({ reminderPollMs: 1000 }));
    vi.useFakeTimers();
    const findAll = stubQueries({});
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(findAll).toHaveBeenCalledTimes(20);
  });

  it('picks up entries that appear at the next poll', async () => {
    vi.useFakeTimers();
    let rows: unknown[] = [];
    vi.spyOn(dataQuery, 'findAll').mockImplementation(async (params) => (params.qid === 'FIND_PROBLEM_NOTICE' ? rows : []) as never);
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await flush();
    expect(screen.queryByTestId('reminder-badge')).toBeNull();
    rows = [{ orderCode: 'DM9' }];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(180_000);
    });
    expect(screen.getByTestId('reminder-badge').textContent).toContain('1');
  });

  it('does not poll on the login page', async () => {
    vi.useFakeTimers();
    const findAll = stubQueries({});
    renderInShell(<TopBarPart />, { store: signedInStore(ADMIN), path: '/login' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400_000);
    });
    expect(findAll).not.toHaveBeenCalled();
  });

  it('stops on logout and empties the lists', async () => {
    vi.useFakeTimers();
    const findAll = stubQueries({ FIND_PROBLEM_NOTICE: [{ orderCode: 'DM1' }] });
    const { store } = renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await flush();
    expect(screen.getByTestId('reminder-badge')).toBeTruthy();
    act(() => store.set(sessionPhaseAtom, 'anonymous'));
    expect(screen.queryByTestId('reminder-badge')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600_000);
    });
    expect(findAll).toHaveBeenCalledTimes(5);
  });

  it('stops when the layout unmounts', async () => {
    vi.useFakeTimers();
    const findAll = stubQueries({});
    const { unmount } = renderInShell(<TopBarPart />, { store: signedInStore(ADMIN) });
    await flush();
    unmount();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(findAll).toHaveBeenCalledTimes(5);
  });
});
