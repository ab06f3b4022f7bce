import type { RouteEntry } from '../../engine/schema/route-catalogue';
import { monitorUrlVariable, readMonitorUrls } from '../config';
import { embeddedPageOf } from './embedded-page';

const route = (name: string, path: string, url?: string): RouteEntry =>
  ({ path, name, title: { zh: name, en: name }, titleKey: `route.${name}`, external: { kind: 'monitor', ...(url ? { url } : {}) } }) as RouteEntry;

describe('monitor addresses', () => {
  it('reads every CLEARWAY_MONITOR_<NAME>_URL that is set, by name in lower case', () => {
    expect(readMonitorUrls({ CLEARWAY_MONITOR_GRAFANA_URL: ' https://grafana.example.com ', CLEARWAY_MONITOR_ELK_URL: '', CLEARWAY_WMS_URL: 'x', CLEARWAY_MONITOR_URL: 'y' }))
      .toEqual({ grafana: 'https://grafana.example.com' });
    expect(monitorUrlVariable('elk')).toBe('CLEARWAY_MONITOR_ELK_URL');
    expect(monitorUrlVariable('jdWarehouse')).toBe('CLEARWAY_MONITOR_JDWAREHOUSE_URL');
  });

  it('takes the installation’s address first, then the catalogue’s, else none with the variable to set', () => {
    const swagger = route('swagger', '/swagger', '/api/clearway/docs/');
    expect(embeddedPageOf(swagger, {})).toEqual({ path: '/swagger', url: '/api/clearway/docs/', source: 'catalogue', variable: 'CLEARWAY_MONITOR_SWAGGER_URL' });
    expect(embeddedPageOf(swagger, { swagger: 'https://gateway.example.com/doc.html' })).toMatchObject({ url: 'https://gateway.example.com/doc.html', source: 'environment' });
    expect(embeddedPageOf(route('elk', '/distributedlog/elk'), {})).toEqual({ path: '/distributedlog/elk', url: null, source: null, variable: 'CLEARWAY_MONITOR_ELK_URL' });
  });
});
