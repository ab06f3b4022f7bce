import { routeCatalogue } from '../../../schemas/routes';
import { addRecentPage, isRecordablePath, parseRecentPages, recentEntries, recentPagesKey, RECENT_PAGES_LIMIT, type RecentPage } from './recent-pages';

const page = (path: string, visitedAt = 1, query = ''): RecentPage => ({ path, fullPath: path + query, visitedAt });

describe('addRecentPage', () => {
  it('puts the visit first and drops the earlier visit of the same path', () => {
    const list = addRecentPage([page('/a', 1), page('/b', 2)], page('/b', 3, '?x=1'));
    expect(list).toEqual([page('/b', 3, '?x=1'), page('/a', 1)]);
  });

  it('keeps at most the limit', () => {
    let list: RecentPage[] = [];
    for (let i = 0; i < 20; i++) list = addRecentPage(list, page(`/p${i}`, i));
    expect(list.length).toBe(RECENT_PAGES_LIMIT);
    expect(list[0]!.path).toBe('/p19');
  });
});

describe('parseRecentPages', () => {
  it('reads a stored list and drops malformed entries', () => {
    const raw = JSON.stringify([page('/a'), { path: 'javascript:alert(1)', fullPath: 'javascript:alert(1)', visitedAt: 1 }, { path: '/b' }, null]);
    expect(parseRecentPages(raw)).toEqual([page('/a')]);
  });

  it.each([null, '', 'not json', '{"path":"/a"}'])('reads %j as empty', (raw) => {
    expect(parseRecentPages(raw)).toEqual([]);
  });

  it('keys the list by username', () => {
    expect(recentPagesKey('operator')).toBe('clearway.recentPages.operator');
  });
});

describe('isRecordablePath', () => {
  it.each([
    ['/orderReview', true],
    ['/mynotification', true],
    ['/', false],
    ['/customerManage', false],
    ['/login', false],
    ['/nowhere', false],
    ['/redirect/orderReview', false],
  ])('%s → %s', (path, expected) => {
    expect(isRecordablePath(path, routeCatalogue)).toBe(expected);
  });
});

describe('recentEntries', () => {
  it('lists visits newest first, then open tabs not visited, without the excluded paths', () => {
    const entries = recentEntries(
      [page('/orderReview', 5), page('/workbench', 4), page('/sysuser', 3)],
      [{ path: '/workbench', fullPath: '/workbench' }, { path: '/sysuser', fullPath: '/sysuser' }, { path: '/mynotification', fullPath: '/mynotification?a=1' }],
      ['/workbench'],
    );
    expect(entries).toEqual([
      { path: '/orderReview', fullPath: '/orderReview', visitedAt: 5, open: false },
      { path: '/sysuser', fullPath: '/sysuser', visitedAt: 3, open: true },
      { path: '/mynotification', fullPath: '/mynotification?a=1', open: true },
    ]);
  });

  it('stops at the limit', () => {
    const recent = Array.from({ length: 6 }, (_, i) => page(`/r${i}`));
    const tabs = Array.from({ length: 6 }, (_, i) => ({ path: `/t${i}`, fullPath: `/t${i}` }));
    expect(recentEntries(recent, tabs, [], 8).length).toBe(8);
  });
});
