import { routeCatalogue } from '../../../schemas/routes';
import { resolveRoute, type ResolveContext } from './resolve-route';

const context = (permitted: string[], roles = ['ROLE_OPERATOR']): ResolveContext => ({
  catalogue: routeCatalogue,
  roles,
  permittedPaths: new Set(permitted),
  builtPaths: new Set(['/workbench']),
  schemaPaths: new Set(['/sysparam', '/workbench']),
  alwaysPermitted: new Set(['/', '/workbench']),
  sectionTarget: (path) => (path === '/operate' ? '/sendSingle' : undefined),
});

describe('resolveRoute', () => {
  it('sends / to /certificationAudit when the user may see it, else to the workbench', () => {
    expect(resolveRoute('/', context(['/certificationAudit']))).toEqual({ kind: 'redirect', to: '/certificationAudit' });
    expect(resolveRoute('/', context([]))).toEqual({ kind: 'redirect', to: '/workbench' });
  });
  it('answers 404 for unknown and public paths, 401 for routes outside the menu', () => {
    expect(resolveRoute('/no/such/page', context([])).kind).toBe('notFound');
    expect(resolveRoute('/login', context([])).kind).toBe('notFound');
    expect(resolveRoute('/sysuser', context(['/putScan'])).kind).toBe('forbidden');
  });
  it('lets ROLE_ADMIN open every route', () => {
    expect(resolveRoute('/sysuser', context([], ['ROLE_ADMIN'])).kind).toBe('notBuilt');
  });
  it('follows a section redirect, shows built pages, and says plainly what is not built', () => {
    expect(resolveRoute('/operate', context(['/operate']))).toEqual({ kind: 'redirect', to: '/sendSingle' });
    expect(resolveRoute('/workbench', context([])).kind).toBe('built');
    expect(resolveRoute('/putScan', context(['/putScan']))).toMatchObject({ kind: 'notBuilt', route: { path: '/putScan' } });
  });
  it('draws a route with an entity schema from it, unless a built page has the path', () => {
    expect(resolveRoute('/sysparam', context(['/sysparam']))).toMatchObject({ kind: 'schema', route: { path: '/sysparam' } });
    expect(resolveRoute('/sysparam', context([]))).toMatchObject({ kind: 'forbidden' });
    expect(resolveRoute('/workbench', context([])).kind).toBe('built');
  });
  it('draws a route with a dashboard from it (before a schema page of the same path), unless a built page has the path', () => {
    const withBoards = (permitted: string[]) => ({ ...context(permitted), dashboardPaths: new Set(['/chart-report/line', '/workbench', '/sysparam']) });
    expect(resolveRoute('/chart-report/line', withBoards(['/chart-report/line']))).toMatchObject({ kind: 'dashboard', route: { path: '/chart-report/line' } });
    expect(resolveRoute('/chart-report/line', withBoards([])).kind).toBe('forbidden');
    expect(resolveRoute('/sysparam', withBoards(['/sysparam'])).kind).toBe('dashboard');
    expect(resolveRoute('/workbench', withBoards([])).kind).toBe('built');
  });
  it('recognises the refresh helper, monitors and warehouse-system routes', () => {
    expect(resolveRoute('/redirect/putScan', context([]))).toEqual({ kind: 'refresh', to: '/putScan' });
    const monitor = routeCatalogue.all().find((r) => r.external?.kind === 'monitor')!;
    expect(resolveRoute(monitor.path, context([], ['ROLE_ADMIN'])).kind).toBe('external');
    const wms = routeCatalogue.all().find((r) => r.dataForm === 'WMS' && !routeCatalogue.children(r.path).length)!;
    expect(resolveRoute(wms.path, context([], ['ROLE_ADMIN'])).kind).toBe('wms');
  });
});
