import type { MenuEntry } from '../../engine/access/menu-entry';

/** The Current user entity of spec 01 §3, as getSysUser returns it. */
export interface CurrentUser {
  token: string | null;
  name: string;
  avatar: string;
  tenantCode: string;
  tenantName: string;
  id: number;
  nickname: string;
  phone: string;
  email: string;
  geographic: string;
  address: string;
  profile: string;
  introduction: string;
  roles: string[];
  customerCode: string | null;
  customerId: number | null;
  customerName: string | null;
  ownerSite: number | null;
  ownerSiteCode: string | null;
  ownerSiteName: string | null;
  ownerCustomerCode: string | null;
  subjectId: string;
  subjectName: string;
  isAdmin: string;
  accessToken: string | null;
  refreshToken: string | null;
}

export interface MenuAuthority {
  menu: MenuEntry[];
  menuButton: { menuId: number; buttonId: number; menuButton: string }[];
}

/** Where the session is in its lifecycle (spec 01 §4). */
export type SessionPhase = 'anonymous' | 'token' | 'user' | 'ready';
