import { memo, type Dispatch } from 'react';
import { Alert, Button, Divider, Input, InputNumber, Popconfirm, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SANITIZER_NAMES, VALIDATOR_NAMES } from '../../../../engine/validation/registry';
import { isObject, type FieldJson } from './design-schema';
import type { DesignAction, FieldRef } from './designer-state';
import type { DesignTarget } from './panels/panel-props';
import { newFieldNameProblem } from './new-field-rules';
import { paletteItem } from './palette-catalogue';
import { CommitInput, parseJsonObject, PropertyRow } from './property-inputs';
import { ReactionRows } from './ReactionRows';

export interface PropertyPanelProps {
  fieldRef: FieldRef | undefined;
  field: FieldJson | undefined;
  /** The field comes from the base schema (its name is fixed). */
  isBase: boolean;
  target: DesignTarget;
  /** Keys an override may not change on this field, with the reason. */
  locks: ReadonlyMap<string, string>;
  /** The form grid's columns (the span's most). */
  grid: number;
  /** Names taken beside this field (the schema's, or the sub-table's columns). */
  siblings: string[];
  /** Fields a reaction may name. */
  reactionFields: { value: string; label: string }[];
  dispatch: Dispatch<DesignAction>;
}

const objectOf = (value: unknown) => (isObject(value) ? value : {});
const numberOr = (value: number | null) => (value === null ? undefined : value);

/**
 * The selected field's properties (right): name (new fields), titles, required, placeholder, default, limits,
 * validators and sanitizer, dictionary, reference, component props, grid span, column width and reactions. What an
 * override may not change is disabled, the reason in its tooltip.
 */
