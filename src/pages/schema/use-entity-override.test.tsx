// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { clearEntityOverrideCache, useEntityOverride } from './use-entity-override';
import { schemaModelFor } from './schema-pages';

const base = schemaModelFor('/sysparam')!;
const reply = (data: unknown) => ({ data: { code: 200, message: 'ok', status: 200, data } });

beforeEach(() => clearEntityOverrideCache());

describe('useEntityOverride', () => {
  it('fetches the tenant’s override once per session and schema, merges and recompiles it', async () => {
    const patch = { fields: { paramName: { title: { zh: '参数名', en: 'Parameter' } } }, list: { columns: ['paramKey', 'paramName'] } };
    const get = vi.fn(async () => reply({ active: { version: 1, patch }, merged: {} }));
    const http = { get } as never;
    const first = renderHook(() => useEntityOverride(base, { sessionKey: 'demo/1', http }));
    expect(first.result.current).toBeUndefined(); // loading: the page shows its spinner
    await waitFor(() => expect(first.result.current).toBeDefined());
    const merged = first.result.current!;
    expect(merged).not.toBe(base);
    expect(merged.schema.fields.paramName!.title).toEqual({ zh: '参数名', en: 'Parameter' });
    expect(merged.listColumns).toEqual(['paramKey', 'paramName']);
    expect(base.schema.fields.paramName!.title.en).toBe('Name');
    expect(get).toHaveBeenCalledWith('/api/clearway/schema-overrides/admin.sysparam', { silent: true });

    const second = renderHook(() => useEntityOverride(base, { sessionKey: 'demo/1', http }));
    await waitFor(() => expect(second.result.current).toBe(merged));
    expect(get).toHaveBeenCalledTimes(1);

    const otherSession = renderHook(() => useEntityOverride(base, { sessionKey: 'harbor/2', http }));
    await waitFor(() => expect(otherSession.result.current).toBeDefined());
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('uses the base model when the tenant has no override or the call fails', async () => {
    const none = renderHook(() => useEntityOverride(base, { sessionKey: 'a', http: { get: async () => reply({ active: null, merged: base.schema }) } as never }));
    await waitFor(() => expect(none.result.current).toBe(base));
    const failing = renderHook(() => useEntityOverride(base, { sessionKey: 'b', http: { get: async () => { throw new Error('offline'); } } as never }));
    await waitFor(() => expect(failing.result.current).toBe(base));
    expect(renderHook(() => useEntityOverride(undefined)).result.current).toBeUndefined();
  });
});
