import { createElement } from 'react';
import { createComponentRegistry, toSchemaComponents } from './components';

describe('component registry', () => {
  it('holds the Formily components under their schema names', () => {
    const registry = createComponentRegistry();
    for (const name of ['Input', 'Input.TextArea', 'Select', 'NumberPicker', 'DatePicker', 'Switch', 'Radio.Group', 'Checkbox.Group',
      'TreeSelect', 'Cascader', 'ArrayTable', 'FormItem', 'FormGrid']) expect(registry.has(name)).toBe(true);
  });

  it('refuses a widget registered twice', () => {
    const registry = createComponentRegistry();
    const Widget = () => null;
    registry.register('MyWidget', Widget);
    expect(() => registry.register('MyWidget', Widget)).toThrow('already registered');
  });

  it('gives Formily the top-level components, dotted names reachable through their parents', () => {
    const registry = createComponentRegistry();
    const Extra = () => null;
    registry.register('Input.Extra', Extra);
    registry.register('Lonely.Child', Extra);
    const components = toSchemaComponents(registry) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(components).every((name) => !name.includes('.'))).toBe(true);
    expect(components.Input!.TextArea).toBe(registry.get('Input.TextArea'));
    expect(components.Input!.Extra).toBe(Extra);
    expect(components.Lonely!.Child).toBe(Extra);
    expect(components.Radio!.Group).toBe(registry.get('Radio.Group'));
    expect(createElement(components.Input as never)).toBeTruthy();
  });
});
