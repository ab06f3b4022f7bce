import { useEffect, useState, type ReactNode } from 'react';
import { Input, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isObject } from './design-schema';

/** One labelled property; a locked one is disabled with the override's reason as its tooltip. */
export function PropertyRow({ label, lock, children, htmlFor }: { label: string; lock?: string; children: ReactNode; htmlFor?: string }) {
  const { t } = useTranslation();
  return (
    <div className="fd-prop">
      <label className="fd-prop-label" htmlFor={htmlFor}>
        {label}
        {lock && (
          <Tooltip title={t('designer.props.locked', { reason: lock })}>
            <LockOutlined className="fd-lock" aria-label={t('designer.props.locked', { reason: lock })} />
          </Tooltip>
        )}
      </label>
      {lock ? <Tooltip title={t('designer.props.locked', { reason: lock })}><div>{children}</div></Tooltip> : children}
    </div>
  );
}

/** A text box applied when it loses focus or Enter is pressed (a name, a JSON object), with its problem shown. */
export function CommitInput({ id, value, onCommit, problemOf, disabled, textArea }: {
  id: string;
  value: string;
  onCommit(text: string): void;
  problemOf(text: string): string | undefined;
  disabled?: boolean;
  textArea?: boolean;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const problem = text === value ? undefined : problemOf(text);
  const commit = () => {
    if (text !== value && !problemOf(text)) onCommit(text);
  };
  const common = { id, value: text, disabled, status: problem ? ('error' as const) : undefined, onBlur: commit, onChange: (event: { target: { value: string } }) => setText(event.target.value) };
  return (
    <>
      {textArea
        ? <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} className="fd-mono" />
        : <Input {...common} size="small" onPressEnter={commit} />}
      {problem && <Typography.Text type="danger" className="fd-note">{problem}</Typography.Text>}
    </>
  );
}

/** A JSON object's text, or the problem with it. */
export function parseJsonObject(text: string): { value?: Record<string, unknown>; problem?: boolean } {
  if (!text.trim()) return { value: undefined };
  try {
    const value = JSON.parse(text) as unknown;
    return isObject(value) ? { value } : { problem: true };
  } catch {
    return { problem: true };
  }
}
