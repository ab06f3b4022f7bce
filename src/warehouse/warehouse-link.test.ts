import { routeCatalogue } from '../../schemas/routes';
import type { WarehouseItem } from '../../widgets/warehouse-picker';
import type { CurrentUser } from '../session/session-types';
import { languageTypeOf, menuCodeOf, needsWarehousePick, openWarehouseSystem, wmsLoginRequest, type PopupWindow, type WarehouseLinkDeps } from './warehouse-link';

const user = (ownerSiteCode: string | null): CurrentUser => ({ name: 'operator', nickname: '操作员小王', ownerSiteCode, ownerSiteName: ownerSiteCode === '888888' ? '深圳总仓' : '深圳福田站' }) as CurrentUser;
const EMPLOYEE = { id: 7, employeeCode: 'E1002', employeeName: '操作员小王', siteCode: 'SZ001', siteName: '深圳福田站' };
const MENU = { menuCode: 'busiStockTrimLogList', menuPath: '/BusiStockTrimLogList' };
const SHENZHEN: WarehouseItem = { dictionaryValue: 'SZWH', dictionaryName: '深圳仓', dictionaryOrder: 1 };

function fakeWindow(): PopupWindow & { close: ReturnType<typeof vi.fn<() => void>> } {
  return { closed: false, close: vi.fn<() => void>(), location: { href: 'about:blank' } };
}

/** Deps recording what happens, in order. */
function deps(overrides: Partial<WarehouseLinkDeps> & { siteCode?: string | null } = {}) {
  const events: string[] = [];
  const popup = fakeWindow();
  const base: WarehouseLinkDeps = {
    user: () => user(overrides.siteCode === undefined ? 'SZ001' : overrides.siteCode),
    language: () => 'en',
    api: {
      currentEmployee: vi.fn(async () => (events.push('employee'), EMPLOYEE)),
      wmsLoginUrl: vi.fn(async () => (events.push('loginUrl'), { successUrl: 'https://wms.example/sso?token=abc' })),
    },
    pickWarehouse: vi.fn(async (onGesture: () => void) => (events.push('pick'), onGesture(), SHENZHEN)),
    openBlankWindow: vi.fn(() => (events.push('window'), popup)),
    openWindow: vi.fn(() => (events.push('late window'), fakeWindow())),
    popupBlocked: vi.fn(() => events.push('blocked')),
  };
  return { deps: { ...base, ...overrides }, events, popup };
}

describe('openWarehouseSystem', () => {
  it('opens the window inside the click, then points it at the successUrl from getWmsLoginUrl', async () => {
    const { deps: d, popup, events } = deps();
    const done = openWarehouseSystem(MENU, d);
    // Nothing awaited yet: the window is already open (pop-up blockers allow only this).
    expect(d.openBlankWindow).toHaveBeenCalledTimes(1);
    await done;
    expect(d.api.wmsLoginUrl).toHaveBeenCalledWith({
      employeeCode: 'E1002', employeeName: '操作员小王', languageType: 'en', menuCode: 'busiStockTrimLogList', menuPath: '/BusiStockTrimLogList', siteCode: 'SZ001', siteName: '深圳福田站',
    });
    expect(popup.location.href).toBe('https://wms.example/sso?token=abc');
    expect(d.pickWarehouse).not.toHaveBeenCalled();
    expect(events).toEqual(['employee', 'window', 'loginUrl']);
  });

  it('sends languageType cn when the interface is in Chinese', async () => {
    const { deps: d } = deps({ language: () => 'zh' });
    await openWarehouseSystem(MENU, d);
    expect(d.api.wmsLoginUrl).toHaveBeenCalledWith(expect.objectContaining({ languageType: 'cn' }));
  });

  it('asks a site-888888 user for a warehouse first, opens the window in the tile’s click, and sends the chosen warehouse', async () => {
    const { deps: d, popup, events } = deps({ siteCode: '888888' });
    await openWarehouseSystem(MENU, d);
    expect(events.indexOf('pick')).toBeLessThan(events.indexOf('window'));
    expect(d.api.wmsLoginUrl).toHaveBeenCalledWith(expect.objectContaining({ siteCode: 'SZWH', siteName: '深圳仓', employeeCode: 'E1002' }));
    expect(popup.location.href).toBe('https://wms.example/sso?token=abc');
  });

  it('does nothing more when the 888888 user closes the picker', async () => {
    const { deps: d } = deps({ siteCode: '888888', pickWarehouse: vi.fn(async () => undefined) });
    await openWarehouseSystem(MENU, d);
    expect(d.openBlankWindow).not.toHaveBeenCalled();
    expect(d.api.wmsLoginUrl).not.toHaveBeenCalled();
  });

  it('closes the blank window when getWmsLoginUrl fails', async () => {
    const { deps: d, popup } = deps();
    d.api.wmsLoginUrl = vi.fn().mockRejectedValue(new Error('未配置仓储系统地址'));
    await openWarehouseSystem(MENU, d);
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('about:blank');
  });

  it('closes the blank window when the employee cannot be read', async () => {
    const { deps: d, popup } = deps();
    d.api.currentEmployee = vi.fn().mockRejectedValue(new Error('500'));
    await openWarehouseSystem(MENU, d);
    expect(popup.close).toHaveBeenCalled();
    expect(d.api.wmsLoginUrl).not.toHaveBeenCalled();
  });

  it('closes the blank window when the reply has no successUrl', async () => {
    const { deps: d, popup } = deps();
    d.api.wmsLoginUrl = vi.fn().mockResolvedValue({});
    await openWarehouseSystem(MENU, d);
    expect(popup.close).toHaveBeenCalled();
  });

  it('tries again with the URL when the blank window was refused, and says so when that is refused too', async () => {
    const first = deps({ openBlankWindow: vi.fn(() => null) });
    await openWarehouseSystem(MENU, first.deps);
    expect(first.deps.openWindow).toHaveBeenCalledWith('https://wms.example/sso?token=abc');
    expect(first.deps.popupBlocked).not.toHaveBeenCalled();
    const second = deps({ openBlankWindow: vi.fn(() => null), openWindow: vi.fn(() => null) });
    await openWarehouseSystem(MENU, second.deps);
    expect(second.deps.popupBlocked).toHaveBeenCalledTimes(1);
  });
});

describe('wmsLoginRequest', () => {
  it('falls back on the user when the employee record lacks a field', () => {
    const body = wmsLoginRequest({ menu: MENU, employee: { employeeCode: 'E1', employeeName: null, siteCode: null, siteName: null }, user: user('SZ001'), language: 'en' });
    expect(body).toMatchObject({ employeeCode: 'E1', employeeName: '操作员小王', siteCode: 'SZ001', siteName: '深圳福田站' });
  });
});

describe('small rules', () => {
  it('picks a warehouse only for site 888888', () => {
    expect(needsWarehousePick(user('888888'))).toBe(true);
    expect(needsWarehousePick(user('SZ001'))).toBe(false);
    expect(needsWarehousePick(null)).toBe(false);
  });

  it('maps the interface language to cn or en', () => {
    expect(languageTypeOf('zh')).toBe('cn');
    expect(languageTypeOf('en')).toBe('en');
  });

  it('sends the route name as the menu code, whether given a path or a code', () => {
    expect(menuCodeOf('/BusiStockTrimLogList', routeCatalogue)).toBe('busiStockTrimLogList');
    expect(menuCodeOf('busiStockTrimLogList', routeCatalogue)).toBe('busiStockTrimLogList');
    expect(menuCodeOf('/unknown', routeCatalogue)).toBe('/unknown');
  });
});
