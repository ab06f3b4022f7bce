// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '../../app/http';
import { formatDateTime } from '../../../engine/format/format-date';
import { renderInShell, setUpShellTests } from '../../reminders/shell-test-harness';
import MyNotificationPage from './MyNotificationPage';

beforeAll(setUpShellTests);
afterEach(() => vi.restoreAllMocks());

const envelope = (data: unknown) => ({ data: { code: 200, message: 'success', status: 200, data } });

const ROWS = [
  { id: 2, title: '深圳总仓盘点安排', content: '深圳总仓每月最后一个周六 18:00 后进行盘点。\n盘点期间暂停出入库扫描。', type: 'business', priority: 'normal', publisher: '运营部', startTime: '2025-06-01T00:00:00.000Z', endTime: '2099-12-31T23:59:59.000Z' },
  { id: 1, title: 'Holiday hours', content: '<p>Closed at <b>14:00</b></p><img src="x" onerror="window.hacked=true"><script>window.hacked=true</script>', type: 'announcement', priority: 'high', publisher: 'Admin', startTime: '2025-01-01T00:00:00.000Z', endTime: null },
];

const TYPES = [
  { value: 'announcement', label: 'Announcement', zh: '系统公告', en: 'Announcement' },
  { value: 'business', label: 'Business notice', zh: '业务通知', en: 'Business notice' },
];
const PRIORITIES = [
  { value: 'high', label: 'High', zh: '高', en: 'High' },
  { value: 'normal', label: 'Normal', zh: '中', en: 'Normal' },
];

function stubServer(page: { list: unknown[]; total: number } = { list: ROWS, total: 2 }) {
  return vi.spyOn(http, 'get').mockImplementation(async (url, config) => {
    const params = config?.params as { currentPage: number; pageSize: number } | undefined;
    if (url.endsWith('/queryNotificationType')) return envelope(TYPES);
    if (url.endsWith('/queryNotificationPriority')) return envelope(PRIORITIES);
    if (url.endsWith('/queryMyNotification')) return envelope({ ...page, currentPage: params?.currentPage, pageSize: params?.pageSize });
    throw new Error(`unexpected ${url}`);
  });
}

describe('MyNotificationPage', () => {
  it('lists the notifications with title, type, priority, publisher and formatted times', async () => {
    const get = stubServer();
    renderInShell(<MyNotificationPage />, { path: '/mynotification' });
    const row = await screen.findByTestId('notification-row-2');
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['深圳总仓盘点安排', 'Business notice', 'Normal', '运营部', formatDateTime('2025-06-01T00:00:00.000Z'), formatDateTime('2099-12-31T23:59:59.000Z')]);
    expect(cells[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const other = within(screen.getByTestId('notification-row-1')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(other.slice(1, 3)).toEqual(['Announcement', 'High']);
    expect(other[5]).toBe('No end');
    expect(get).toHaveBeenCalledWith('/api/notification/notification/queryMyNotification', { params: { currentPage: 1, pageSize: 10 } });
    expect(screen.getByText('2 in all')).toBeTruthy();
  });

  it('opens a notification’s content in a drawer when its row is clicked', async () => {
    stubServer();
    renderInShell(<MyNotificationPage />, { path: '/mynotification' });
    fireEvent.click(await screen.findByText('深圳总仓盘点安排'));
    const content = await screen.findByTestId('notification-content');
    expect(content.textContent).toBe('深圳总仓每月最后一个周六 18:00 后进行盘点。\n盘点期间暂停出入库扫描。');
    const drawer = content.closest('.ant-drawer')! as HTMLElement;
    expect(within(drawer).getByText('运营部')).toBeTruthy();
  });

  it('shows rich-text content with its formatting, purified: nothing run', async () => {
    (window as unknown as { hacked?: boolean }).hacked = false;
    stubServer();
    renderInShell(<MyNotificationPage />, { path: '/mynotification' });
    fireEvent.click(await screen.findByText('Holiday hours'));
    const content = await screen.findByTestId('notification-content');
    expect(content.textContent).toBe('Closed at 14:00');
    expect(content.querySelector('p b')!.textContent).toBe('14:00');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBe(false);
  });

  it('asks for the page the person moves to', async () => {
    const get = stubServer({ list: ROWS, total: 25 });
    renderInShell(<MyNotificationPage />, { path: '/mynotification' });
    await screen.findByTestId('notification-row-2');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/notification/notification/queryMyNotification', { params: { currentPage: 2, pageSize: 10 } }));
  });

  it('shows an empty state when there is no notification', async () => {
    stubServer({ list: [], total: 0 });
    renderInShell(<MyNotificationPage />, { path: '/mynotification' });
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });

  it('shows the empty state when the call fails', async () => {
    vi.spyOn(http, 'get').mockRejectedValue(new Error('boom'));
    renderInShell(<MyNotificationPage />, { path: '/mynotification' });
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });

  it('shows the raw type and priority when their lists cannot be had', async () => {
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url.endsWith('/queryMyNotification')) return envelope({ list: ROWS, total: 2, currentPage: 1, pageSize: 10 });
      throw new Error('lists down');
    });
    renderInShell(<MyNotificationPage />, { path: '/mynotification' });
    const row = await screen.findByTestId('notification-row-2');
    expect(within(row).getAllByRole('cell').slice(1, 3).map((cell) => cell.textContent)).toEqual(['business', 'normal']);
  });
});
