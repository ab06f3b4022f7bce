// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { http } from '../app/http';
import { ReminderDropdown } from './ReminderDropdown';
import { useNotificationPolling } from './use-notification-polling';
import { markSeen } from './notification-unread';
import { menuOf, renderInShell, setUpShellTests, signedInStore, testUser } from './shell-test-harness';
import { menuAuthorityAtom } from '../session/session-atoms';

beforeAll(setUpShellTests);
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function TopBarPart() {
  useNotificationPolling();
  const navigate = useNavigate();
  return <><ReminderDropdown /><button type="button" onClick={() => navigate('/mynotification')}>read</button></>;
}

const OPERATOR = testUser();
const published = (id: number, at: string) => ({ id, title: `N${id}`, content: '', type: 'announcement', priority: 'normal', publisher: 'x', startTime: at, endTime: null, createdAt: at });

/** queryMyNotification answering the current `rows`. */
function stubNotifications(rows: unknown[]) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (!url.endsWith('/queryMyNotification')) throw new Error(`unexpected ${url}`);
    return { data: { code: 200, message: 'success', status: 200, data: { list: rows, total: rows.length, currentPage: 1, pageSize: 50 } } } as never;
  });
}

describe('new notifications on the bell', () => {
  it('counts those published since the last visit, updates when the window regains focus, and clears on reading', async () => {
    markSeen('demo/2', Date.parse('2026-01-01T00:00:00Z'));
    const rows = [published(1, '2025-12-01T00:00:00Z'), published(2, '2026-01-02T00:00:00Z')];
    const get = stubNotifications(rows);
    const store = signedInStore(OPERATOR, ['/mynotification']);
    renderInShell(<TopBarPart />, { store });
    expect((await screen.findByTestId('reminder-badge')).textContent).toContain('1');
    expect(get).toHaveBeenCalledWith('/api/notification/notification/queryMyNotification', { params: { currentPage: 1, pageSize: 50 }, silent: true });

    rows.unshift(published(3, '2026-01-05T00:00:00Z'));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.getByTestId('reminder-badge').textContent).toContain('2'));
    fireEvent.click(screen.getByTestId('reminder-bell'));
    expect((await screen.findByTestId('reminder-notifications')).textContent).toContain('New notifications');

    fireEvent.click(screen.getByRole('button', { name: 'read' }));
    await waitFor(() => expect(screen.queryByTestId('reminder-badge')).toBeNull());
  });

  it('is not asked for by someone who may not read notifications', async () => {
    const get = stubNotifications([published(1, '2026-01-02T00:00:00Z')]);
    const store = signedInStore(OPERATOR, []);
    store.set(menuAuthorityAtom, { menu: menuOf(['/workbench']), menuButton: [] });
    renderInShell(<TopBarPart />, { store });
    await act(async () => undefined);
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByTestId('reminder-bell')).toBeNull();
  });
});
