// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { tagsViewAtom } from '../../layout/tags-view/tags-view-atoms';
import { reminderListsAtom } from '../../reminders/reminder-atoms';
import { renderInShell, setUpShellTests, signedInStore, testUser } from '../../reminders/shell-test-harness';
import WorkbenchPage from './WorkbenchPage';
import { recentPagesKey } from './recent-pages';
import { useRecordRecentPages } from './use-recent-pages';

beforeAll(setUpShellTests);
afterEach(() => localStorage.clear());

const OPERATOR_PATHS = ['/', '/workbench', '/problemManagemntTms', '/workOrderQuery', '/orderReview'];

describe('WorkbenchPage', () => {
  it('greets the user by nickname with their tenant and site', () => {
    renderInShell(<WorkbenchPage />, { store: signedInStore(testUser(), OPERATOR_PATHS) });
    expect(screen.getByTestId('workbench-greeting').textContent).toMatch(/Good (morning|afternoon|evening), 操作员小王/);
    expect(screen.getByTestId('workbench-tenant').textContent).toBe('Demo Logistics (demo)');
    expect(screen.getByTestId('workbench-site').textContent).toBe('深圳福田站 (SZ001)');
  });

  it('says so when the user has no site', () => {
    renderInShell(<WorkbenchPage />, { store: signedInStore(testUser({ ownerSiteCode: null, ownerSiteName: null, ownerSite: null }), OPERATOR_PATHS) });
    expect(screen.getByTestId('workbench-site').textContent).toBe('No site assigned');
  });

  it('shows a card with its count for each reminder category the user may open, linking to its page', () => {
    const store = signedInStore(testUser(), OPERATOR_PATHS);
    store.set(reminderListsAtom, { problem: [{ orderCode: 'DM2026110001' }, { orderCode: 'DM2026110002' }], workOrder: [], orderConfirm: [{ id: 12 }] });
    renderInShell(<WorkbenchPage />, { store });
    const problem = screen.getByTestId('workbench-reminder-problem');
    expect(problem.textContent).toContain('Problem items');
    expect(problem.querySelector('[data-testid="count"]')!.textContent).toBe('2');
    expect(problem.getAttribute('href')).toBe('/problemManagemntTms?orderCodes=DM2026110001,DM2026110002');
    expect(screen.getByTestId('workbench-reminder-orderConfirm').getAttribute('href')).toBe('/orderReview?orderCodes=12');
    const workOrder = screen.getByTestId('workbench-reminder-workOrder');
    expect(workOrder.getAttribute('href')).toBeNull();
    expect(workOrder.textContent).toContain('Nothing to do');
    expect(screen.queryByTestId('workbench-reminder-registration')).toBeNull();
  });

  it('opens the category’s page when its card is clicked', () => {
    const store = signedInStore(testUser(), OPERATOR_PATHS);
    store.set(reminderListsAtom, { orderConfirm: [{ id: 12 }, { id: 13 }] });
    renderInShell(<WorkbenchPage />, { store });
    fireEvent.click(screen.getByTestId('workbench-reminder-orderConfirm'));
    expect(screen.getByTestId('location').textContent).toBe('/orderReview?orderCodes=12,13');
  });

  it('shows an empty state when no reminder category is open to the user', () => {
    renderInShell(<WorkbenchPage />, { store: signedInStore(testUser(), ['/', '/workbench']) });
    expect(screen.getByTestId('workbench-reminders').textContent).toContain('No reminder category is available to you');
  });

  it('shows an empty state before any other page is visited', () => {
    renderInShell(<WorkbenchPage />, { store: signedInStore(testUser(), OPERATOR_PATHS) });
    expect(screen.getByTestId('workbench-recent').textContent).toContain('No other page visited yet');
  });

  it('lists the stored recent pages with their titles, and the open tabs', () => {
    localStorage.setItem(recentPagesKey('operator'), JSON.stringify([
      { path: '/orderReview', fullPath: '/orderReview?orderCodes=1', visitedAt: Date.now() - 5 * 60_000 },
      { path: '/workbench', fullPath: '/workbench', visitedAt: Date.now() - 6 * 60_000 },
    ]));
    const store = signedInStore(testUser(), OPERATOR_PATHS);
    store.set(tagsViewAtom, { type: 'addView', view: { path: '/workbench', fullPath: '/workbench', title: { zh: '工作台', en: 'Workbench' }, affix: true, name: 'workbench' } });
    store.set(tagsViewAtom, { type: 'addView', view: { path: '/workOrderQuery', fullPath: '/workOrderQuery', title: { zh: '工单查询', en: 'Work orders' }, name: 'workOrderQuery' } });
    renderInShell(<WorkbenchPage />, { store });
    const orderReview = screen.getByTestId('workbench-recent-/orderReview');
    expect(orderReview.textContent).toBe('Order confirmation');
    expect(orderReview.getAttribute('href')).toBe('/orderReview?orderCodes=1');
    expect(screen.getByTestId('workbench-recent').textContent).toContain('5 minutes ago');
    expect(screen.getByTestId('workbench-recent-/workOrderQuery').textContent).toBe('Work orders');
    expect(screen.queryByTestId('workbench-recent-/workbench')).toBeNull();
  });

  it('does not show another user’s recent pages', () => {
    localStorage.setItem(recentPagesKey('admin'), JSON.stringify([{ path: '/sysuser', fullPath: '/sysuser', visitedAt: Date.now() }]));
    renderInShell(<WorkbenchPage />, { store: signedInStore(testUser(), OPERATOR_PATHS) });
    expect(screen.queryByTestId('workbench-recent-/sysuser')).toBeNull();
  });
});

describe('useRecordRecentPages', () => {
  function Layout() {
    useRecordRecentPages();
    return (
      <>
        <Link to="/orderReview?orderCodes=7">go order review</Link>
        <Link to="/customerManage">go section</Link>
        <Link to="/workbench">go home</Link>
        <WorkbenchPage />
      </>
    );
  }

  it('records each page opened, newest first, and the workbench shows it at once', () => {
    renderInShell(<Layout />, { store: signedInStore(testUser(), OPERATOR_PATHS), path: '/mynotification' });
    act(() => {
      fireEvent.click(screen.getByText('go section'));
    });
    act(() => {
      fireEvent.click(screen.getByText('go order review'));
    });
    act(() => {
      fireEvent.click(screen.getByText('go home'));
    });
    const stored = JSON.parse(localStorage.getItem(recentPagesKey('operator'))!) as { path: string; fullPath: string }[];
    expect(stored.map((p) => p.fullPath)).toEqual(['/workbench', '/orderReview?orderCodes=7', '/mynotification']);
    expect(screen.getByTestId('workbench-recent-/orderReview').getAttribute('href')).toBe('/orderReview?orderCodes=7');
    expect(screen.getByTestId('workbench-recent-/mynotification').textContent).toBe('My notifications');
  });
});
