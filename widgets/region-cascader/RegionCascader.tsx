import { useMemo } from 'react';
import { Button, Cascader, Empty, Spin, type CascaderProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import { useLanguage } from '../../engine/render/language-context';
import { clampDepth, toRegionPath } from './region-levels';
import { labelOptions, type LabelledOption } from './region-options';
import { regionTexts } from './region-texts';
import { RegionPathText } from './RegionPathText';
import { useRegionOptions } from './use-region-options';

type AntdCascaderProps = CascaderProps<LabelledOption, 'value', false>;

export interface RegionCascaderProps extends Omit<AntdCascaderProps, 'options' | 'loadData' | 'value' | 'onChange' | 'multiple' | 'defaultValue'> {
  /** The chosen path of region values, from the country down: `['142', '440000', '440300']`. */
  value?: string[];
  /** The new path, or undefined when cleared. */
  onChange?(value: string[] | undefined): void;
  /** How many levels to offer: 1 country … 5 town (default 5). */
  depth?: number;
}

/**
 * Country → province → city → county → town from the region dictionaries, one level loaded when its parent opens.
 * Labels are in the interface language; the first level shows its loading, empty and error states in the dropdown.
 */
export function RegionCascaderBase({ value, onChange, depth, placeholder, ...props }: RegionCascaderProps) {
  const language = useLanguage();
  const texts = regionTexts(language);
  const levels = clampDepth(depth);
  const path = toRegionPath(value);
  const { options, status, loadChildren, retry } = useRegionOptions(path, levels);
  const labelled = useMemo(() => labelOptions(options, language), [options, language]);
  const notFound =
    status === 'loading' ? (
      <Spin size="small" data-testid="region-loading" />
    ) : status === 'error' ? (
      <span data-testid="region-error">
        {texts.error}{' '}
        <Button type="link" size="small" onClick={retry}>
          {texts.retry}
        </Button>
      </span>
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
    );
  return (
    <Cascader<LabelledOption>
      allowClear
      placeholder={placeholder ?? texts.placeholder}
      {...props}
      status={status === 'error' ? 'error' : props.status}
      loading={status === 'loading' || props.loading}
      options={labelled}
      value={path.length ? path : undefined}
      notFoundContent={notFound}
      loadData={(selected) => void loadChildren(selected.map((option) => option.value))}
      onChange={(next) => onChange?.(next && next.length ? next.map(String) : undefined)}
    />
  );
}

/**
 * The region cascader as a Formily field component (`"x-component": "RegionCascader"`, value: the path of region
 * values); read-pretty mode shows the path's labels.
 */
export const RegionCascader = connect(RegionCascaderBase, mapReadPretty(RegionPathText));
