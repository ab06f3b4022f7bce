import { createTypedStore } from './typed';

describe('typed store', () => {
  it('tells its listeners once a frame, with the latest value', () => {
    const frames: (() => void)[] = [];
    const store = createTypedStore('', (run) => frames.push(run));
    const heard = vi.fn();
    store.subscribe(heard);
    for (const value of ['S', 'SF', 'SF1', '']) store.set(value);
    store.set('A');
    expect(frames).toHaveLength(1);
    expect(store.get()).toBe('');
    frames.shift()!();
    expect(store.get()).toBe('A');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does not wake anyone when the value comes back to what is shown', () => {
    const frames: (() => void)[] = [];
    const store = createTypedStore('', (run) => frames.push(run));
    const heard = vi.fn();
    store.subscribe(heard);
    store.set('X');
    store.set('');
    frames.shift()!();
    expect(heard).not.toHaveBeenCalled();
  });
});
