import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import { useLanguage } from '../../engine/render/language-context';
import { dictionaryOptions } from './dictionary-options';
import { useDictionary } from './use-dictionary';
import { DictTag } from './DictTag';

export interface DictSelectProps extends Omit<SelectProps, 'options'> {
  /** The dictionary whose items are the options (FIND_BASE_DICTIONARY_DETAIL by dictionaryCode). */
  dictionaryCode: string;
}

/** An antd Select over a dictionary's items, labelled in the interface language. */
export function DictSelectBase({ dictionaryCode, ...props }: DictSelectProps) {
  const language = useLanguage();
  const { items, loading } = useDictionary(dictionaryCode);
  const options = useMemo(() => dictionaryOptions(items, language), [items, language]);
  return <Select allowClear showSearch optionFilterProp="label" {...props} loading={loading || props.loading} options={options} />;
}

/**
 * The dictionary select as a Formily field component (schemas: `"x-dict": "lockState"`, or
 * `"x-component": "DictSelect"` with `dictionaryCode` in its props); read-pretty mode shows the label.
 */
export const DictSelect = connect(DictSelectBase, mapReadPretty(DictTag));
