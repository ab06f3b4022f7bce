import { createElement, type ComponentType } from 'react';
import { Input } from '@formily/antd-v5/esm/input';
import { Select } from '@formily/antd-v5/esm/select';
import { Radio } from '@formily/antd-v5/esm/radio';
import { Checkbox } from '@formily/antd-v5/esm/checkbox';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Space } from '@formily/antd-v5/esm/space';
import { createRegistry, type Registry } from './create-registry';
import { lazyComponent } from './lazy-component';

/** A React component a schema names in `x-component` / `x-decorator` (props are the schema's, so untyped here). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type NamedComponent = ComponentType<any>;

/** The component registry: Formily's antd components under their Formily names, plus the registered widgets. */
export type ComponentRegistry = Registry<NamedComponent>;

const formParts = () => import('./form-components');
const onDemand = () => import('./on-demand-components');
const dates = () => import('./date-components');
const datePicker = () => dates().then((m) => m.DatePicker);
const arrayTable = () => onDemand().then((m) => m.ArrayTable);

/**
 * The Formily (@formily/antd-v5) components every schema may name, dotted names for their sub-components. The
 * light ones (text, select, radio, checkbox, form item and layout: the table draws radios and checkboxes anyway) load
 * with the page; the form grid, switch, number and password inputs with the first form that draws one
 * (form-components.ts); date and time pickers
 * (date-components.ts), and tree selects, cascaders and sub-tables (on-demand-components.ts), the first time a form
 * draws one.
 */
const FORMILY_COMPONENTS: Record<string, NamedComponent> = {
  Input,
  'Input.TextArea': Input.TextArea,
  Select,
  Switch: lazyComponent(() => formParts().then((m) => m.Switch)),
  Radio,
  'Radio.Group': Radio.Group,
  Checkbox,
  'Checkbox.Group': Checkbox.Group,
  FormItem,
  FormGrid: lazyComponent(() => formParts().then((m) => m.FormGrid)),
  FormLayout,
  Space,
  Password: lazyComponent(() => formParts().then((m) => m.Password)),
  NumberPicker: lazyComponent(() => formParts().then((m) => m.NumberPicker)),
  DatePicker: lazyComponent(datePicker),
  'DatePicker.RangePicker': lazyComponent(() => datePicker().then((picker) => picker.RangePicker)),
  TimePicker: lazyComponent(() => dates().then((m) => m.TimePicker)),
  TreeSelect: lazyComponent(() => onDemand().then((m) => m.TreeSelect)),
  Cascader: lazyComponent(() => onDemand().then((m) => m.Cascader)),
  ArrayTable: lazyComponent(arrayTable),
  'ArrayTable.Column': lazyComponent(() => arrayTable().then((table) => table.Column)),
  'ArrayTable.Index': lazyComponent(() => arrayTable().then((table) => table.Index)),
  'ArrayTable.Addition': lazyComponent(() => arrayTable().then((table) => table.Addition)),
  'ArrayTable.Remove': lazyComponent(() => arrayTable().then((table) => table.Remove)),
  'ArrayTable.MoveUp': lazyComponent(() => arrayTable().then((table) => table.MoveUp)),
  'ArrayTable.MoveDown': lazyComponent(() => arrayTable().then((table) => table.MoveDown)),
};

/**
 * A new component registry holding the Formily components; widgets add themselves through `registerWidgets`
 * (widgets/index.ts), called by the app. Tests make their own.
 */
export function createComponentRegistry(): ComponentRegistry {
  const registry = createRegistry<NamedComponent>('component');
  for (const [name, component] of Object.entries(FORMILY_COMPONENTS)) registry.register(name, component);
  return registry;
}

/**
 * The map `createSchemaField({ components })` takes. Formily resolves a dotted name (`Input.TextArea`) by walking
 * the top-level component's statics, so only undotted names go in; when a dotted name is not already a static of its
 * parent (a widget registered as `Foo.Bar`), the parent is wrapped so that it carries it.
 */
export function toSchemaComponents(registry: ComponentRegistry): Record<string, NamedComponent> {
  const components: Record<string, NamedComponent> = {};
  for (const name of registry.names()) if (!name.includes('.')) components[name] = registry.require(name);
  for (const name of registry.names()) {
    const [parent, child] = name.split('.', 2) as [string, string | undefined];
    if (!child) continue;
    const item = registry.require(name);
    const owner = components[parent] as (NamedComponent & Record<string, unknown>) | undefined;
    if (owner?.[child] === item) continue;
    components[parent] = withStatic(owner, child, item);
  }
  return components;
}

/** A component drawn as `owner` (nothing when absent) that also carries `owner`'s statics and `child`. */
function withStatic(owner: NamedComponent | undefined, child: string, item: NamedComponent): NamedComponent {
  const Parent = (props: object) => (owner ? createElement(owner, props) : null);
  return Object.assign(Parent, owner ? { ...(owner as object) } : {}, { [child]: item });
}
