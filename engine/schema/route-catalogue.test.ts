import { describe, expect, it } from 'vitest';
import { buildCatalogue as buildUnchecked, isInMenu, type RouteEntry } from './route-catalogue';
import { validateRouteFile } from './route-file-validation';

/** The tests check files against the JSON Schema too, as the server does at start-up. */
const buildCatalogue = (files: unknown[]) => buildUnchecked(files, { validate: validateRouteFile });

/** A valid route for `path` (name derived from it, titles filled in), plus overrides, which may be invalid. */
function r(path: string, extra: Record<string, unknown> = {}): RouteEntry {
  const name = typeof extra.name === 'string' ? extra.name : path.replace(/[^A-Za-z0-9]/g, '');
  return { path, name, title: { zh: '页面', en: 'Page' }, titleKey: `route.${name}`, ...extra } as RouteEntry;
}

const file = (...routes: RouteEntry[]) => ({ routes });
const named = (name: string, ...routes: RouteEntry[]) => ({ file: name, json: file(...routes) });

/** The message buildCatalogue throws, or '' when it builds. */
function problemsOf(files: unknown[]): string {
  try {
    buildCatalogue(files);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

const section = (path: string, extra: Record<string, unknown> = {}) => r(path, { icon: 'SettingOutlined', ...extra });

describe('validateRouteFile', () => {
  it('accepts a well-formed file', () => {
    expect(validateRouteFile({
      $schema: '../../engine/schema/route-catalogue.schema.json',
      routes: [
        section('/admin'),
        r('/sysuser', { parent: '/admin', hidden: false, affix: true, isShow: true, dataForm: 'WMS',
          roles: ['ROLE_ADMIN'], external: { kind: 'monitor', url: 'http://x' }, mounted: true, order: 3,
          buttons: [{ code: 'add', title: { zh: '新增', en: 'Add' } }] }),
      ],
    })).toEqual([]);
  });

  it('rejects a flag of the wrong type, naming the field and the route', () => {
    const errors = validateRouteFile(file(section('/admin'), r('/x', { hidden: 'yes' })));
    expect(errors).toEqual(['/routes/1/hidden (/x) must be boolean']);
  });

  it('rejects unknown properties, missing titles, relative paths and unknown button codes', () => {
    const errors = validateRouteFile(file(
      r('/a', { colour: 'red' }),
      { path: '/b', name: 'b', titleKey: 'route.b', title: { zh: '乙' } } as unknown as RouteEntry,
      r('c', { name: 'c' }),
      r('/d', { buttons: [{ code: 'fly', title: { zh: '飞', en: 'Fly' } }] }),
      r('/e', { external: { kind: 'ftp' } }),
    ));
    expect(errors).toContainEqual("/routes/0 (/a) must NOT have additional properties: 'colour'");
    expect(errors).toContainEqual("/routes/1/title (/b) must have required property 'en'");
    expect(errors.some((e) => e.startsWith('/routes/2/path (c) must match pattern'))).toBe(true);
    expect(errors.some((e) => e.startsWith('/routes/3/buttons/0/code (/d) must be equal to one of the allowed values'))).toBe(true);
    expect(errors.some((e) => e.startsWith('/routes/4/external/kind (/e) must be equal to one of'))).toBe(true);
  });

  it('rejects a file that is not an object with routes', () => {
    expect(validateRouteFile([])).toEqual(['/ must be object']);
    expect(validateRouteFile(null)).toEqual(['/ must be object']);
    expect(validateRouteFile({ routes: [], extra: 1 })).toHaveLength(2);
  });
});

describe('buildCatalogue rejects', () => {
  it('a schema error, naming the file', () => {
    expect(problemsOf([named('bad.json', r('/x', { affix: 1 }))]))
      .toContain('bad.json: /routes/0/affix (/x) must be boolean');
  });

  it('a missing parent', () => {
    expect(problemsOf([named('a.json', section('/a'), r('/b', { parent: '/nope' }))]))
      .toContain('a.json routes[1] (/b): parent "/nope" does not exist');
  });

  it('a duplicate path, across files', () => {
    const message = problemsOf([named('a.json', section('/a')), named('b.json', section('/a', { name: 'other' }))]);
    expect(message).toContain('b.json routes[0] (/a): duplicate path "/a" (first defined at a.json routes[0] (/a))');
  });

  it('a duplicate name', () => {
    expect(problemsOf([named('a.json', section('/a', { name: 'same' }), section('/b', { name: 'same' }))]))
      .toContain('a.json routes[1] (/b): duplicate name "same"');
  });

  it('a redirect to an unknown route', () => {
    expect(problemsOf([named('a.json', section('/a', { redirect: '/gone' }))]))
      .toContain('a.json routes[0] (/a): redirect target "/gone" does not exist');
  });

  it('a parent cycle, reported once', () => {
    const message = problemsOf([named('a.json',
      r('/a', { parent: '/b' }), r('/b', { parent: '/a' }), r('/c', { parent: '/c' }))]);
    expect(message).toContain('a.json routes[0] (/a): parent cycle: /a -> /b -> /a');
    expect(message).toContain('parent cycle: /c -> /c');
    expect(message.match(/parent cycle/g)).toHaveLength(2);
  });

  it('a titleKey that is not route.<name>, a menu section without icon, buttons on a group', () => {
    const add = { code: 'add', title: { zh: '新增', en: 'Add' } };
    const message = problemsOf([named('a.json',
      r('/a', { buttons: [add] }),
      r('/b', { parent: '/a', titleKey: 'route.wrong', buttons: [add, add] }))]);
    expect(message).toContain('a.json routes[0] (/a): a top-level menu route needs an icon');
    expect(message).toContain('a.json routes[0] (/a): a route with children is a group and cannot have buttons');
    expect(message).toContain('a.json routes[1] (/b): titleKey "route.wrong" must be "route.b"');
    expect(message).toContain('a.json routes[1] (/b): duplicate button code(s) add');
  });

  it('a mounted child of an unmounted route', () => {
    expect(problemsOf([named('a.json', section('/p', { mounted: false }), r('/p/x', { parent: '/p' }))]))
      .toContain('a.json routes[1] (/p/x): the parent "/p" is not mounted');
  });

  it('listing every problem at once, and naming unnamed files by index', () => {
    const message = problemsOf([
      file(section('/a', { redirect: '/gone' }), r('/b', { parent: '/nope' })),
      { routes: 'none' },
    ]);
    expect(message).toMatch(/^Route catalogue has 3 problem\(s\):/);
    expect(message).toContain('file #0 routes[0] (/a): redirect target');
    expect(message).toContain('file #0 routes[1] (/b): parent "/nope"');
    expect(message).toContain('file #1: /routes must be array');
  });

  it('a top-level hidden or public page needs no icon', () => {
    expect(problemsOf([file(r('/login', { public: true, hidden: true }))])).toBe('');
  });
});

describe('a built catalogue', () => {
  const a = named('a.json',
    section('/home', { redirect: '/home/first', order: 0 }),
    r('/home/first', { parent: '/home' }),
    section('/late', { order: 20 }),
    r('/late/z', { parent: '/late', order: 2 }),
    r('/late/y', { parent: '/late' }),
    r('/late/x', { parent: '/late', order: 1 }),
    r('/detail', { parent: '/late/x', hidden: true, isShow: false }));
  const b = named('b.json', section('/early', { order: 10 }), r('/login', { public: true, hidden: true }));
  const catalogue = buildCatalogue([a, b]);

  it('finds routes by path and by name', () => {
    expect(catalogue.byPath('/late/x')?.parent).toBe('/late');
    expect(catalogue.byName('latex')?.path).toBe('/late/x');
    expect(catalogue.byPath('/nowhere')).toBeUndefined();
  });

  it('lists children by order, then file order', () => {
    expect(catalogue.children('/late').map((x) => x.path)).toEqual(['/late/x', '/late/z', '/late/y']);
    expect(catalogue.children('/late/y')).toEqual([]);
  });

  it('builds the nested tree, top level ordered across files', () => {
    const tree = catalogue.tree();
    expect(tree.map((n) => n.route.path)).toEqual(['/home', '/early', '/late', '/login']);
    expect(tree[2].children.map((n) => n.route.path)).toEqual(['/late/x', '/late/z', '/late/y']);
    expect(tree[2].children[0].children[0].route.path).toBe('/detail');
  });

  it('gives the ancestor chain for breadcrumbs', () => {
    expect(catalogue.ancestors('/detail').map((x) => x.path)).toEqual(['/late', '/late/x', '/detail']);
    expect(catalogue.ancestors('/nowhere')).toEqual([]);
  });

  it('lists all routes in file order, frozen, without freezing the input', () => {
    expect(catalogue.all().map((x) => x.path)).toEqual(['/home', '/home/first', '/late', '/late/z', '/late/y',
      '/late/x', '/detail', '/early', '/login']);
    expect(Object.isFrozen(catalogue.byPath('/home')?.title)).toBe(true);
    expect(Object.isFrozen(a.json.routes[0])).toBe(false);
  });

  it('tells menu routes from hidden, detail and unmounted ones', () => {
    expect(isInMenu(catalogue.byPath('/late/x')!)).toBe(true);
    expect(isInMenu(catalogue.byPath('/detail')!)).toBe(false);
    expect(isInMenu(catalogue.byPath('/login')!)).toBe(false);
    expect(isInMenu(r('/p', { mounted: false }))).toBe(false);
  });
});
