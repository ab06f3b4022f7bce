import { withRecordTitles } from './menu-titles';
import type { MenuRow } from './menu-tree';

const row = (over: Partial<MenuRow> = {}): MenuRow => ({
  id: 1, menuParent: null, menuCode: 'sysuser', menuName: '用户管理', menuNameEn: 'Users', menuPath: '/sysuser', menuIcon: null,
  menuSequence: 1, hideInMenu: false, meta: { titleKey: 'route.sysuser', title: { zh: '用户管理', en: 'Users' } }, ...over,
});

describe('withRecordTitles', () => {
  it('puts the language record of the title key over a name still as the catalogue seeded it', () => {
    const [out] = withRecordTitles([row()], new Map([['route.sysuser', { chinese: '账号管理', english: 'Accounts' }]]));
    expect(out).toMatchObject({ menuName: '账号管理', menuNameEn: 'Accounts', meta: { title: { zh: '账号管理', en: 'Accounts' } } });
  });

  it('keeps the catalogue name in a language the record leaves empty', () => {
    const [out] = withRecordTitles([row()], new Map([['route.sysuser', { chinese: '账号管理', english: null }]]));
    expect(out).toMatchObject({ menuName: '账号管理', menuNameEn: 'Users' });
  });

  it('keeps a name an administrator changed on /sysmenu, language by language', () => {
    const renamed = row({ menuName: '系统用户', menuNameEn: 'Users' });
    const [out] = withRecordTitles([renamed], new Map([['route.sysuser', { chinese: '账号管理', english: 'Accounts' }]]));
    expect(out).toMatchObject({ menuName: '系统用户', menuNameEn: 'Accounts' });
  });

  it('leaves menus without a record (or without a title key) as they are', () => {
    const rows = [row(), row({ id: 2, meta: null })];
    expect(withRecordTitles(rows, new Map([['route.other', { chinese: '其他', english: 'Other' }]]))).toEqual(rows);
  });
});