export const PropertyPanel = memo(function PropertyPanel(props: PropertyPanelProps) {
  const { fieldRef, field, isBase, target, locks, grid, siblings, reactionFields, dispatch } = props;
  const { t } = useTranslation();
  if (!fieldRef || !field) {
    return <div className="fd-props" data-testid="designer-properties"><Typography.Text type="secondary">{t('designer.props.none')}</Typography.Text></div>;
  }
  const update = (changes: Record<string, unknown>) => dispatch({ type: 'updateField', ref: fieldRef, changes });
  const title = objectOf(field.title) as { zh?: string; en?: string };
  const componentProps = objectOf(field['x-component-props']);
  const decorator = objectOf(field['x-decorator-props']);
  const column = objectOf(field['x-column']);
  const ref = objectOf(field['x-ref']) as { entity?: string; value?: string; label?: string };
  const numeric = field.type === 'number' || field.type === 'integer';
  const validators = Array.isArray(field['x-validator']) ? field['x-validator'] as string[] : typeof field['x-validator'] === 'string' ? [field['x-validator']] : [];
  // Written in both languages ({ zh, en }) like the title; a plain text placeholder is read as the Chinese one.
  const placeholder = typeof componentProps.placeholder === 'string' ? { zh: componentProps.placeholder } : objectOf(componentProps.placeholder) as { zh?: string; en?: string };
  const withProp = (key: string, value: unknown) => {
    const next = { ...componentProps, [key]: value };
    if (value === undefined || value === '') delete next[key];
    update({ 'x-component-props': Object.keys(next).length ? next : undefined });
  };
  const setRef = (key: 'entity' | 'value' | 'label', value: string) => {
    const next = { ...ref, [key]: value || undefined };
    update({ 'x-ref': next.entity || next.value || next.label ? next : undefined });
  };
  const toChoose = paletteItem(String(field['x-component'] ?? ''))?.toChoose?.filter((key) => !isBase && (key !== 'x-dict' || !field['x-dict']));
  const id = (key: string) => `fd-prop-${key}`;
  const nameProblem = (text: string) => {
    const problem = newFieldNameProblem(text, fieldRef.container ? 'base' : target, siblings);
    return problem ? t(`designer.props.nameBad.${problem}`) : undefined;
  };
  return (
    <div className="fd-props" data-testid="designer-properties">
      <Typography.Text strong>{t('designer.props.title')}</Typography.Text>
      {toChoose && toChoose.length > 0 && <Alert type="info" showIcon className="fd-note" message={t('designer.props.toChoose', { keys: toChoose.join(', ') })} />}
      <PropertyRow label={t('designer.props.name')} htmlFor={id('name')} lock={isBase ? t('designer.props.nameFixed') : undefined}>
        <CommitInput key={fieldRef.name} id={id('name')} value={fieldRef.name} disabled={isBase} problemOf={nameProblem} onCommit={(to) => dispatch({ type: 'renameField', ref: fieldRef, to })} />
      </PropertyRow>
      <Typography.Text type="secondary" className="fd-note">
        {t('designer.props.component')}: {String(field['x-component'] ?? '—')} · {t('designer.props.type')}: {String(field.type ?? '—')}
      </Typography.Text>
      <PropertyRow label={t('designer.props.titleZh')} htmlFor={id('title-zh')}>
        <Input id={id('title-zh')} size="small" value={title.zh ?? ''} onChange={(event) => update({ title: { ...title, zh: event.target.value } })} />
      </PropertyRow>
      <PropertyRow label={t('designer.props.titleEn')} htmlFor={id('title-en')}>
        <Input id={id('title-en')} size="small" value={title.en ?? ''} onChange={(event) => update({ title: { ...title, en: event.target.value } })} />
      </PropertyRow>
      <PropertyRow label={t('designer.props.required')} htmlFor={id('required')} lock={locks.get('required')}>
        <Switch id={id('required')} size="small" checked={field.required === true} disabled={locks.has('required')} onChange={(on) => update({ required: on ? true : undefined })} />
      </PropertyRow>
      {(['zh', 'en'] as const).map((language) => (
        <PropertyRow key={language} label={t(`designer.props.placeholder${language === 'zh' ? 'Zh' : 'En'}`)} htmlFor={id(`placeholder-${language}`)}>
          <Input id={id(`placeholder-${language}`)} size="small" value={placeholder[language] ?? ''} onChange={(event) => withProp('placeholder', placeholderWith(placeholder, language, event.target.value))} />
        </PropertyRow>
      ))}
      <PropertyRow label={t('designer.props.default')} htmlFor={id('default')}>
        {field.type === 'boolean'
          ? <Switch id={id('default')} size="small" checked={field.default === true} onChange={(on) => update({ default: on })} />
          : numeric
            ? <InputNumber id={id('default')} size="small" style={{ width: '100%' }} value={typeof field.default === 'number' ? field.default : null} onChange={(value) => update({ default: numberOr(value) })} />
            : <Input id={id('default')} size="small" value={typeof field.default === 'string' ? field.default : ''} onChange={(event) => update({ default: event.target.value || undefined })} />}
      </PropertyRow>
      {field.type === 'string' && (
        <PropertyRow label={t('designer.props.maxLength')} htmlFor={id('maxLength')}>
          <InputNumber id={id('maxLength')} size="small" min={0} precision={0} style={{ width: '100%' }} value={typeof field.maxLength === 'number' ? field.maxLength : null} onChange={(value) => update({ maxLength: numberOr(value) })} />
        </PropertyRow>
      )}
      {numeric && (['minimum', 'maximum'] as const).map((key) => (
        <PropertyRow key={key} label={t(`designer.props.${key}`)} htmlFor={id(key)}>
          <InputNumber id={id(key)} size="small" style={{ width: '100%' }} value={typeof field[key] === 'number' ? field[key] as number : null} onChange={(value) => update({ [key]: numberOr(value) })} />
        </PropertyRow>
      ))}
      <PropertyRow label={t('designer.props.validators')} htmlFor={id('validators')}>
        <Select id={id('validators')} size="small" mode="multiple" allowClear style={{ width: '100%' }} value={validators} options={VALIDATOR_NAMES.map((name) => ({ value: name, label: name }))}
          onChange={(names: string[]) => update({ 'x-validator': names.length === 0 ? undefined : names.length === 1 ? names[0] : names })} />
      </PropertyRow>
      <PropertyRow label={t('designer.props.sanitizer')} htmlFor={id('sanitizer')} lock={locks.get('x-sanitize')}>
        <Select id={id('sanitizer')} size="small" allowClear style={{ width: '100%' }} disabled={locks.has('x-sanitize')} value={typeof field['x-sanitize'] === 'string' ? field['x-sanitize'] : undefined}
          options={SANITIZER_NAMES.map((name) => ({ value: name, label: name }))} onChange={(name?: string) => update({ 'x-sanitize': name })} />
      </PropertyRow>
      <PropertyRow label={t('designer.props.dict')} htmlFor={id('dict')} lock={locks.get('x-dict')}>
        <Input id={id('dict')} size="small" placeholder={t('designer.props.dictPlaceholder')} disabled={locks.has('x-dict')} value={typeof field['x-dict'] === 'string' ? field['x-dict'] : ''} onChange={(event) => update({ 'x-dict': event.target.value || undefined })} />
      </PropertyRow>
      {target === 'base' && (
        <PropertyRow label={t('designer.props.ref')}>
          {(['entity', 'value', 'label'] as const).map((key) => (
            <Input key={key} size="small" addonBefore={t(`designer.props.ref${key[0]!.toUpperCase()}${key.slice(1)}`)} value={ref[key] ?? ''} onChange={(event) => setRef(key, event.target.value)} />
          ))}
        </PropertyRow>
      )}
      <PropertyRow label={t('designer.props.componentProps')} htmlFor={id('props')}>
        <CommitInput textArea id={id('props')} value={Object.keys(componentProps).length ? JSON.stringify(componentProps, null, 1) : ''}
          problemOf={(text) => (parseJsonObject(text).problem ? t('designer.props.badJson') : undefined)}
          onCommit={(text) => update({ 'x-component-props': parseJsonObject(text).value })} />
      </PropertyRow>
      {!fieldRef.container && (
        <PropertyRow label={t('designer.props.gridSpan')} htmlFor={id('span')}>
          <InputNumber id={id('span')} size="small" min={1} max={grid} precision={0} style={{ width: '100%' }} value={typeof decorator.gridSpan === 'number' ? decorator.gridSpan : null}
            onChange={(value) => {
              const next = { ...decorator, gridSpan: numberOr(value) };
              if (next.gridSpan === undefined) delete next.gridSpan;
              update({ 'x-decorator-props': Object.keys(next).length ? next : undefined });
            }} />
        </PropertyRow>
      )}
      {!fieldRef.container && (
        <PropertyRow label={t('designer.props.columnWidth')} htmlFor={id('width')}>
          <InputNumber id={id('width')} size="small" min={1} precision={0} style={{ width: '100%' }} value={typeof column.width === 'number' ? column.width : null}
            onChange={(value) => {
              const next = { ...column, width: numberOr(value) };
              if (next.width === undefined) delete next.width;
              update({ 'x-column': Object.keys(next).length ? next : undefined });
            }} />
        </PropertyRow>
      )}
      <Divider plain orientation="left" style={{ margin: '8px 0' }}>{t('designer.reactions.title')}</Divider>
      <PropertyRow label="" lock={locks.get('x-when')}>
        <ReactionRows value={field['x-when']} fields={reactionFields} disabled={locks.has('x-when')} onChange={(rules) => update({ 'x-when': rules })} />
      </PropertyRow>
      {!(target === 'override' && isBase) && (
        <Popconfirm title={t('designer.props.deleteFieldHint')} onConfirm={() => dispatch({ type: 'deleteField', ref: fieldRef })}>
          <Button danger size="small" style={{ marginTop: 12 }}>{t('designer.props.deleteField')}</Button>
        </Popconfirm>
      )}
    </div>
  );
});

/** The placeholder with one language's text set (an empty text leaves it out; nothing left: no placeholder). */
function placeholderWith(current: { zh?: string; en?: string }, language: 'zh' | 'en', text: string): { zh?: string; en?: string } | undefined {
  const next = { ...current, [language]: text || undefined };
  if (!next[language]) delete next[language];
  return next.zh || next.en ? next : undefined;
}
