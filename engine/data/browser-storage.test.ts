import { safeStorage } from './browser-storage';

describe('safeStorage', () => {
  it('uses the storage it opens', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) } as Storage;
    const safe = safeStorage(() => storage);
    safe.setItem('a', '1');
    expect(values.get('a')).toBe('1');
    expect(safe.getItem('a')).toBe('1');
    safe.removeItem('a');
    expect(safe.getItem('a')).toBeNull();
  });

  it('keeps values in memory when the browser refuses storage', () => {
    const safe = safeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(safe.getItem('a')).toBeNull();
    safe.setItem('a', '1');
    expect(safe.getItem('a')).toBe('1');
    safe.removeItem('a');
    expect(safe.getItem('a')).toBeNull();
  });

  it('falls back when a call throws (quota)', () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined } as unknown as Storage;
    const safe = safeStorage(() => full);
    expect(() => safe.setItem('a', '1')).not.toThrow();
  });
});
