import { routeCatalogue } from '../../../../schemas/routes';
import { routeClash, routeStatus, type BuiltRoutes } from './route-status';

const built: BuiltRoutes = { pages: new Set(['/forwardgenerator']), schemaIdOf: new Map([['/generatortemplate', 'devtool.generatorTemplate']]) };

describe('routeStatus', () => {
  it('says empty and invalid paths', () => {
    expect(routeStatus('  ', routeCatalogue, built)).toEqual({ kind: 'empty' });
    expect(routeStatus('carrier', routeCatalogue, built)).toEqual({ kind: 'invalid' });
    expect(routeStatus('/a b', routeCatalogue, built)).toEqual({ kind: 'invalid' });
    expect(routeStatus('/a//b', routeCatalogue, built)).toEqual({ kind: 'invalid' });
  });

  it('says a path outside the catalogue is new', () => {
    expect(routeStatus('/noSuchRouteAnywhere', routeCatalogue, built)).toEqual({ kind: 'new' });
  });

  it('names a catalogue route, how it is built, and its buttons', () => {
    expect(routeStatus('/generatortemplate', routeCatalogue, built)).toEqual({
      kind: 'catalogue', name: 'generatortemplate', title: { zh: '生成模板', en: 'Generator templates' },
      built: { by: 'schema', schemaId: 'devtool.generatorTemplate' }, buttons: ['add', 'edit', 'delete'],
    });
    expect(routeStatus(' /forwardgenerator ', routeCatalogue, built)).toMatchObject({ kind: 'catalogue', built: { by: 'page' }, buttons: ['submit'] });
    expect(routeStatus('/generatorform', routeCatalogue, built)).toMatchObject({ built: { by: 'none' } });
    expect(routeStatus('/generatorform', routeCatalogue, { ...built, schemaIdOf: null })).toMatchObject({ built: { by: 'unknown' } });
  });
});

describe('routeClash', () => {
  it('is a clash when another page or schema draws the route', () => {
    expect(routeClash(routeStatus('/forwardgenerator', routeCatalogue, built), 'gen.x')).toBe(true);
    expect(routeClash(routeStatus('/generatortemplate', routeCatalogue, built), 'gen.x')).toBe(true);
    expect(routeClash(routeStatus('/generatortemplate', routeCatalogue, built), 'devtool.generatorTemplate')).toBe(false);
    expect(routeClash(routeStatus('/generatorform', routeCatalogue, built), 'gen.x')).toBe(false);
    expect(routeClash(routeStatus('/new', routeCatalogue, built), 'gen.x')).toBe(false);
  });
});
