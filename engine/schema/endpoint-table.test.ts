import { describe, expect, it } from 'vitest';
import { buildEndpointTable, endpointKey, endpointPrefixes, type EndpointOwner } from './endpoint-table';

const owner = (id: string, endpoints: EndpointOwner['endpoints']): EndpointOwner => ({ id, endpoints });

const sysmenu = owner('admin.sysmenu', {
  list: { method: 'GET', input: 'query', path: '/api/admin/sysmenu/querySysMenu' },
  create: { method: 'POST', input: 'json', path: '/api/admin/sysmenu/addSysMenu' },
});
const carrier = owner('base.carrier', {
  list: { method: 'POST', input: 'form', path: '/api/bdtibs/dataQuery/findPageByCallId', viaDataQuery: true },
  create: { method: 'POST', input: 'json', path: '/api/bdtibs/base/saveCarrier' },
});

describe('endpointKey', () => {
  it('keeps the method and lower-cases the path, reading HEAD as GET', () => {
    expect(endpointKey('get', '/api/admin/sysmenu/querySysMenu')).toBe('GET /api/admin/sysmenu/querysysmenu');
    expect(endpointKey('HEAD', '/api/admin/sysmenu/querySysmenu')).toBe(endpointKey('GET', '/api/admin/sysmenu/querySysMenu'));
    expect(endpointKey('POST', '/a')).not.toBe(endpointKey('PUT', '/a'));
  });
});

describe('buildEndpointTable', () => {
  it('answers every spelling of a path, and only with its method', () => {
    const { table, clashes } = buildEndpointTable([sysmenu, carrier]);
    expect(clashes).toEqual([]);
    for (const spelling of ['/api/admin/sysmenu/querySysMenu', '/api/admin/sysmenu/querySysmenu', '/API/ADMIN/SYSMENU/QUERYSYSMENU']) {
      expect(table.get(endpointKey('GET', spelling))).toMatchObject({ model: sysmenu, role: 'list' });
    }
    expect(table.get(endpointKey('POST', '/api/admin/sysmenu/querySysMenu'))).toBeUndefined();
    expect(table.get(endpointKey('POST', '/api/bdtibs/base/savecarrier'))?.role).toBe('create');
  });

  it('leaves out the calls the generic data query serves', () => {
    const { table } = buildEndpointTable([carrier]);
    expect([...table.keys()]).toEqual(['POST /api/bdtibs/base/savecarrier']);
  });

  it('reports two entities on one method and path, whatever the case, keeping the first', () => {
    const twin = owner('admin.other', { list: { method: 'GET', input: 'query', path: '/api/admin/SYSMENU/querysysmenu' } });
    const { table, clashes } = buildEndpointTable([sysmenu, twin]);
    expect(clashes).toEqual([{ key: 'GET /api/admin/sysmenu/querysysmenu', first: 'list of admin.sysmenu', second: 'list of admin.other' }]);
    expect(table.get('GET /api/admin/sysmenu/querysysmenu')?.model).toBe(sysmenu);
  });
});

describe('command calls (commands.<name>.call)', () => {
  const order: EndpointOwner = {
    id: 'customs.order',
    endpoints: { create: { method: 'POST', input: 'json', path: '/api/bdtibs/customs/saveOrder' } },
    commandEndpoints: {
      merge: { method: 'POST', input: 'query', path: '/api/bdtibs/customs/mergeOrder', command: 'merge' },
      check: { method: 'POST', input: 'query', path: '/api/bdtibs/customs/checkOrder', command: 'check' },
    },
  };

  it('serves many per entity, each as role command, beside the one-per-role calls', () => {
    const { table, clashes } = buildEndpointTable([order]);
    expect(clashes).toEqual([]);
    expect(table.get(endpointKey('POST', '/api/bdtibs/customs/MERGEORDER'))).toMatchObject({ model: order, role: 'command', endpoint: { command: 'merge' } });
    expect(table.get(endpointKey('POST', '/api/bdtibs/customs/checkorder'))?.endpoint.command).toBe('check');
    expect(table.get(endpointKey('POST', '/api/bdtibs/customs/saveorder'))?.role).toBe('create');
  });

  it('reports a command call that clashes with another call, naming the command', () => {
    const twin = owner('customs.other', { create: { method: 'POST', input: 'json', path: '/api/bdtibs/customs/MergeOrder' } });
    expect(buildEndpointTable([order, twin]).clashes).toEqual([{ key: 'POST /api/bdtibs/customs/mergeorder', first: 'command merge of customs.order', second: 'create of customs.other' }]);
  });
});

describe('endpointPrefixes', () => {
  it('lists the first segment after /api of each served call', () => {
    const notification = owner('admin.notification', { list: { method: 'GET', input: 'query', path: '/api/notification/notification/queryNotification' } });
    expect(endpointPrefixes([sysmenu, carrier, notification])).toEqual(['/api/admin', '/api/bdtibs', '/api/notification']);
  });
});
