import { clearRemoteOptions, loadRemoteOptions, toRemoteOptions } from './remote-options';

afterEach(() => clearRemoteOptions());

describe('remote options', () => {
  it('reads [{ value, label }] and falls back to the language\'s own label, dropping what is not an option', () => {
    expect(toRemoteOptions([{ value: 'urgent', label: '紧急' }, { value: 'low', zh: '低', en: 'Low' }, { label: 'no value' }, null], 'en')).toEqual([
      { value: 'urgent', label: '紧急' },
      { value: 'low', label: 'Low' },
    ]);
    expect(toRemoteOptions({ not: 'a list' }, 'zh')).toEqual([]);
  });

  it('fetches a list once per URL and language, and again after a failure', async () => {
    const request = vi.fn(async () => ({ data: { code: 200, data: [{ value: 'a', label: 'A' }] } }));
    const http = { request } as never;
    const [first, second] = await Promise.all([loadRemoteOptions(http, '/types', 'zh'), loadRemoteOptions(http, '/types', 'zh')]);
    expect(first).toEqual([{ value: 'a', label: 'A' }]);
    expect(second).toBe(first);
    expect(request).toHaveBeenCalledTimes(1);
    await loadRemoteOptions(http, '/types', 'en');
    expect(request).toHaveBeenCalledTimes(2);

    const failing = { request: vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ data: { data: [] } }) } as never;
    await expect(loadRemoteOptions(failing, '/priorities', 'zh')).rejects.toThrow('down');
    await expect(loadRemoteOptions(failing, '/priorities', 'zh')).resolves.toEqual([]);
  });
});
