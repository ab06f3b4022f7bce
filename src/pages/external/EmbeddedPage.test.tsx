// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { http } from '../../app/http';
import { renderInShell, setUpShellTests } from '../../reminders/shell-test-harness';
import { routeCatalogue } from '../../../schemas/routes';
import { EmbeddedPage } from './EmbeddedPage';

beforeAll(setUpShellTests);
afterEach(() => vi.restoreAllMocks());

const envelope = (data: unknown) => ({ data: { code: 200, message: 'success', status: 200, data } });

describe('EmbeddedPage', () => {
  it('frames the configured address under a bar with reload and open-in-a-new-window', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue(envelope({ path: '/grafana', url: 'https://grafana.example.com/d/ops', source: 'environment', variable: 'CLEARWAY_MONITOR_GRAFANA_URL' }));
    renderInShell(<EmbeddedPage route={routeCatalogue.byPath('/grafana')!} />, { path: '/grafana' });
    const frame = await screen.findByTestId('embedded-frame');
    expect(frame.getAttribute('src')).toBe('https://grafana.example.com/d/ops');
    expect(frame.getAttribute('title')).toBe('Grafana dashboards');
    expect(get).toHaveBeenCalledWith('/api/clearway/embedded-page', { params: { path: '/grafana' }, silent: true });
    expect(screen.getByRole('link', { name: /Open in a new window/ }).getAttribute('href')).toBe('https://grafana.example.com/d/ops');
    fireEvent.click(screen.getByRole('button', { name: /Reload/ }));
    expect(screen.getByTestId('embedded-frame')).not.toBe(frame);
  });

  it('says plainly that no address is configured, naming the variable, and shows no frame', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(envelope({ path: '/distributedlog/elk', url: null, source: null, variable: 'CLEARWAY_MONITOR_ELK_URL' }));
    renderInShell(<EmbeddedPage route={routeCatalogue.byPath('/distributedlog/elk')!} />, { path: '/distributedlog/elk' });
    const message = await screen.findByTestId('embedded-not-configured');
    expect(message.textContent).toContain('No address is configured for "ELK logs"');
    expect(message.textContent).toContain('CLEARWAY_MONITOR_ELK_URL');
    expect(screen.queryByTestId('embedded-frame')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    const get = vi.spyOn(http, 'get').mockRejectedValueOnce(new Error('没有权限执行此操作')).mockResolvedValue(envelope({ path: '/nacos', url: null, source: null, variable: 'CLEARWAY_MONITOR_NACOS_URL' }));
    renderInShell(<EmbeddedPage route={routeCatalogue.byPath('/nacos')!} />, { path: '/nacos' });
    expect((await screen.findByTestId('embedded-failed')).textContent).toContain('没有权限执行此操作');
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByTestId('embedded-not-configured')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
