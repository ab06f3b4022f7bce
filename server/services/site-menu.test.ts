import { siteMenuScope } from './site-menu';

describe('siteMenuScope', () => {
  const user = (isAdmin: boolean, ownerSiteCode: string | null, roles: string[] = []) => ({ isAdmin, ownerSiteCode, roles });

  it('gives administrators and people of site 888888 the warehouse sites', () => {
    expect(siteMenuScope(user(true, 'SZ001'))).toEqual({ kind: 'warehouses' });
    expect(siteMenuScope(user(false, 'SZ001', ['ROLE_ADMIN']))).toEqual({ kind: 'warehouses' });
    expect(siteMenuScope(user(false, '888888'))).toEqual({ kind: 'warehouses' });
  });

  it('gives everyone else their own site (none without one)', () => {
    expect(siteMenuScope(user(false, 'SZ001'))).toEqual({ kind: 'own', siteCode: 'SZ001' });
    expect(siteMenuScope(user(false, null))).toEqual({ kind: 'own', siteCode: null });
  });
});
