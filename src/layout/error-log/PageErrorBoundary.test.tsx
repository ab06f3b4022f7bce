// @vitest-environment jsdom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { createErrorLogStore } from './error-log-store';
import { PageErrorBoundary } from './PageErrorBoundary';

let broken = true;

function FlakyPage() {
  if (broken) throw new Error('page exploded');
  return <p>page content</p>;
}

/** React (development) re-dispatches caught render errors on the window; jsdom prints them unless prevented. */
const quiet = (event: ErrorEvent) => event.preventDefault();

describe('PageErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.addEventListener('error', quiet);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.removeEventListener('error', quiet);
  });

  it('shows an error result instead of the page, logs the error in production, and retries', async () => {
    const store = createErrorLogStore({ url: () => 'http://app.test/orderList' });
    const shell = renderShell(
      <PageErrorBoundary production store={store}>
        <FlakyPage />
      </PageErrorBoundary>,
      { language: 'en' },
    );
    expect(screen.getByText('Something went wrong on this page')).toBeTruthy();
    expect(screen.getByText('page exploded')).toBeTruthy();
    const logged = store.entries().filter((entry) => entry.source === 'render');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ message: 'page exploded', url: 'http://app.test/orderList' });
    expect(logged[0]!.stack).toContain('FlakyPage');
    broken = false;
    await shell.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('does not log outside production', () => {
    const store = createErrorLogStore();
    renderShell(
      <PageErrorBoundary production={false} store={store}>
        <FlakyPage />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('页面出错了')).toBeTruthy();
    expect(store.entries()).toEqual([]);
  });

  it('renders the page again when its reset key changes', async () => {
    function Host() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => setPath('/b')}>
            go
          </button>
          <PageErrorBoundary production={false} resetKey={path}>
            <FlakyPage />
          </PageErrorBoundary>
        </>
      );
    }
    const shell = renderShell(<Host />);
    expect(screen.getByText('页面出错了')).toBeTruthy();
    broken = false;
    await shell.user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText('page content')).toBeTruthy();
  });
});
