// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routeCatalogue } from '../../../schemas/routes';
import { http } from '../../app/http';
import { renderInShell, setUpShellTests, signedInStore, testUser } from '../../reminders/shell-test-harness';
import { WmsLaunchPage } from './WmsLaunchPage';

beforeAll(setUpShellTests);
afterEach(() => vi.restoreAllMocks());

const envelope = (data: unknown) => ({ data: { code: 200, message: 'success', status: 200, data } });

describe('WmsLaunchPage', () => {
  const route = routeCatalogue.byPath('/BusiStockTrimLogList')!;

  it('explains that the page opens in the warehouse system', () => {
    renderInShell(<WmsLaunchPage route={route} />, { path: route.path });
    expect(screen.getByText('"Stock adjustment log" opens in the warehouse system')).toBeTruthy();
    expect(screen.getByTestId('wms-launch').textContent).toContain('Open the warehouse system');
  });

  it('opens the warehouse system with the route’s menu code and path', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(envelope({ employeeCode: 'E1002', employeeName: '操作员小王', siteCode: 'SZ001', siteName: '深圳福田站' }));
    const post = vi.spyOn(http, 'post').mockResolvedValue(envelope({ successUrl: 'https://wms.example/in' }));
    const popup = { closed: false, close: vi.fn(), location: { href: '' }, opener: null, document: document.implementation.createHTMLDocument('') };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderInShell(<WmsLaunchPage route={route} />, { path: route.path, store: signedInStore(testUser()) });
    fireEvent.click(screen.getByTestId('wms-launch'));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toBe('https://wms.example/in'));
    expect(post).toHaveBeenCalledWith('/api/bdtibs/login/getWmsLoginUrl', expect.objectContaining({ menuCode: 'busiStockTrimLogList', menuPath: '/BusiStockTrimLogList', siteCode: 'SZ001', languageType: 'en' }));
  });
});
