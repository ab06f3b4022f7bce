import { useEffect, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import { useHttp } from '../../engine/render/http-context';
import { useLanguage } from '../../engine/render/language-context';
import { loadRemoteOptions, type RemoteOption } from './remote-options';

export interface RemoteSelectProps extends Omit<SelectProps, 'options'> {
  /** Where the options come from: a GET answering `[{ value, label }]`. */
  url: string;
}

/** The options at a URL for a component: loading until they arrive; none (with an error status) when they fail. */
function useRemoteOptions(url: string): { options: RemoteOption[] | undefined; failed: boolean } {
  const http = useHttp();
  const language = useLanguage();
  const [state, setState] = useState<{ key: string; options?: RemoteOption[]; failed: boolean }>({ key: '', failed: false });
  const key = `${language} ${url}`;
  useEffect(() => {
    if (!http) return;
    let live = true;
    loadRemoteOptions(http, url, language).then(
      (options) => live && setState({ key, options, failed: false }),
      () => live && setState({ key, options: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, [http, url, language, key]);
  return state.key === key ? { options: state.options, failed: state.failed } : { options: undefined, failed: false };
}

/** An antd Select whose options the server serves at `url`. */
export function RemoteSelectBase({ url, ...props }: RemoteSelectProps) {
  const { options, failed } = useRemoteOptions(url);
  return <Select allowClear showSearch optionFilterProp="label" {...props} loading={options === undefined} status={failed ? 'error' : props.status} options={options ?? []} />;
}

/** The chosen option's label (read-pretty forms), the value itself until the list has arrived. */
function RemoteSelectText({ url, value }: { url: string; value?: unknown }) {
  const { options } = useRemoteOptions(url);
  if (value === undefined || value === null || value === '') return null;
  return <span>{options?.find((option) => option.value === value)?.label ?? String(value)}</span>;
}

/** The remote select as a Formily field component (`"x-component": "RemoteSelect"`, `"x-component-props": { "url": … }`). */
export const RemoteSelect = connect(RemoteSelectBase, mapReadPretty(RemoteSelectText));
