import { createRegistry } from './create-registry';

describe('createRegistry', () => {
  it('registers, finds and lists items by name', () => {
    const registry = createRegistry<number>('number');
    registry.register('one', 1);
    registry.register('two', 2);
    expect(registry.get('one')).toBe(1);
    expect(registry.require('two')).toBe(2);
    expect(registry.has('three')).toBe(false);
    expect(registry.get('three')).toBeUndefined();
    expect(registry.names()).toEqual(['one', 'two']);
  });

  it('refuses a second item under the same name, an empty name, and an unknown required name', () => {
    const registry = createRegistry<string>('widget');
    registry.register('DictSelect', 'x');
    expect(() => registry.register('DictSelect', 'y')).toThrow('The widget "DictSelect" is already registered');
    expect(() => registry.register('', 'y')).toThrow('A widget needs a name');
    expect(() => registry.require('Nope')).toThrow('No widget is registered as "Nope"');
  });

  it('gives each caller its own registry', () => {
    const a = createRegistry<number>('n');
    const b = createRegistry<number>('n');
    a.register('x', 1);
    expect(b.has('x')).toBe(false);
  });
});
