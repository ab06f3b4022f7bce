import { Button, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** One `x-when` rule: when `field` has a value (`filled`) or one of `in`, `then` show, require or disable this field. */
export interface WhenRule {
  field: string;
  in?: (string | number | boolean)[];
  filled?: true;
  then: 'show' | 'require' | 'disable';
}

const THENS: WhenRule['then'][] = ['show', 'require', 'disable'];

/** Reads a field's `x-when` (one rule or several) as rows. */
export function whenRules(value: unknown): WhenRule[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.filter((rule): rule is WhenRule => !!rule && typeof rule === 'object' && typeof (rule as WhenRule).field === 'string');
}

/**
 * The reactions of a field as rows of `x-when` rules (field, value(s) or filled, then show / require / disable). The
 * field is chosen among the schema's existing fields only.
 */
export function ReactionRows({ value, fields, disabled, onChange }: {
  value: unknown;
  /** The fields a rule may name (the edited field itself left out). */
  fields: { value: string; label: string }[];
  disabled?: boolean;
  onChange(rules: WhenRule[] | undefined): void;
}) {
  const { t } = useTranslation();
  const rules = whenRules(value);
  const set = (i: number, rule: WhenRule) => onChange(rules.map((r, j) => (j === i ? rule : r)));
  return (
    <div data-testid="designer-reactions">
      {rules.length === 0 && <Typography.Text type="secondary">{t('designer.reactions.empty')}</Typography.Text>}
      {rules.map((rule, i) => (
        <Space key={i} wrap size={4} className="fd-reaction" aria-label={`${t('designer.reactions.title')} ${i + 1}`}>
          <span>{t('designer.reactions.field')}</span>
          <Select
            size="small" showSearch disabled={disabled} style={{ minWidth: 120 }} options={fields} value={rule.field || undefined}
            aria-label={t('designer.reactions.field')} onChange={(field: string) => set(i, { ...rule, field })}
          />
          <Select
            size="small" disabled={disabled} style={{ minWidth: 90 }} value={rule.filled ? 'filled' : 'in'}
            options={[{ value: 'filled', label: t('designer.reactions.filled') }, { value: 'in', label: t('designer.reactions.values') }]}
            onChange={(mode: string) => {
              const { in: _values, filled: _filled, ...rest } = rule;
              set(i, mode === 'filled' ? { ...rest, filled: true } : { ...rest, in: [] });
            }}
          />
          {!rule.filled && (
            <Select
              size="small" mode="tags" disabled={disabled} style={{ minWidth: 120 }} value={(rule.in ?? []).map(String)}
              aria-label={t('designer.reactions.values')} onChange={(values: string[]) => set(i, { ...rule, in: values })}
            />
          )}
          <span>{t('designer.reactions.then')}</span>
          <Select
            size="small" disabled={disabled} style={{ minWidth: 80 }} value={rule.then}
            options={THENS.map((then) => ({ value: then, label: t(`designer.reactions.${then}`) }))}
            onChange={(then: WhenRule['then']) => set(i, { ...rule, then })}
          />
          <Button size="small" type="text" disabled={disabled} icon={<DeleteOutlined />} aria-label={t('designer.reactions.remove')}
            onClick={() => {
              const next = rules.filter((_, j) => j !== i);
              onChange(next.length ? next : undefined);
            }}
          />
        </Space>
      ))}
      <div>
        <Button size="small" type="dashed" disabled={disabled || fields.length === 0} icon={<PlusOutlined />}
          onClick={() => onChange([...rules, { field: fields[0]?.value ?? '', filled: true, then: 'show' }])}
        >
          {t('designer.reactions.add')}
        </Button>
      </div>
    </div>
  );
}
