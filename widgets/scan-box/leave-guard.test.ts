import { guardLeaving, scansWouldBeLost } from './leave-guard';

describe('leaving the scan page', () => {
  it('would lose a repeat awaiting its answer and the scans behind it, not queued ones', () => {
    expect(scansWouldBeLost(undefined)).toBe(false);
    expect(scansWouldBeLost({ waiting: 0 })).toBe(false);
    expect(scansWouldBeLost({ waiting: 2 })).toBe(true);
    expect(scansWouldBeLost({ waiting: 0, confirming: { code: 'SF1' } as never })).toBe(true);
  });

  it('asks the browser to confirm while guarded, and stops when released', () => {
    const listeners = new Map<string, (event: BeforeUnloadEvent) => void>();
    const target = {
      addEventListener: (type: string, listener: (event: BeforeUnloadEvent) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Window;
    const release = guardLeaving(target);
    const event = { preventDefault: vi.fn(), returnValue: undefined } as unknown as BeforeUnloadEvent;
    listeners.get('beforeunload')!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    release();
    expect(listeners.has('beforeunload')).toBe(false);
  });
});
