import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../engine/schema/route-catalogue';
import { backedLine, routesReport } from './routes-report';

const title = { zh: '页', en: 'Page' };
const route = (path: string, name: string, extra: Record<string, unknown> = {}) => ({ path, name, title, titleKey: `route.${name}`, hidden: true, ...extra });

describe('routesReport', () => {
  const catalogue = buildCatalogue([{ routes: [
    route('/things', 'things'),
    route('/thingDetail', 'thingDetail'),
    route('/workbench', 'workbench'),
    route('/login', 'login', { public: true }),
    route('/monitor', 'monitor', { external: { kind: 'monitor', url: 'https://example.com' } }),
    route('/stock', 'stock', { dataForm: 'WMS' }),
    route('/later', 'later'),
  ] }]);

  it('names what backs each route, and counts the backed ones', () => {
    const entries = routesReport(catalogue, [{ json: { id: 'demo.thing', route: '/things', detail: { mode: 'page', route: '/thingDetail' } } }, { json: { id: 'demo.page' } }]);
    expect(entries.map((e) => [e.path, e.kind, e.schema])).toEqual([
      ['/things', 'schema', 'demo.thing'],
      ['/thingDetail', 'schema', 'demo.thing'],
      ['/workbench', 'builtin', undefined],
      ['/login', 'builtin', undefined],
      ['/monitor', 'embedded', undefined],
      ['/stock', 'external', undefined],
      ['/later', 'not-built', undefined],
    ]);
    expect(entries[0]!.title).toEqual(title);
    expect(backedLine(entries)).toBe('routes: 6 backed of 7');
  });
});
