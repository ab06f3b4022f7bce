import type { RequestDb } from '../entity/row-store';
import type { SessionUser } from '../http/request-context';
import { seesEverything } from './menu-authority';

/** The head-office site whose people choose a warehouse before the warehouse system opens (spec 01 §2, §6). */
export const PICK_WAREHOUSE_SITE_CODE = '888888';

/**
 * A site of querySiteMenu, also in the warehouse-item shape the warehouse dialog draws (spec 01 §3:
 * dictionaryValue, dictionaryName, dictionaryOrder), so a tile can be made from either source.
 */
export interface SiteMenuItem {
  id: number;
  siteCode: string;
  siteName: string;
  siteNameEn: string | null;
  siteType: string | null;
  siteOrder: number | null;
  dictionaryValue: string;
  dictionaryName: string;
  dictionaryOrder: number | null;
}

/** Who sees which sites: the choosing users the warehouse sites, everyone else their own site. */
export function siteMenuScope(user: Pick<SessionUser, 'isAdmin' | 'roles' | 'ownerSiteCode'>): { kind: 'warehouses' } | { kind: 'own'; siteCode: string | null } {
  if (seesEverything(user) || user.ownerSiteCode === PICK_WAREHOUSE_SITE_CODE) return { kind: 'warehouses' };
  return { kind: 'own', siteCode: user.ownerSiteCode };
}

/**
 * The sites the signed-in user may pick (GET querySiteMenu, docs/api.md "Base data: sites, dictionaries, customs and
 * ports"): administrators and people of site 888888 get every open warehouse site of their tenant but 888888 itself
 * (the one choosing), in the order of `siteOrder` (a site without one comes last: under construction, not pickable);
 * anyone else gets their own site when it is open, or nothing.
 */
export async function querySiteMenu(db: RequestDb, user: SessionUser): Promise<SiteMenuItem[]> {
  const scope = siteMenuScope(user);
  let query = db.selectFrom('baseSite')
    .select(['id', 'siteCode', 'siteName', 'siteNameEn', 'siteType', 'siteOrder'])
    .where('tenantId', '=', user.tenantId)
    .where('blOpen', '=', 1);
  if (scope.kind === 'own') {
    if (!scope.siteCode) return [];
    query = query.where('siteCode', '=', scope.siteCode);
  } else {
    query = query.where('siteType', '=', 'warehouse').where('siteCode', '<>', PICK_WAREHOUSE_SITE_CODE);
  }
  const rows = await query.orderBy((eb) => eb.ref('siteOrder'), (ob) => ob.asc().nullsLast()).orderBy('siteCode').execute();
  return rows.map((row) => ({
    id: row.id,
    siteCode: row.siteCode,
    siteName: row.siteName,
    siteNameEn: row.siteNameEn ?? null,
    siteType: row.siteType ?? null,
    siteOrder: row.siteOrder ?? null,
    dictionaryValue: row.siteCode,
    dictionaryName: row.siteName,
    dictionaryOrder: row.siteOrder ?? null,
  }));
}
