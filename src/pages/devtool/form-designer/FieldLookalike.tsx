import { Button, Checkbox, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, UploadOutlined } from '@ant-design/icons';
import type { FieldSchema } from '../../../../engine/schema/entity-schema';
import { fieldComponent } from '../../../../engine/render/form/field-component';
import { localize, type Language } from '../../../../engine/render/localize';
import type { FieldJson } from './design-schema';

const SELECTS = new Set(['Select', 'DictSelect', 'RemoteSelect', 'RefSelect', 'TreeSelect', 'TreePicker', 'Cascader', 'PrinterSelect', 'RegionCascader']);

/**
 * A disabled stand-in of the component a field is drawn with (the engine's choice: engine/render/form/
 * field-component.ts), so the canvas looks like the form without running the real widgets (no calls, no editors).
 */
export function FieldLookalike({ field, language }: { field: FieldJson; language: Language }) {
  const { component, props } = fieldComponent(field as unknown as FieldSchema, language);
  const placeholder = typeof props.placeholder === 'string' ? props.placeholder : undefined;
  const titles = (field['x-enum-titles'] as FieldSchema['x-enum-titles']) ?? [];
  const options = (Array.isArray(field.enum) ? field.enum : []).map((value, i) => ({ value, label: titles[i] ? localize(titles[i], language) : String(value) }));
  if (SELECTS.has(component)) return <Select disabled size="small" style={{ width: '100%' }} placeholder={placeholder ?? component} options={options} />;
  switch (component) {
    case 'Input.TextArea':
      return <Input.TextArea disabled size="small" rows={2} placeholder={placeholder} />;
    case 'NumberPicker':
      return <InputNumber disabled size="small" style={{ width: '100%' }} placeholder={placeholder} />;
    case 'Switch':
      return <Switch disabled size="small" />;
    case 'Checkbox':
      return <Checkbox disabled />;
    case 'Radio.Group':
      return <Radio.Group disabled size="small" options={options} />;
    case 'Checkbox.Group':
      return <Checkbox.Group disabled options={(props.options as { label: string; value: string }[] | undefined) ?? options} />;
    case 'DatePicker':
    case 'DatePicker.RangePicker':
      return <Input disabled size="small" placeholder={placeholder ?? (component === 'DatePicker' ? 'YYYY-MM-DD' : 'YYYY-MM-DD ~ YYYY-MM-DD')} suffix={<CalendarOutlined />} />;
    case 'TimePicker':
      return <Input disabled size="small" placeholder={placeholder ?? 'HH:mm:ss'} suffix={<ClockCircleOutlined />} />;
    case 'Upload':
      return <Button disabled size="small" icon={<UploadOutlined />}>{component}</Button>;
    case 'RichText':
    case 'TemplatePreview':
      return <div className="fd-lookalike-box">{component}</div>;
    default:
      return <Input disabled size="small" placeholder={placeholder ?? (component === 'Input' ? undefined : component)} type={component === 'Password' ? 'password' : undefined} />;
  }
}
