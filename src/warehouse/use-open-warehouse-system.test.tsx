// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dataQuery } from '../app/data-query';
import { http } from '../app/http';
import { renderInShell, setUpShellTests, signedInStore, testUser } from '../reminders/shell-test-harness';
import { useOpenWarehouseSystem } from './use-open-warehouse-system';

beforeAll(setUpShellTests);
afterEach(() => vi.restoreAllMocks());

const envelope = (data: unknown) => ({ data: { code: 200, message: 'success', status: 200, data } });
const EMPLOYEE = { id: 1, employeeCode: 'E0001', employeeName: '系统管理员', siteCode: '888888', siteName: '深圳总仓' };
const WAREHOUSES = [
  { dictionaryValue: 'SZWH', dictionaryName: '深圳仓', dictionaryOrder: 1 },
  { dictionaryValue: 'HKWH', dictionaryName: '香港仓', dictionaryOrder: 2 },
  { dictionaryValue: 'GZWH', dictionaryName: '广州仓（建设中）', dictionaryOrder: null },
];

function MenuEntry() {
  const openWarehouse = useOpenWarehouseSystem();
  return <button type="button" onClick={() => void openWarehouse({ menuCode: '/BusiStockTrimLogList', menuPath: '/BusiStockTrimLogList' })}>库存调整日志</button>;
}

function stubCalls(successUrl = 'https://wms.example/sso?token=abc') {
  const get = vi.spyOn(http, 'get').mockResolvedValue(envelope(EMPLOYEE));
  const post = vi.spyOn(http, 'post').mockResolvedValue(envelope({ successUrl, expiresIn: 120 }));
  const findAll = vi.spyOn(dataQuery, 'findAll').mockResolvedValue(WAREHOUSES as never);
  const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' }, opener: {} as unknown, document: document.implementation.createHTMLDocument('') };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { get, post, findAll, open, popup };
}

describe('useOpenWarehouseSystem', () => {
  it('goes straight through for a site other than 888888: window at the click, then the sign-in URL', async () => {
    const calls = stubCalls();
    renderInShell(<MenuEntry />, { store: signedInStore(testUser()) });
    fireEvent.click(screen.getByText('库存调整日志'));
    expect(calls.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.popup.location.href).toBe('https://wms.example/sso?token=abc'));
    expect(calls.get).toHaveBeenCalledWith('/api/bdtibs/base/queryCurrentLoginEmployee');
    expect(calls.post).toHaveBeenCalledWith('/api/bdtibs/login/getWmsLoginUrl', {
      employeeCode: 'E0001', employeeName: '系统管理员', languageType: 'en', menuCode: 'busiStockTrimLogList', menuPath: '/BusiStockTrimLogList', siteCode: '888888', siteName: '深圳总仓',
    });
    expect(calls.popup.opener).toBeNull();
    expect(calls.findAll).not.toHaveBeenCalled();
  });

  it('asks a site-888888 user to choose a warehouse, refuses one under construction, and goes with the chosen one', async () => {
    const calls = stubCalls();
    renderInShell(<MenuEntry />, { store: signedInStore(testUser({ ownerSiteCode: '888888', ownerSiteName: '深圳总仓' })) });
    act(() => {
      fireEvent.click(screen.getByText('库存调整日志'));
    });
    expect((await screen.findAllByText('Choose a warehouse')).length).toBeGreaterThan(0);
    expect(calls.open).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByText('广州仓（建设中）'));
    expect(await screen.findByText('under construction, stay tuned')).toBeTruthy();
    expect(calls.open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('香港仓'));
    expect(calls.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.popup.location.href).toBe('https://wms.example/sso?token=abc'));
    expect(calls.post).toHaveBeenCalledWith('/api/bdtibs/login/getWmsLoginUrl', expect.objectContaining({ siteCode: 'HKWH', siteName: '香港仓' }));
    await waitFor(() => expect(screen.queryAllByText('Choose a warehouse')).toEqual([]));
  });

  it('closes the window when the sign-in URL cannot be had', async () => {
    const calls = stubCalls();
    calls.post.mockRejectedValue(new Error('未配置仓储系统地址（CLEARWAY_WMS_URL）'));
    renderInShell(<MenuEntry />, { store: signedInStore(testUser()) });
    fireEvent.click(screen.getByText('库存调整日志'));
    await waitFor(() => expect(calls.popup.close).toHaveBeenCalled());
    expect(calls.popup.location.href).toBe('about:blank');
  });
});
