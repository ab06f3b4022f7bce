import { isInMenu } from '../../../engine/schema/route-catalogue';
import { routeCatalogue } from '../../../schemas/routes';
import { buildMenuSearch, searchMenus, titlePinyin } from './menu-search';

const routes = routeCatalogue.all().filter(isInMenu);
const zh = buildMenuSearch(routes, 'zh');
const en = buildMenuSearch(routes, 'en');
const paths = (found: { path: string }[]): string[] => found.map((route) => route.path);

describe('titlePinyin', () => {
  it('gives the full pinyin and the initials without tones or separators', () => {
    expect(titlePinyin('入库扫描')).toEqual({ full: 'rukusaomiao', initials: 'rksm' });
  });
});

describe('searchMenus in Chinese', () => {
  it('finds by Chinese title, best match first', () => {
    const found = searchMenus(zh, '入库');
    expect(found[0].path).toBe('/putScan');
    expect(found[0].title.zh).toBe('入库扫描');
  });

  it('finds by pinyin initials', () => {
    expect(searchMenus(zh, 'rksm')[0].path).toBe('/putScan');
    const orders = searchMenus(zh, 'ddgl').slice(0, 2);
    expect(orders.every((route) => route.title.zh === '订单管理')).toBe(true);
    expect(paths(orders)).toContain('/orderManage');
  });

  it('finds by full pinyin', () => {
    expect(searchMenus(zh, 'rukusaomiao')[0].path).toBe('/putScan');
  });

  it('finds by path', () => {
    expect(searchMenus(zh, 'putScan')[0].path).toBe('/putScan');
  });

  it('finds nothing for nonsense or a blank query', () => {
    expect(searchMenus(zh, 'qwxzqwxz')).toEqual([]);
    expect(searchMenus(zh, '   ')).toEqual([]);
  });
});

describe('searchMenus in English', () => {
  it('finds by English title', () => {
    expect(searchMenus(en, 'Put-in scan')[0].path).toBe('/putScan');
    expect(searchMenus(en, 'Orders')[0].path).toBe('/orderManage');
  });

  it('finds by path', () => {
    expect(searchMenus(en, '/sysuser')[0].path).toBe('/sysuser');
  });

  it('does not search pinyin or Chinese titles', () => {
    expect(paths(searchMenus(en, 'rukusaomiao'))).not.toContain('/putScan');
    expect(searchMenus(en, '入库扫描')).toEqual([]);
  });

  it('finds nothing for nonsense', () => {
    expect(searchMenus(en, 'xyzzy')).toEqual([]);
  });
});

describe('buildMenuSearch', () => {
  it('returns the routes it was given, with their own fields', () => {
    const custom = [{ path: '/a', title: { zh: '甲', en: 'Alpha' }, extra: 1 }];
    const found = searchMenus(buildMenuSearch(custom, 'en'), 'alpha');
    expect(found).toEqual(custom);
    expect(found[0]).toBe(custom[0]);
  });
});
