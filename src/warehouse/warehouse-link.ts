/**
 * The warehouse-system link (spec 01 §2 Navigation, §7): a WMS menu entry opens the external warehouse system in a
 * new window, signed in through `getWmsLoginUrl`. Users of site 888888 first choose a warehouse.
 *
 * Pop-up blockers only let a page open a window inside the person's click, so the window is opened blank at the
 * click (the menu click, or the warehouse tile's click) and pointed at the URL once the server has answered; it is
 * closed again when anything fails. The steps take their surroundings as {@link WarehouseLinkDeps}, so they are
 * tested without a browser.
 */
import type { Envelope } from '../../engine/data/envelope';
import type { RouteCatalogue } from '../../engine/schema/route-catalogue';
import type { WarehouseItem } from '../../widgets/warehouse-picker';
import { http } from '../app/http';
import type { CurrentUser } from '../session/session-types';

/** The site whose users choose a warehouse before going through (spec 01 §2). */
export const PICK_WAREHOUSE_SITE_CODE = '888888';

/** A WMS menu entry: its code and path, sent on to the warehouse system. */
export interface WmsMenu {
  menuCode: string;
  menuPath: string;
}

/** The reply of queryCurrentLoginEmployee. */
export interface LoginEmployee {
  id?: number | null;
  employeeCode: string | null;
  employeeName: string | null;
  siteCode: string | null;
  siteName: string | null;
}

/** The body of getWmsLoginUrl (spec 01 §7). */
export interface WmsLoginRequest {
  employeeCode: string;
  employeeName: string;
  languageType: 'cn' | 'en';
  menuCode: string;
  menuPath: string;
  siteCode: string;
  siteName: string;
}

/** The calls of the link, through the app's HTTP client (failures are told by it, spec 01 §8). */
export const warehouseApi = {
  async currentEmployee(): Promise<LoginEmployee> {
    return (await http.get<Envelope<LoginEmployee>>('/api/bdtibs/base/queryCurrentLoginEmployee')).data.data;
  },
  async wmsLoginUrl(body: WmsLoginRequest): Promise<{ successUrl: string }> {
    return (await http.post<Envelope<{ successUrl: string }>>('/api/bdtibs/login/getWmsLoginUrl', body)).data.data;
  },
};

/** Whether the user chooses a warehouse first: their owner site is 888888. */
export function needsWarehousePick(user: Pick<CurrentUser, 'ownerSiteCode'> | null): boolean {
  return user?.ownerSiteCode === PICK_WAREHOUSE_SITE_CODE;
}

/** The warehouse system's language code for the interface language: cn for Chinese, en otherwise. */
export function languageTypeOf(language: string): 'cn' | 'en' {
  return language.startsWith('zh') ? 'cn' : 'en';
}

/**
 * The menu code to send: the route's name, which is the menu's code on the server (`sys_menu.menu_code`). The
 * sidebar knows entries by path, so a path is translated through the catalogue; anything else is sent as given.
 * @example menuCodeOf('/BusiStockTrimLogList', routeCatalogue); // 'busiStockTrimLogList'
 */
export function menuCodeOf(menuCode: string, catalogue: Pick<RouteCatalogue, 'byPath'>): string {
  return menuCode.startsWith('/') ? catalogue.byPath(menuCode)?.name ?? menuCode : menuCode;
}

/** The request body from the employee record, the user, the site (the chosen warehouse, if any) and the language. */
export function wmsLoginRequest(input: {
  menu: WmsMenu;
  employee: LoginEmployee | null | undefined;
  user: Pick<CurrentUser, 'nickname' | 'ownerSiteCode' | 'ownerSiteName'> | null;
  warehouse?: Pick<WarehouseItem, 'dictionaryValue' | 'dictionaryName'>;
  language: string;
}): WmsLoginRequest {
  const { menu, employee, user, warehouse } = input;
  return {
    employeeCode: employee?.employeeCode ?? '',
    employeeName: employee?.employeeName ?? user?.nickname ?? '',
    languageType: languageTypeOf(input.language),
    menuCode: menu.menuCode,
    menuPath: menu.menuPath,
    siteCode: warehouse ? warehouse.dictionaryValue : employee?.siteCode ?? user?.ownerSiteCode ?? '',
    siteName: warehouse ? warehouse.dictionaryName : employee?.siteName ?? user?.ownerSiteName ?? '',
  };
}

/** The part of a window the link uses. */
export interface PopupWindow {
  closed: boolean;
  close(): void;
  location: { href: string };
}

/** What the link needs from its surroundings. */
export interface WarehouseLinkDeps {
  user(): CurrentUser | null;
  language(): string;
  api: Pick<typeof warehouseApi, 'currentEmployee' | 'wmsLoginUrl'>;
  /** Opens the warehouse picker; `onGesture` runs inside the tile's click. Resolves undefined when closed. */
  pickWarehouse(onGesture: () => void): Promise<WarehouseItem | undefined>;
  /** Opens a blank window now (inside a click); null when the browser refuses. */
  openBlankWindow(): PopupWindow | null;
  /** Opens the URL in a new window outside a click (when the blank one was refused); null when refused again. */
  openWindow(url: string): PopupWindow | null;
  /** Tells the person the browser blocked the window. */
  popupBlocked(): void;
}

/**
 * Opens a WMS menu entry in the warehouse system: employee and user → (site 888888: the warehouse picker) →
 * getWmsLoginUrl → successUrl in the new window. Must be called inside the click so the window may open.
 */
export async function openWarehouseSystem(menu: WmsMenu, deps: WarehouseLinkDeps): Promise<void> {
  const user = deps.user();
  const popup: { current: PopupWindow | null } = { current: null };
  // Asked at once, while the person picks a warehouse; a failure counts only if the link goes on.
  const employeeCall = deps.api.currentEmployee();
  employeeCall.catch(() => undefined);
  let warehouse: WarehouseItem | undefined;
  if (needsWarehousePick(user)) {
    warehouse = await deps.pickWarehouse(() => {
      popup.current = deps.openBlankWindow();
    });
    if (!warehouse) return;
  } else {
    popup.current = deps.openBlankWindow();
  }
  try {
    const employee = await employeeCall;
    const reply = await deps.api.wmsLoginUrl(wmsLoginRequest({ menu, employee, user, warehouse, language: deps.language() }));
    if (!reply?.successUrl) throw new Error('getWmsLoginUrl gave no successUrl');
    if (popup.current && !popup.current.closed) popup.current.location.href = reply.successUrl;
    else if (!deps.openWindow(reply.successUrl)) deps.popupBlocked();
  } catch {
    // The HTTP client has told the person what went wrong; the blank window must not stay behind.
    popup.current?.close();
  }
}
