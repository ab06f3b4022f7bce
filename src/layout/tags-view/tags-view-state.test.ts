import {
  MAX_TAGS, cachedKeysFor, initialTagsViewState, nextViewAfterClose, tagsViewReducer, type TagsViewAction, type TagsViewState,
  type View,
} from './tags-view-state';

function view(path: string, extra: Partial<View> = {}): View {
  return { path, fullPath: path, name: path.slice(1), title: { zh: path, en: path }, ...extra };
}

const workbench = view('/workbench', { affix: true, parents: ['/'] });
const putScan = view('/putScan', { parents: ['/operate', '/operate/warehouseOperation'] });
const orders = view('/orderList', { parents: ['/orderManage'] });
const detail = view('/orderDetail', { noCache: true, parents: ['/orderManage'] });

function run(...actions: TagsViewAction[]): TagsViewState {
  return actions.reduce(tagsViewReducer, initialTagsViewState);
}

const opened = (): TagsViewState => run(
  { type: 'addView', view: workbench },
  { type: 'addView', view: putScan },
  { type: 'addView', view: orders },
  { type: 'addView', view: detail },
);

const paths = (state: TagsViewState): string[] => state.visited.map((v) => v.path);

describe('addView', () => {
  it(`keeps at most ${MAX_TAGS} unpinned tabs: the unpinned one opened first goes, pinned ones stay`, () => {
    const many = Array.from({ length: MAX_TAGS + 2 }, (_, i) => view(`/page${i}`));
    const state = run({ type: 'addView', view: workbench }, ...many.map((v) => ({ type: 'addView', view: v }) as TagsViewAction));
    expect(paths(state)).toEqual(['/workbench', ...many.slice(2).map((v) => v.path)]);
    expect(state.cached).not.toContain('/page0');
    expect(state.cached).toContain(`/page${MAX_TAGS + 1}`);
    // Visiting an open tab again closes nothing.
    expect(tagsViewReducer(state, { type: 'addView', view: many[5]! }).visited).toHaveLength(MAX_TAGS + 1);
  });

  it('appends new views in visiting order', () => {
    expect(paths(opened())).toEqual(['/workbench', '/putScan', '/orderList', '/orderDetail']);
  });

  it('does not duplicate a path, keeps its place and updates fullPath and query', () => {
    const state = tagsViewReducer(opened(), {
      type: 'addView', view: view('/putScan', { fullPath: '/putScan?orderCodes=A1', query: { orderCodes: 'A1' } }),
    });
    expect(paths(state)).toEqual(['/workbench', '/putScan', '/orderList', '/orderDetail']);
    expect(state.visited[1].fullPath).toBe('/putScan?orderCodes=A1');
    expect(state.visited[1].query).toEqual({ orderCodes: 'A1' });
  });

  it('does not mutate the previous state', () => {
    const before = opened();
    const snapshot = structuredClone(before);
    tagsViewReducer(before, { type: 'addView', view: view('/new') });
    tagsViewReducer(before, { type: 'closeAll' });
    expect(before).toEqual(snapshot);
  });
});

describe('cached views', () => {
  it('caches every view unless noCache, with the parents of cached views', () => {
    expect(opened().cached).toEqual([
      '/', '/workbench', '/operate', '/operate/warehouseOperation', '/putScan', '/orderManage', '/orderList',
    ]);
  });

  it('drops the keys of a closed view but keeps parents still needed by another view', () => {
    const state = tagsViewReducer(opened(), { type: 'closeView', path: '/putScan' });
    expect(state.cached).toEqual(['/', '/workbench', '/orderManage', '/orderList']);
    const again = tagsViewReducer(tagsViewReducer(state, { type: 'addView', view: view('/other', { parents: ['/orderManage'] }) }),
      { type: 'closeView', path: '/orderList' });
    expect(again.cached).toContain('/orderManage');
  });

  it('cachedKeysFor lists the parents then the view, and nothing for noCache', () => {
    expect(cachedKeysFor(putScan)).toEqual(['/operate', '/operate/warehouseOperation', '/putScan']);
    expect(cachedKeysFor(view('/a'), ['/p', '/p'])).toEqual(['/p', '/a']);
    expect(cachedKeysFor(detail, ['/orderManage'])).toEqual([]);
  });
});

describe('closeView', () => {
  it('removes the view', () => {
    expect(paths(tagsViewReducer(opened(), { type: 'closeView', path: '/orderList' })))
      .toEqual(['/workbench', '/putScan', '/orderDetail']);
  });

  it('cannot close an affixed view', () => {
    const state = opened();
    expect(tagsViewReducer(state, { type: 'closeView', path: '/workbench' })).toBe(state);
  });

  it('ignores an unknown path', () => {
    const state = opened();
    expect(tagsViewReducer(state, { type: 'closeView', path: '/nowhere' })).toBe(state);
  });
});

describe('closeOthers and closeAll', () => {
  it('closeOthers keeps the affixed views and the given one', () => {
    const state = tagsViewReducer(opened(), { type: 'closeOthers', view: orders });
    expect(paths(state)).toEqual(['/workbench', '/orderList']);
    expect(state.cached).toEqual(['/', '/workbench', '/orderManage', '/orderList']);
  });

  it('closeAll keeps only the affixed views', () => {
    const state = tagsViewReducer(opened(), { type: 'closeAll' });
    expect(paths(state)).toEqual(['/workbench']);
    expect(state.cached).toEqual(['/', '/workbench']);
  });

  it('closeAll with no affixed views empties everything', () => {
    const state = run({ type: 'addView', view: orders }, { type: 'closeAll' });
    expect(state).toEqual({ visited: [], cached: [] });
  });
});

describe('nextViewAfterClose', () => {
  it('goes to the fullPath of the last remaining view, before or after the close', () => {
    const before = tagsViewReducer(opened(), { type: 'addView', view: view('/orderDetail', { fullPath: '/orderDetail?id=7' }) });
    expect(nextViewAfterClose(before, '/putScan')).toBe('/orderDetail?id=7');
    expect(nextViewAfterClose(before, '/orderDetail')).toBe('/orderList');
    const after = tagsViewReducer(before, { type: 'closeView', path: '/orderDetail' });
    expect(nextViewAfterClose(after, '/orderDetail')).toBe('/orderList');
  });

  it("goes to '/' when no view is left", () => {
    const state = run({ type: 'addView', view: orders });
    expect(nextViewAfterClose(state, '/orderList')).toBe('/');
    expect(nextViewAfterClose(initialTagsViewState, '/x')).toBe('/');
  });
});
