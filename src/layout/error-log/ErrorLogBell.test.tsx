// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { createErrorLogStore } from './error-log-store';
import { ErrorLogBell } from './ErrorLogBell';

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('ErrorLogBell', () => {
  it('shows nothing outside production, even with entries', () => {
    const store = createErrorLogStore();
    store.add({ message: 'boom', source: 'render' });
    renderShell(<ErrorLogBell production={false} store={store} />);
    expect(screen.queryByTestId('error-log-bell')).toBeNull();
  });

  it('shows in production only once the log has entries, with their count', async () => {
    const store = createErrorLogStore();
    renderShell(<ErrorLogBell production store={store} />);
    expect(screen.queryByTestId('error-log-bell')).toBeNull();
    act(() => {
      store.add({ message: 'first', source: 'render' });
      store.add({ message: 'second', source: 'render' });
    });
    const bell = await screen.findByTestId('error-log-bell');
    expect(within(bell).getByText('2')).toBeTruthy();
  });

  it("logs the window's unhandled errors and rejections in production", async () => {
    const store = createErrorLogStore();
    renderShell(<ErrorLogBell production store={store} />);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: broken', error: new Error('broken') }));
      window.dispatchEvent(rejection(new Error('not handled')));
    });
    expect(within(await screen.findByTestId('error-log-bell')).getByText('2')).toBeTruthy();
    expect(store.entries().map((entry) => entry.message)).toEqual(['broken', 'not handled']);
  });

  it('lists the errors with message, where and when, the stack folded, and clears them', async () => {
    const store = createErrorLogStore({ now: () => new Date(2024, 0, 2, 3, 4, 5).getTime(), url: () => 'http://app.test/putScan' });
    store.add({ message: 'Cannot read properties of undefined', stack: 'TypeError: Cannot read\n    at ScanPage', source: 'error' });
    const shell = renderShell(<ErrorLogBell production store={store} />, { language: 'en' });
    await shell.user.click(screen.getByTestId('error-log-bell'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error log (1)')).toBeTruthy();
    expect(within(dialog).getByText('Cannot read properties of undefined')).toBeTruthy();
    expect(within(dialog).getByText('http://app.test/putScan')).toBeTruthy();
    expect(within(dialog).getByText('2024-01-02 03:04:05')).toBeTruthy();
    expect(within(dialog).queryByText(/at ScanPage/)).toBeNull();
    await shell.user.click(within(dialog).getByText('Stack'));
    expect(await within(dialog).findByText(/at ScanPage/)).toBeTruthy();
    await shell.user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(store.entries()).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('error-log-bell')).toBeNull());
  });

  it('titles the dialog in Chinese', async () => {
    const store = createErrorLogStore();
    store.add({ message: 'boom', source: 'render' });
    const shell = renderShell(<ErrorLogBell production store={store} />, { language: 'zh' });
    await shell.user.click(screen.getByTestId('error-log-bell'));
    expect(await screen.findByText('错误日志（1）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '清 空' })).toBeTruthy();
  });
});
